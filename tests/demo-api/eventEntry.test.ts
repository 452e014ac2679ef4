import { demoStore } from '../../demo-api/store';
import { isTargetPaid } from '../../demo-api/paymentRequests';
import { dataOf, get, ORIGIN, send, signIn } from './helpers';

const TODAY = new Date('2026-11-22T10:00:00+09:00');
const EVENT = `${ORIGIN}/api/services/app/Event`;

interface Detail {
  id: number;
  status: number;
  fee: number;
  paymentStatus: string;
  paymentRequestId: number | null;
  canCancel: boolean;
  childrenIds: number[];
}

const OSAKA = 123;
const entry = (over: Record<string, unknown> = {}) => ({
  eventId: OSAKA,
  parentSectionId: 12351,
  childrenIds: [12352, 12354, 12356],
  luncheonSeminarIds: [],
  agreeTerms: true,
  ...over,
});

describe('event entry rules', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  });
  afterAll(() => vi.useRealTimers());

  it('lists open events by category, with seats and fees', async () => {
    const token = await signIn('demo-member');
    const all = dataOf(
      (
        await get<{ id: number; isFull: boolean }[]>(
          `${EVENT}/GetListEventRecruiting?MaxResultCount=1000`,
          token,
        )
      ).body,
    );
    expect(all.map((event) => event.id)).toContain(OSAKA);
    expect(all.find((event) => event.id === 114)?.isFull).toBe(true);
    const seminars = dataOf(
      (
        await get<{ id: number }[]>(
          `${EVENT}/GetListEventRecruiting?sub1CategoryId=31&MaxResultCount=1000`,
          token,
        )
      ).body,
    );
    expect(seminars.map((event) => event.id).sort()).toEqual([107, 117, 123]);
    const fee = dataOf(
      (
        await get<{ amount: number; tax: number; memberType: string }>(
          `${EVENT}/GetEventParticipationTargetFee?eventId=${OSAKA}`,
          token,
        )
      ).body,
    );
    expect(fee).toMatchObject({ memberType: '正会員', amount: 6000, tax: 545 });
  });

  it('applies once, issues a payment request and refuses a second entry', async () => {
    const token = await signIn('demo-member');
    const first = await send<Detail>('POST', `${EVENT}/InsertParticipant`, token, entry());
    expect(first.status).toBe(200);
    const detail = dataOf(first.body);
    expect(detail).toMatchObject({
      status: 1,
      fee: 6000,
      paymentStatus: 'unpaid',
      canCancel: true,
    });
    const request = demoStore.paymentRequests.find((item) => item.id === detail.paymentRequestId);
    expect(request).toMatchObject({
      purpose: 'eventParticipation',
      targetIds: [detail.id],
      amount: 6000,
    });
    const again = await send('POST', `${EVENT}/InsertParticipant`, token, entry());
    expect(again.status).toBe(500);
    expect(again.body.error?.message).toBe('すでに申込済みです');
  });

  it('names the leave an event falls in, and applies inside it only acknowledged', async () => {
    const token = await signIn('demo-member');
    const leaveOf = async () =>
      dataOf(
        (await get<{ leave: unknown }>(`${EVENT}/GetDetailEventSection?id=${OSAKA}`, token)).body,
      ).leave;
    expect(await leaveOf()).toBeNull();
    // A leave applied for over the Osaka course (2027-01-24), not decided yet.
    const leave = {
      ...structuredClone(demoStore.temporaryAbsenceApplications[0]!),
      id: 2,
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      status: 'applied' as const,
      decidedAt: null,
    };
    demoStore.temporaryAbsenceApplications.push(leave);
    expect(await leaveOf()).toEqual({
      applicationId: 2,
      status: 'applied',
      startDate: '2027-01-01',
      endDate: '2027-03-31',
    });

    const bare = await send('POST', `${EVENT}/InsertParticipant`, token, entry());
    expect(bare.status).toBe(400);
    expect(bare.body.error?.validationErrors).toEqual([
      {
        message:
          '休会期間中（2027/01/01〜2027/03/31、申請中）の学会・セミナーです。休会期間中であることを確認のうえ申し込んでください。',
        members: ['acknowledgeLeave'],
      },
    ]);
    const unacknowledged = await send(
      'POST',
      `${EVENT}/InsertParticipant`,
      token,
      entry({ acknowledgeLeave: false }),
    );
    expect(unacknowledged.status).toBe(400);

    // Approved, it is named alike; a rejected leave is no leave.
    leave.status = 'approved' as never;
    expect(await leaveOf()).toMatchObject({ status: 'approved' });
    leave.status = 'rejected' as never;
    expect(await leaveOf()).toBeNull();
    leave.status = 'approved' as never;

    const acknowledged = await send(
      'POST',
      `${EVENT}/InsertParticipant`,
      token,
      entry({ acknowledgeLeave: true }),
    );
    expect(acknowledged.status).toBe(200);
  });

  it('holds one participation per event: another course of it is refused, with no second request', async () => {
    const token = await signIn('demo-member');
    const basic = dataOf(
      (await send<Detail>('POST', `${EVENT}/InsertParticipant`, token, entry())).body,
    );
    const advanced = await send('POST', `${EVENT}/InsertParticipant`, token, {
      ...entry(),
      parentSectionId: 12361,
      childrenIds: [12362],
    });
    expect(advanced.status).toBe(500);
    expect(advanced.body.error?.message).toBe('すでに申込済みです');
    expect(advanced.body.error?.details).toBe(
      `ブラッシュアップセミナー（大阪会場）には申込番号${basic.id}で申込済みです。内容の変更は参加一覧の「変更」から行ってください。`,
    );
    const osaka = demoStore.participants.filter(
      (item) => item.eventId === OSAKA && item.memberId === 1 && item.status !== 3,
    );
    expect(osaka.map((item) => item.id)).toEqual([basic.id]);
    expect(
      demoStore.paymentRequests.filter((item) =>
        osaka.some((participant) => item.targetIds.includes(participant.id)),
      ),
    ).toHaveLength(1);
    // The detail names it, and the change of that one may switch the course.
    const detail = dataOf(
      (
        await get<{ appliedParticipantIds: number[] }>(
          `${EVENT}/GetDetailEventSection?id=${OSAKA}`,
          token,
        )
      ).body,
    );
    expect(detail.appliedParticipantIds).toEqual([basic.id]);
    const switched = await send<Detail>('PUT', `${EVENT}/UpdateParticipant`, token, {
      id: basic.id,
      parentSectionId: 12361,
      childrenIds: [12362],
    });
    expect(dataOf(switched.body).childrenIds).toEqual([12362]);
  });

  it("refuses time slots meeting those of the member's participations in other events", async () => {
    const token = await signIn('demo-member');
    // 近畿支部 第36回支部研修会 (no timetable: it holds its day whole) moved to the Osaka seminar's day.
    const kinki = demoStore.events.find((event) => event.id === 110)!;
    kinki.startDate = kinki.endDate = '2027-01-24';
    const osaka = dataOf(
      (await send<Detail>('POST', `${EVENT}/InsertParticipant`, token, entry())).body,
    );
    const detail = dataOf(
      (
        await get<{ bookedSlots: Record<string, unknown>[] }>(
          `${EVENT}/GetDetailEventSection?id=110`,
          token,
        )
      ).body,
    );
    const slot = (id: number, title: string, startTime: string, endTime: string) => ({
      id,
      title,
      date: '2027-01-24',
      startTime,
      endTime,
      participantId: osaka.id,
      eventId: OSAKA,
      eventTitle: 'ブラッシュアップセミナー（大阪会場）',
    });
    expect(detail.bookedSlots.filter((booked) => booked.eventId === OSAKA)).toEqual([
      slot(12352, '講義「内視鏡の構造と取り扱いの基本」', '09:30', '10:30'),
      slot(12354, '講義「前処置と患者対応」', '10:40', '11:40'),
      slot(12356, '講義「鎮静と偶発症への備え」', '13:00', '14:00'),
    ]);
    const clash = await send('POST', `${EVENT}/InsertParticipant`, token, {
      eventId: 110,
      agreeTerms: true,
    });
    expect(clash.status).toBe(500);
    expect(clash.body.error?.message).toBe('申込済みの学会・セミナーと時間帯が重なっています');
    expect(clash.body.error?.details).toBe(
      '「近畿支部 第36回支部研修会」（終日）は、申込済みの「ブラッシュアップセミナー（大阪会場）」の「講義「内視鏡の構造と取り扱いの基本」」（09:30〜10:30）と時間帯が重なっているため、申し込めません。',
    );
    expect(demoStore.participants.some((item) => item.eventId === 110)).toBe(false);
  });

  it('refuses a change whose sessions meet another event the member applied for', async () => {
    const token = await signIn('demo-member');
    // 5006 (感染対策Web講習会, a whole day) moved onto the day of 5005 (the Tokyo brush-up).
    const course = demoStore.events.find((event) => event.id === 108)!;
    course.startDate = course.endDate = '2026-12-06';
    const changed = await send('PUT', `${EVENT}/UpdateParticipant`, token, {
      id: 5005,
      parentSectionId: 10751,
      childrenIds: [10752],
    });
    expect(changed.status).toBe(500);
    expect(changed.body.error?.details).toBe(
      '「講義「内視鏡の構造と取り扱いの基本」」（09:30〜10:30）は、申込済みの「感染対策Web講習会（ライブ配信）」（終日）と時間帯が重なっているため、申し込めません。',
    );
    expect(demoStore.participants.find((item) => item.id === 5005)?.sectionIds).toEqual([
      10752, 10754, 10756, 10758,
    ]);
  });

  it('refuses overlaps, duplicates, full sessions, missing consent and a closed window', async () => {
    const token = await signIn('demo-member');
    const overlap = await send(
      'POST',
      `${EVENT}/InsertParticipant`,
      token,
      entry({ childrenIds: [12352, 12353] }),
    );
    expect(overlap.status).toBe(400);
    expect(overlap.body.error?.validationErrors?.[0]?.message).toMatch(/時間帯が重なっている/);
    const duplicate = await send(
      'POST',
      `${EVENT}/InsertParticipant`,
      token,
      entry({ childrenIds: [12352, 12352] }),
    );
    expect(duplicate.body.error?.validationErrors?.[0]?.message).toMatch(/重複して選択/);
    const full = await send(
      'POST',
      `${EVENT}/InsertParticipant`,
      token,
      entry({ childrenIds: [12355] }),
    );
    expect(full.status).toBe(500);
    expect(full.body.error?.message).toBe(
      '「実習「生検鉗子・スネアの介助」」は満席のため選択できません',
    );
    const noConsent = await send(
      'POST',
      `${EVENT}/InsertParticipant`,
      token,
      entry({ agreeTerms: false }),
    );
    expect(noConsent.body.error?.validationErrors?.[0]?.members).toEqual(['agreeTerms']);
    const closed = await send('POST', `${EVENT}/InsertParticipant`, token, {
      eventId: 120,
      agreeTerms: true,
    });
    expect(closed.body.error?.message).toBe('申込受付期間外です');
    const fullEvent = await send('POST', `${EVENT}/InsertParticipant`, token, {
      eventId: 114,
      agreeTerms: true,
    });
    expect(fullEvent.body.error?.message).toBe('定員に達したため申込を受け付けられません');
  });

  it('limits luncheon seminars to one a day and refuses a full one', async () => {
    const token = await signIn('demo-member');
    const twoADay = await send('POST', `${EVENT}/InsertParticipant`, token, {
      eventId: 121,
      luncheonSeminarIds: [12182, 12183],
      agreeTerms: true,
    });
    expect(twoADay.body.error?.validationErrors?.[0]?.message).toBe(
      'ランチョンセミナーは1日につき1つまで選択できます（6月4日）',
    );
    const full = await send('POST', `${EVENT}/InsertParticipant`, token, {
      eventId: 121,
      luncheonSeminarIds: [12181],
      agreeTerms: true,
    });
    expect(full.status).toBe(500);
    const fine = await send<Detail>('POST', `${EVENT}/InsertParticipant`, token, {
      eventId: 121,
      luncheonSeminarIds: [12182, 12184],
      agreeTerms: true,
    });
    expect(dataOf(fine.body)).toMatchObject({ fee: 8000, paymentStatus: 'unpaid' });
  });

  it('warns of another course of the same event', async () => {
    const token = await signIn('demo-member');
    const url = `${EVENT}/HasApplicationRecordOtherSection?eventId=107&parentSectionId=10761`;
    expect(dataOf((await get(url, token)).body)).toEqual({
      hasRecord: true,
      sections: [{ participantId: 5005, sectionTitle: '基礎コース' }],
    });
    const same = `${EVENT}/HasApplicationRecordOtherSection?eventId=107&parentSectionId=10751`;
    expect(dataOf((await get<{ hasRecord: boolean }>(same, token)).body).hasRecord).toBe(false);
  });

  it('cancels an unpaid participation once, withdrawing its request; a paid one is refused', async () => {
    const token = await signIn('demo-member');
    const cancelled = await send<Detail>('PUT', `${EVENT}/UpdateParticipant`, token, {
      id: 5008,
      status: 3,
    });
    expect(dataOf(cancelled.body)).toMatchObject({ status: 3, paymentRequestId: null });
    expect(
      demoStore.paymentRequests.find(
        (item) => item.targetIds.includes(5008) && item.purpose === 'eventParticipation',
      )?.status,
    ).toBe('cancelled');
    expect(isTargetPaid('eventParticipation', 5005)).toBe(true);
    const paid = await send('PUT', `${EVENT}/UpdateParticipant`, token, { id: 5005, status: 3 });
    expect(paid.status).toBe(500);
    expect(paid.body.error?.message).toMatch(/お支払い済み/);
  });

  it('changes the sessions of a participation, its own seats counting as free', async () => {
    const token = await signIn('demo-member');
    const changed = await send<Detail>('PUT', `${EVENT}/UpdateParticipant`, token, {
      id: 5005,
      parentSectionId: 10751,
      childrenIds: [10754, 10755],
    });
    expect(changed.status).toBe(400);
    const ok = await send<Detail>('PUT', `${EVENT}/UpdateParticipant`, token, {
      id: 5005,
      parentSectionId: 10751,
      childrenIds: [10752, 10757],
    });
    expect(dataOf(ok.body).childrenIds).toEqual([10752, 10757]);
  });

  it('downloads a receipt PDF for a paid participation only', async () => {
    const token = await signIn('demo-member');
    const receipt = dataOf(
      (
        await get<{ base64: string; file_name: string; content_type: string }>(
          `${ORIGIN}/api/services/app/Receipt/DownloadReceiptEvent?id=5004`,
          token,
        )
      ).body,
    );
    expect(receipt.content_type).toBe('application/pdf');
    expect(receipt.file_name).toBe('領収書_関東支部 第38回支部研修会_0012345.pdf');
    expect(Buffer.from(receipt.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const unpaid = await get(
      `${ORIGIN}/api/services/app/Receipt/DownloadReceiptEvent?id=5007`,
      token,
    );
    expect(unpaid.status).toBe(500);
  });
});
