import { demoStore } from '../../demo-api/store';
import { dataOf, get, ORIGIN, signIn } from './helpers';

const COMMON = `${ORIGIN}/api/services/app/Common`;

describe('GetMemberRoles', () => {
  it.each([
    ['demo-member', 'member'],
    ['demo-temp', 'temp-member'],
    ['demo-read', 'read'],
    ['demo-update', 'update'],
    ['demo-admin', 'admin'],
  ])('gives %s the role %s', async (login, role) => {
    const token = await signIn(login);
    const { status, body } = await get<string[]>(
      `${ORIGIN}/api/services/app/Application/GetMemberRoles`,
      token,
    );
    expect(status).toBe(200);
    expect(body.result).toEqual({ statusCode: 200, data: [role], message: null, pagination: null });
  });
});

describe('GetDetailMember', () => {
  it('answers the signed-in member', async () => {
    const token = await signIn('demo-member');
    const { status, body } = await get(`${COMMON}/GetDetailMember`, token);
    expect(status).toBe(200);
    expect(dataOf(body)).toMatchObject({
      id: 1,
      memberNo: '0012345',
      name: '内視鏡 花子',
      lastNameKana: 'ナイシキョウ',
      firstNameKana: 'ハナコ',
      prefectureId: 13,
      paidAdmissionFee: true,
      creationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('answers staff their own record', async () => {
    const token = await signIn('demo-read');
    const { body } = await get(`${COMMON}/GetDetailMember`, token);
    expect(dataOf(body)).toMatchObject({ name: '事務局 一郎' });
  });
});

describe('GetDetailMemberSetLastPayment', () => {
  it('adds the last annual-fee payment', async () => {
    const token = await signIn('demo-member');
    const { body } = await get(`${COMMON}/GetDetailMemberSetLastPayment`, token);
    expect(dataOf(body)).toMatchObject({
      name: '内視鏡 花子',
      lastPayment: { fiscalYear: 2026, paidAt: expect.any(String), amount: 8000 },
    });
  });

  it('has no payment for the provisional member, whose admission fee is outstanding', async () => {
    const token = await signIn('demo-temp');
    const { body } = await get(`${COMMON}/GetDetailMemberSetLastPayment`, token);
    expect(dataOf(body)).toMatchObject({
      name: '仮会員 太郎',
      paidAdmissionFee: false,
      lastPayment: null,
    });
  });
});

describe('GetMemberUpdateHistory', () => {
  interface Change {
    modificationTime: string;
    modifierName: string;
  }

  it('holds the update behind every record’s 更新者, at its time and by its person', () => {
    const updated = demoStore.members.filter((member) => member.lastModificationTime);
    expect(updated.length).toBeGreaterThan(100);
    const missing = updated.filter(
      (member) =>
        !demoStore.memberUpdateHistories.some(
          (entry) =>
            entry.memberId === member.id &&
            entry.modificationTime === member.lastModificationTime &&
            entry.modifierName === member.lastModifierName,
        ),
    );
    expect(missing.map((member) => member.memberNo)).toEqual([]);
  });

  it('answers demo-venue’s own update, to her and to staff', async () => {
    const own = dataOf(
      (await get<Change[]>(`${COMMON}/GetMemberUpdateHistory`, await signIn('demo-venue'))).body,
    );
    const staff = dataOf(
      (
        await get<Change[]>(
          `${COMMON}/GetMemberUpdateHistory?memberId=8`,
          await signIn('demo-read'),
        )
      ).body,
    );
    for (const rows of [own, staff]) {
      expect(rows[0]).toMatchObject({
        modificationTime: '2026-04-12T20:02:41+09:00',
        modifierName: '佐野 由美',
      });
    }
  });
});
