// @vitest-environment node
/**
 * Membership applications in the demo API (rules: demo-api/applications.ts): details, applying
 * once, the refusals with the server's reasons, the approved lists and the unread flags, and an
 * approved extension moving the qualification's expiry (demo-api/qualification.ts).
 */
import { decideApplication } from '../../demo-api/applications';
import { demoStore } from '../../demo-api/store';
import type {
  DigitalMembershipCard,
  TemporaryAbsenceDetail,
  WithdrawalDetail,
} from '../../src/api/applications';

import type { MemberUpdatePersonal } from '../../src/api/renewal';
import { runClockFrom } from '../demoCalendar';
import { meetRenewalRequirement } from '../renewal';
import { dataOf, get, ORIGIN, send, signIn } from './helpers';

const APP = `${ORIGIN}/api/services/app/Application`;
const MEMBER_UPDATE = `${ORIGIN}/api/services/app/MemberUpdate`;
const TODAY = new Date('2026-11-22T10:00:00+09:00');

beforeEach(() => {
  runClockFrom(TODAY);
});
afterEach(() => vi.useRealTimers());

const post = <T>(call: string, token: string, body: unknown) =>
  send<T>('POST', `${APP}/${call}`, token, body);

const PDF = Buffer.from('%PDF-1.4 demo certificate').toString('base64');
// After demo-member's last event applied for (2027-04-18): no participation stands in the way.
const LEAVE = {
  reasonId: 1,
  startDate: '2027-05-01',
  endDate: '2028-03-31',
  note: '第二子出産のため、育児休業期間中の休会を申請します。',
  attachments: [{ fileName: '母子健康手帳.pdf', contentType: 'application/pdf', base64: PDF }],
};

