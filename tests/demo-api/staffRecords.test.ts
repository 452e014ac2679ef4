/** @vitest-environment node */
/**
 * What the staff dashboard reads (members by status, the latest record changes and import
 * batches), deleting a member or a prefecture (refused with the reason while in use), and the
 * 入会日 of a member admitted by paying the admission fee.
 */
import { readFile } from 'node:fs/promises';
import { demoStore } from '../../demo-api/store';
import { bearer, dataOf, get, ORIGIN, send, signIn } from './helpers';

const API = `${ORIGIN}/api/services/app`;
const url = (path: string, query: Record<string, string | number> = {}) =>
  `${API}/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

const remove = (path: string, id: number, token: string) =>
  send('DELETE', url(path, { id }), token);

describe('the staff dashboard’s calls', () => {
  it('counts members by status with one-row pages that add up to the whole list', async () => {
    const token = await signIn('demo-read');
    const total = async (query: Record<string, string | number>) =>
      (await get<unknown[]>(url('Common/GetListMember', { ...query, MaxResultCount: 1 }), token))
        .body.result?.pagination?.totalCount ?? -1;
    const counts = await Promise.all(
      ['active', 'provisional', 'leave', 'withdrawn'].map((status) => total({ status })),
    );
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(await total({}));
  });

  it('lists the latest changes of every member’s record, naming the member, for staff only', async () => {
    const query = { allMembers: 'true', MaxResultCount: 3 };
    const { status, body } = await get<
      { memberId: number; memberNo: string; memberName: string; modificationTime: string }[]
    >(url('Common/GetMemberUpdateHistory', query), await signIn('demo-read'));
    expect(status).toBe(200);
    const rows = dataOf(body);
    expect(rows).toHaveLength(3);
    const times = rows.map((row) => Date.parse(row.modificationTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const latest = demoStore.memberUpdateHistories.reduce((a, b) =>
      Date.parse(a.modificationTime) >= Date.parse(b.modificationTime) ? a : b,
    );
    const member = demoStore.members.find((candidate) => candidate.id === latest.memberId);
    expect(rows[0]).toMatchObject({
      memberId: latest.memberId,
      memberNo: member?.memberNo,
      memberName: member?.name,
    });

    const refused = await get(
      url('Common/GetMemberUpdateHistory', query),
      await signIn('demo-member'),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error?.details).toBe('事務局の方のみ利用できます');
  });

  it('lists import batches newest first to admin, and to no one else', async () => {
    const token = await signIn('demo-admin');
    expect(
      dataOf((await get<unknown[]>(url('SuccessfulApplicant/GetListImportBatch'), token)).body),
    ).toEqual([]);
    const file = await readFile(
      new URL('../fixtures/successful-applicants-sjis.csv', import.meta.url),
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'successful-applicants-sjis.csv');
    const imported = await fetch(`${ORIGIN}/api/SuccessfulApplicant/Import`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(imported.status).toBe(200);
    const batches = dataOf(
      (
        await get<{ fileName: string; importedBy: string; totalCount: number; rows?: unknown }[]>(
          url('SuccessfulApplicant/GetListImportBatch'),
          token,
        )
      ).body,
    );
    expect(batches).toEqual([
      expect.objectContaining({
        fileName: 'successful-applicants-sjis.csv',
        importedBy: '事務局 三郎',
        insertedAt: null,
      }),
    ]);
    expect(batches[0]?.totalCount).toBeGreaterThan(0);
    expect(batches[0]?.rows).toBeUndefined();

    for (const login of ['demo-read', 'demo-update', 'demo-member']) {
      const refused = await get(url('SuccessfulApplicant/GetListImportBatch'), await signIn(login));
      expect(refused.status, login).toBe(403);
    }
  });
});

describe('DeletePrefecture', () => {
  it('refuses a prefecture members use, with how many, and says so on the record', async () => {
    const users = demoStore.members.filter(
      (member) => member.prefectureId === 13 || member.workplacePrefectureId === 13,
    ).length;
    const reason = `この都道府県は ${users} 名の会員が使用しているため削除できません`;
    const token = await signIn('demo-update');
    const record = dataOf(
      (await get<Record<string, unknown>>(url('Common/GetPrefecture', { id: 13 }), token)).body,
    );
    expect(record).toMatchObject({ name: '東京都', deletionBlockedReason: reason });

    const refused = await remove('Common/DeletePrefecture', 13, token);
    expect(refused.status).toBe(500);
    expect(refused.body).toMatchObject({ success: false, __abp: true, error: { message: reason } });
    expect(demoStore.prefectures.some((item) => item.id === 13)).toBe(true);
  });

  it('deletes one no member uses, for update and admin staff only', async () => {
    const tokyo = demoStore.prefectures.find((item) => item.id === 13);
    demoStore.prefectures.push({ ...tokyo!, id: 99, name: '試験県', nameKana: 'シケンケン' });
    const read = await remove('Common/DeletePrefecture', 99, await signIn('demo-read'));
    expect(read.status).toBe(403);
    expect(read.body.error?.details).toBe('事務局の「読み書き」以上の権限が必要です');

    const token = await signIn('demo-update');
    const record = dataOf(
      (await get<Record<string, unknown>>(url('Common/GetPrefecture', { id: 99 }), token)).body,
    );
    expect(record.deletionBlockedReason).toBeNull();
    expect((await remove('Common/DeletePrefecture', 99, token)).status).toBe(200);
    expect((await get(url('Common/GetPrefecture', { id: 99 }), token)).status).toBe(404);
  });
});

describe('DeleteMember', () => {
  it('lets admin delete a member who has no portal account', async () => {
    for (const login of ['demo-read', 'demo-update', 'demo-member']) {
      expect((await remove('Common/DeleteMember', 1003, await signIn(login))).status, login).toBe(
        403,
      );
    }
    const token = await signIn('demo-admin');
    const before = (await get(url('Common/GetListMember'), token)).body.result?.pagination;
    expect((await remove('Common/DeleteMember', 1003, token)).status).toBe(200);
    expect((await get(url('Common/GetDetailMemberById', { id: 1003 }), token)).status).toBe(404);
    const after = (await get(url('Common/GetListMember'), token)).body.result?.pagination;
    expect(after?.totalCount).toBe((before?.totalCount ?? 0) - 1);
    expect(demoStore.memberAffiliations.some((link) => link.memberId === 1003)).toBe(false);
  });

  it('refuses a member who signs in to the portal, with the reason on the record too', async () => {
    const reason = 'ポータルにログインできる会員は削除できません（退会の手続きをご利用ください）';
    const token = await signIn('demo-admin');
    const record = dataOf(
      (await get<Record<string, unknown>>(url('Common/GetDetailMemberById', { id: 1 }), token))
        .body,
    );
    expect(record.deletionBlockedReason).toBe(reason);
    const refused = await remove('Common/DeleteMember', 1, token);
    expect(refused.status).toBe(500);
    expect(refused.body.error?.message).toBe(reason);
    expect(demoStore.members.some((member) => member.id === 1)).toBe(true);
    expect((await send('DELETE', url('Common/DeleteMember'), token)).status).toBe(400);
  });
});

describe('入会日 in the staff member list', () => {
  it('is the day the admission fee was paid for a member admitted online', async () => {
    const token = await signIn('demo-admin');
    const row = async () =>
      dataOf(
        (
          await get<{ admissionDate: string | null }[]>(
            url('Common/GetListMember', { memberNo: '0098761' }),
            token,
          )
        ).body,
      )[0];
    expect((await row())?.admissionDate).toBeNull();
    // demo-temp's admission fee (2001) paid as a card payment settles it.
    const request = demoStore.paymentRequests.find(
      (candidate) => candidate.purpose === 'membershipFee' && candidate.targetIds.includes(2001),
    );
    Object.assign(request!, {
      status: 'paid',
      paymentMethod: 'credit',
      paidAt: '2026-11-20T23:30:00+09:00',
    });
    const taro = demoStore.members.find((member) => member.id === 2);
    taro!.paidAdmissionFee = true;
    expect((await row())?.admissionDate).toBe('2026-11-20');
    const detail = dataOf(
      (await get<Record<string, unknown>>(url('Common/GetDetailMemberById', { id: 2 }), token))
        .body,
    );
    expect(detail.admissionDate).toBe('2026-11-20');
  });

  it('keeps the recorded date of a member admitted before the portal', async () => {
    const token = await signIn('demo-read');
    const [hanako] = dataOf(
      (
        await get<{ admissionDate: string | null }[]>(
          url('Common/GetListMember', { memberNo: '0012345' }),
          token,
        )
      ).body,
    );
    expect(hanako?.admissionDate).toBe('2012-04-01');
  });
});