describe('leave (休会)', () => {
  it('answers the reasons and the upload limits', async () => {
    const token = await signIn('demo-member');
    const reasons = dataOf(
      (
        await get<{ name: string }[]>(
          `${ORIGIN}/api/services/app/Common/GetListTemporaryAbsence`,
          token,
        )
      ).body,
    );
    expect(reasons.map((reason) => reason.name)).toContain('出産・育児');
    const setting = dataOf(
      (await get(`${ORIGIN}/api/services/app/Common/GetUploadFileSetting`, token)).body,
    );
    expect(setting).toEqual({
      allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'],
      maxFileSize: 5 * 1024 * 1024,
      maxFileCount: 3,
    });
  });

  it('shows the approved 2019 leave, accepts one application and refuses a second', async () => {
    const token = await signIn('demo-member');
    const before = dataOf(
      (
        await get<{ current: { reasonName: string; status: string }; canApply: boolean }>(
          `${APP}/GetDetailTemporaryAbsenceApplication`,
          token,
        )
      ).body,
    );
    expect(before).toMatchObject({
      canApply: true,
      current: { reasonName: '出産・育児', status: 'approved' },
      // The 2019 leave is long over: no leave in force or ahead.
      leave: null,
    });

    const first = await post<{ status: string; attachments: { fileName: string }[] }>(
      'ApplyTemporaryAbsence',
      token,
      LEAVE,
    );
    expect(first.status).toBe(200);
    expect(dataOf(first.body)).toMatchObject({
      status: 'applied',
      attachments: [{ fileName: '母子健康手帳.pdf', size: 25 }],
    });

    const second = await post('ApplyTemporaryAbsence', token, LEAVE);
    expect(second.status).toBe(500);
    expect(second.body.error?.message).toBe('休会申請はすでに受け付けています（申請中）。');
    const after = dataOf(
      (
        await get<{ current: { status: string }; canApply: boolean; reason: string }>(
          `${APP}/GetDetailTemporaryAbsenceApplication`,
          token,
        )
      ).body,
    );
    expect(after).toMatchObject({ canApply: false, current: { status: 'applied' } });
  });

  it('names the approved leave in force or ahead, and refuses a new one until it is over', async () => {
    const token = await signIn('demo-member');
    const detail = async () =>
      dataOf(
        (await get<TemporaryAbsenceDetail>(`${APP}/GetDetailTemporaryAbsenceApplication`, token))
          .body,
      );
    const ahead = {
      ...structuredClone(demoStore.temporaryAbsenceApplications[0]!),
      id: 2,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      appliedAt: '2026-10-01T09:00:00+09:00',
    };
    demoStore.temporaryAbsenceApplications.push(ahead);
    expect(await detail()).toMatchObject({
      canApply: false,
      reason: '承認済みの休会が始まる前のため、休会申請はできません。',
      leave: { id: 2, startDate: '2027-01-01', endDate: '2027-12-31' },
    });
    ahead.startDate = '2026-11-01';
    expect(await detail()).toMatchObject({
      canApply: false,
      reason: '休会中のため、休会申請はできません。',
      leave: { id: 2, startDate: '2026-11-01' },
    });
    expect((await post('ApplyTemporaryAbsence', token, LEAVE)).body.error?.message).toBe(
      '休会中のため、休会申請はできません。',
    );
  });

  it('refuses a leave over events applied for until each is cancelled or kept with a reason, and keeps the reasons', async () => {
    const token = await signIn('demo-member');
    const period = { startDate: '2027-01-01', endDate: '2027-03-31' };
    const inside = dataOf(
      (
        await get<{ id: number; eventTitle: string; startDate: string }[]>(
          `${ORIGIN}/api/services/app/Event/GetListEventParticipant?upcoming=true&from=${period.startDate}&to=${period.endDate}`,
          token,
        )
      ).body,
    );
    // Six applied for in January to March; the cancelled course of 2027-03-13 is not among them.
    expect(inside.map((item) => item.id)).toEqual([5014, 5012, 5011, 5010, 5009, 5008]);
    const leave = { ...LEAVE, ...period };

    const bare = await post('ApplyTemporaryAbsence', token, leave);
    expect(bare.status).toBe(400);
    const [refusal] = bare.body.error?.validationErrors ?? [];
    expect(refusal?.members).toEqual(['keptParticipations']);
    expect(refusal?.message).toMatch(
      /^休会期間中に申込済みの学会・セミナーがあります。キャンセルするか、参加を続ける理由を入力してください: /,
    );
    for (const item of inside) expect(refusal?.message).toContain(item.eventTitle);

    // The first is cancelled, four are kept: the sixth is named alone.
    const cancelled = await send(
      'PUT',
      `${ORIGIN}/api/services/app/Event/UpdateParticipant`,
      token,
      { id: 5008, status: 3 },
    );
    expect(cancelled.status).toBe(200);
    const kept = [5009, 5010, 5011, 5012].map((participantId) => ({
      participantId,
      reason: '演者として登壇するため参加します。',
    }));
    const short = await post('ApplyTemporaryAbsence', token, {
      ...leave,
      keptParticipations: kept,
    });
    expect(short.status).toBe(400);
    const [left] = short.body.error?.validationErrors ?? [];
    expect(left?.message).toContain(inside[0]!.eventTitle);
    expect(left?.message).not.toContain(inside.at(-1)!.eventTitle);
    const blank = await post('ApplyTemporaryAbsence', token, {
      ...leave,
      keptParticipations: [...kept, { participantId: 5014, reason: '   ' }],
    });
    expect(blank.status).toBe(400);

    const accepted = await post<{ keptParticipations: unknown[] }>('ApplyTemporaryAbsence', token, {
      ...leave,
      keptParticipations: [
        ...kept,
        { participantId: 5014, reason: '受講料を支払い済みのため参加します。' },
        // Cancelled already: not kept.
        { participantId: 5008, reason: '参加します。' },
      ],
    });
    expect(accepted.status).toBe(200);
    const stored = dataOf(accepted.body).keptParticipations;
    expect(stored).toHaveLength(5);
    expect(stored).toContainEqual({
      participantId: 5014,
      reason: '受講料を支払い済みのため参加します。',
      eventTitle: inside[0]!.eventTitle,
      startDate: inside[0]!.startDate,
      endDate: inside[0]!.startDate,
    });
    const detail = dataOf(
      (await get<TemporaryAbsenceDetail>(`${APP}/GetDetailTemporaryAbsenceApplication`, token))
        .body,
    );
    expect(detail.current?.keptParticipations).toEqual(stored);
  });

  it('names each refused field: dates, characters, file kind, size and the required certificate', async () => {
    const token = await signIn('demo-member');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64');
    const { status, body } = await post('ApplyTemporaryAbsence', token, {
      reasonId: 2,
      startDate: '2026-11-01',
      endDate: '2026-10-01',
      note: '療養のため😀',
      attachments: [
        { fileName: 'memo.exe', contentType: 'application/octet-stream', base64: PDF },
        { fileName: 'scan.pdf', contentType: 'application/pdf', base64: big },
      ],
    });
    expect(status).toBe(400);
    const messages = Object.fromEntries(
      (body.error?.validationErrors ?? []).map((error) => [error.members?.[0], error.message]),
    );
    expect(messages).toMatchObject({
      startDate: '休会開始日は本日以降の日付にしてください',
      endDate: '休会終了日は休会開始日以降の日付にしてください',
      note: expect.stringContaining('使用できない文字が含まれています'),
    });
    expect(
      body.error?.validationErrors
        ?.filter((error) => error.members?.includes('attachments'))
        .map((error) => error.message),
    ).toEqual([
      'memo.exe: 添付できるファイルの種類はpdf、jpg、jpeg、pngです',
      'scan.pdf: ファイルサイズは5MBまでです',
    ]);
    expect(demoStore.temporaryAbsenceApplications).toHaveLength(1);

    const noCertificate = await post('ApplyTemporaryAbsence', token, {
      ...LEAVE,
      reasonId: 2,
      attachments: [],
    });
    expect(noCertificate.body.error?.validationErrors?.[0]).toEqual({
      message: '病気療養の場合は療養期間の記載された医師の診断書を添付してください',
      members: ['attachments'],
    });
  });

  it('is not offered to a provisional member', async () => {
    const token = await signIn('demo-temp');
    expect((await post('ApplyTemporaryAbsence', token, LEAVE)).status).toBe(403);
    expect((await get(`${APP}/GetDetailTemporaryAbsenceApplication`, token)).status).toBe(403);
  });
});

describe('return (休会復帰)', () => {
  it('is open only while on leave, and once', async () => {
    const token = await signIn('demo-member');
    const notOnLeave = dataOf(
      (await get<{ canApply: boolean; reason: string }>(`${APP}/GetDetailReturnApplication`, token))
        .body,
    );
    expect(notOnLeave).toMatchObject({ canApply: false, reason: '休会中の方のみ申請できます。' });
    expect((await post('ApplyReturn', token, { returnDate: '2026-12-01' })).status).toBe(500);

    // The secretariat approves a leave that has begun.
    demoStore.temporaryAbsenceApplications.push({
      ...structuredClone(demoStore.temporaryAbsenceApplications[0]!),
      id: 2,
      startDate: '2026-10-01',
      endDate: '2027-09-30',
    });
    const onLeave = dataOf(
      (
        await get<{ canApply: boolean; leave: { id: number } }>(
          `${APP}/GetDetailReturnApplication`,
          token,
        )
      ).body,
    );
    expect(onLeave).toMatchObject({ canApply: true, leave: { id: 2 } });
    const late = await post('ApplyReturn', token, { returnDate: '2027-10-01' });
    expect(late.body.error?.validationErrors?.[0]?.message).toBe(
      '復帰日は休会期間内の日付にしてください',
    );
    expect(
      (await post('ApplyReturn', token, { returnDate: '2027-01-01', note: '復職します。' })).status,
    ).toBe(200);
    const again = await post('ApplyReturn', token, { returnDate: '2027-01-01' });
    expect(again.body.error?.message).toBe('休会復帰申請はすでに受け付けています（申請中）。');
  });
});

describe('renewal extension (更新延長)', () => {
  const REASON = '介護のため学術集会に参加できなかったため';
  const detail = async (token: string) =>
    dataOf(
      (
        await get<{ canApply: boolean; reason: string | null; current: { status: string } }>(
          `${APP}/GetDetailExtensionApplication`,
          token,
        )
      ).body,
    );

  it('lets the member apply again after a rejection, once, and needs the terms accepted', async () => {
    const token = await signIn('demo-member');
    expect(await detail(token)).toMatchObject({
      canApply: true,
      reason: null,
      current: { status: 'rejected' },
    });
    const unaccepted = await post('ApplyExtension', token, { reason: REASON, accept: false });
    expect(unaccepted.body.error?.validationErrors).toEqual([
      { message: '更新延長の条件への同意が必要です', members: ['accept'] },
    ]);

    const accepted = await post<{ id: number; extendedUntil: string; status: string }>(
      'ApplyExtension',
      token,
      { reason: REASON, accept: true },
    );
    expect(dataOf(accepted.body)).toMatchObject({
      id: 2,
      extendedUntil: '2028-03-31',
      status: 'applied',
    });
    const again = await post('ApplyExtension', token, { reason: REASON, accept: true });
    expect(again.body.error?.message).toBe('更新延長申請はすでに受け付けています（申請中）。');

    decideApplication('extension', 2, 'approved', '更新延長を承認しました。');
    expect(await detail(token)).toMatchObject({
      canApply: false,
      reason: 'この資格期間の更新延長は承認済みです。',
      current: { status: 'approved' },
    });
    const refused = await post('ApplyExtension', token, { reason: REASON, accept: true });
    expect(refused.body.error?.message).toBe('この資格期間の更新延長は承認済みです。');
  });

  it('moves the qualification’s expiry on the card and in renewal once approved', async () => {
    const token = await signIn('demo-member');
    const expiries = async () => {
      const card = dataOf(
        (await get<DigitalMembershipCard>(`${APP}/GetDigitalMembershipCard`, token)).body,
      );
      const renewal = dataOf(
        (await get<MemberUpdatePersonal>(`${MEMBER_UPDATE}/GetMemberUpdatePersonal`, token)).body,
      );
      return { card: card.qualification?.expiryDate, renewal };
    };
    // The seeded extension was rejected: nothing moves, and renewal is open this year.
    expect(await expiries()).toMatchObject({
      card: '2027-03-31',
      renewal: { expiryDate: '2027-03-31', applicationEnd: '2026-11-30', applicationOpen: true },
    });

    await post('ApplyExtension', token, { reason: REASON, accept: true });
    expect((await expiries()).card).toBe('2027-03-31');
    decideApplication('extension', 2, 'approved', '更新延長を承認しました。');
    expect(await expiries()).toMatchObject({
      card: '2028-03-31',
      renewal: {
        expiryDate: '2028-03-31',
        // The points period keeps its start and gains the extra year.
        periodStart: '2022-04-01',
        periodEnd: '2028-03-31',
        applicationStart: '2027-04-01',
        applicationEnd: '2027-11-30',
        applicationOpen: false,
      },
    });
    // Even with the requirement met, she renews in the extended period's window, not now.
    meetRenewalRequirement();
    const renewing = await send('PUT', `${MEMBER_UPDATE}/UpdateStatus`, token, {
      status: 'applied',
    });
    expect(renewing.body.error?.message).toBe('更新申請の受付期間外です。');
  });
});

describe('withdrawal (退会)', () => {
  const WITHDRAWAL = { withdrawalDate: '2027-03-31', reason: '転職のため', confirmed: true };

  it('names the unpaid fees that block withdrawal up front, each with its request', async () => {
    const token = await signIn('demo-member');
    const detail = dataOf(
      (await get<WithdrawalDetail>(`${APP}/GetDetailWithdrawalApplication`, token)).body,
    );
    expect(detail).toMatchObject({
      canApply: false,
      reason: '未納の会費と未払いの参加費があるため、退会を申請できません。',
    });
    expect(
      detail.unpaidFees.map(({ title, amount, paymentRequestId }) => ({
        title,
        amount,
        requested: paymentRequestId !== null,
      })),
    ).toEqual([{ title: '2026年度 支部会費（関東支部）', amount: 2000, requested: true }]);

    // A provisional member owes nothing to withdraw: the admission request lapses.
    const temp = dataOf(
      (
        await get<WithdrawalDetail>(
          `${APP}/GetDetailWithdrawalApplication`,
          await signIn('demo-temp'),
        )
      ).body,
    );
    expect(temp).toMatchObject({
      canApply: true,
      reason: null,
      unpaidFees: [],
      unpaidParticipations: [],
    });
  });

  it('refuses a member with an unpaid fee, naming it', async () => {
    const token = await signIn('demo-member');
    const { status, body } = await post('ApplyWithdrawal', token, WITHDRAWAL);
    expect(status).toBe(500);
    expect(body.error?.message).toBe(
      '未納の会費と未払いの参加費があるため、退会を申請できません。',
    );
    expect(body.error?.details).toContain('2026年度 支部会費（関東支部）');
    expect(demoStore.withdrawalApplications).toHaveLength(0);
  });

  it('names the unpaid participation fees too, and refuses until each is paid or cancelled', async () => {
    const token = await signIn('demo-member');
    const detailOf = async () =>
      dataOf((await get<WithdrawalDetail>(`${APP}/GetDetailWithdrawalApplication`, token)).body);
    const detail = await detailOf();
    expect(
      detail.unpaidParticipations.map(({ id, fee, paymentDueDate, canCancel }) => ({
        id,
        fee,
        paymentDueDate,
        canCancel,
      })),
    ).toEqual([
      { id: 5008, fee: 5000, paymentDueDate: '2026-11-06', canCancel: true },
      { id: 5011, fee: 8000, paymentDueDate: '2026-11-15', canCancel: true },
      // A speaker's: cancelled through the office, so paid.
      { id: 5010, fee: 2000, paymentDueDate: '2026-11-16', canCancel: false },
      { id: 5007, fee: 1000, paymentDueDate: '2026-11-17', canCancel: true },
      { id: 5009, fee: 3000, paymentDueDate: '2026-11-19', canCancel: true },
      { id: 5014, fee: 3000, paymentDueDate: '2026-11-22', canCancel: true },
      { id: 5012, fee: 6000, paymentDueDate: '2026-11-24', canCancel: true },
      { id: 5015, fee: 8000, paymentDueDate: '2026-11-28', canCancel: true },
    ]);

    // The fees paid, the participation fees still owed: refused, each named.
    const paid = (targetId: number, purpose: string) => {
      const request = demoStore.paymentRequests.find(
        (item) =>
          item.purpose === purpose && item.status === 'unpaid' && item.targetIds.includes(targetId),
      )!;
      request.status = 'paid';
      request.paidAt = '2026-11-22T10:00:00+09:00';
    };
    for (const fee of detail.unpaidFees) paid(fee.id, 'membershipFee');
    expect(await detailOf()).toMatchObject({
      unpaidFees: [],
      canApply: false,
      reason: '未払いの参加費があるため、退会を申請できません。',
    });
    const refused = await post('ApplyWithdrawal', token, WITHDRAWAL);
    expect(refused.status).toBe(500);
    expect(refused.body.error?.message).toBe('未払いの参加費があるため、退会を申請できません。');
    expect(refused.body.error?.details).toContain('関東支部 第39回支部研修会（2,000円）');

    // Cancelling the rest and paying the speaker's clears the way.
    for (const item of detail.unpaidParticipations.filter((row) => row.canCancel)) {
      const cancel = await send(
        'PUT',
        `${ORIGIN}/api/services/app/Event/UpdateParticipant`,
        token,
        {
          id: item.id,
          status: 3,
        },
      );
      expect(cancel.status).toBe(200);
    }
    expect((await detailOf()).unpaidParticipations.map((item) => item.id)).toEqual([5010]);
    paid(5010, 'eventParticipation');
    expect(await detailOf()).toMatchObject({
      unpaidParticipations: [],
      canApply: true,
      reason: null,
    });
    expect((await post('ApplyWithdrawal', token, WITHDRAWAL)).status).toBe(200);
  });

  it('accepts a provisional member once, and needs the consequences confirmed', async () => {
    const token = await signIn('demo-temp');
    const unconfirmed = await post('ApplyWithdrawal', token, { ...WITHDRAWAL, confirmed: false });
    expect(unconfirmed.status).toBe(400);
    expect((await post('ApplyWithdrawal', token, WITHDRAWAL)).status).toBe(200);
    const again = await post('ApplyWithdrawal', token, WITHDRAWAL);
    expect(again.body.error?.message).toBe('退会申請はすでに受け付けています（申請中）。');
    const detail = dataOf(
      (
        await get<{ current: { status: string }; canApply: boolean }>(
          `${APP}/GetDetailWithdrawalApplication`,
          token,
        )
      ).body,
    );
    expect(detail).toMatchObject({ canApply: false, current: { status: 'applied' } });
  });
});

describe('approved lists and unread flags', () => {
  it('lists the approved applications of the member, paged', async () => {
    const token = await signIn('demo-member');
    const leave = await get<{ reasonName: string }[]>(
      `${APP}/GetListTemporaryAbsenceApproved?SkipCount=0&MaxResultCount=10`,
      token,
    );
    expect(leave.body.result?.pagination).toEqual({ totalCount: 1, pageIndex: 1, pageSize: 10 });
    expect(dataOf(leave.body)[0]).toMatchObject({
      reasonName: '出産・育児',
      startDate: '2019-04-01',
    });
    expect(dataOf(leave.body)[0]).not.toHaveProperty('memberId');
    expect(dataOf((await get(`${APP}/GetListReturnApproved`, token)).body)).toHaveLength(1);
    // The seeded extension was rejected: it is not listed.
    expect(dataOf((await get(`${APP}/GetListExtensionApproved`, token)).body)).toEqual([]);
    // A provisional member has none, and is refused the page's call as the page (403).
    const other = await signIn('demo-temp');
    expect((await get(`${APP}/GetListExtensionApproved`, other)).status).toBe(403);
  });

  it('raises a flag when the secretariat decides and lowers it when the member opens the result', async () => {
    const token = await signIn('demo-member');
    const unreadItems = async () =>
      dataOf(
        (await get<{ kind: string; status: string }[]>(`${APP}/GetListUnreadApplication`, token))
          .body,
      );
    const unread = async () => (await unreadItems()).map((item) => item.kind);
    expect(await unreadItems()).toMatchObject([{ kind: 'extension', status: 'rejected' }]);

    await post('ApplyTemporaryAbsence', token, LEAVE);
    decideApplication('temporaryAbsence', 2, 'rejected', '証明書類が確認できませんでした。');
    expect(await unread()).toEqual(['temporaryAbsence', 'extension']);

    expect((await post('ExtensionUnreadFlgOff', token, {})).status).toBe(200);
    expect(await unread()).toEqual(['temporaryAbsence']);
    await post('TemporaryAbsenceUnreadFlgOff', token, {});
    expect(await unread()).toEqual([]);
  });
});
