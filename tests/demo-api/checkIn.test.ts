// @vitest-environment node
/**
 * The venue check-in: staff only, signed slips only, once per participation and day, at the
 * scan's own day and time however late it arrives, points the same day, and none for free.
 */
import fc from 'fast-check';
import { signCode } from '../../demo-api/codeSigner';
import { PARTICIPANT_STATUS } from '../../demo-api/seed/events';
import { demoStore } from '../../demo-api/store';
import type { ParticipantDetail } from '../../src/api/events';
import type { CheckInEvent, CheckInResult } from '../../src/api/checkIn';
import type { DigitalMembershipCard } from '../../src/api/applications';
import type { PointSummary } from '../../src/api/points';
import { runClockFrom, unpinDemoCalendar } from '../demoCalendar';
import { documentBytes, readPointsWorkbook } from '../pointsWorkbook';
import { dataOf, get, ORIGIN, send, signIn } from './helpers';

const EVENT = `${ORIGIN}/api/services/app/Event`;
const APP = `${ORIGIN}/api/services/app`;
const TODAY = '2026-11-22';

async function slipOf(participantId: number): Promise<string> {
  const member = await signIn('demo-venue');
  const detail = dataOf(
    (await get<ParticipantDetail>(`${EVENT}/GetDetailParticipant?id=${participantId}`, member))
      .body,
  );
  if (!detail.admissionCode) throw new Error(`no slip for ${participantId}`);
  return detail.admissionCode;
}

/** The door's morning: the demo API's clock reads 10:30 on the seminar's day. */
const SERVER_NOW = '2026-11-22T10:30:00+09:00';
const SCANNED_AT = '2026-11-22T09:58:00+09:00';

function checkIn(
  token: string,
  code: string,
  {
    day = TODAY,
    eventId = 124,
    scannedAt = SCANNED_AT,
    payAtDoor = undefined as boolean | undefined,
  } = {},
) {
  return send<CheckInResult>('POST', `${EVENT}/CheckInParticipant`, token, {
    code,
    eventId,
    day,
    scannedAt,
    ...(payAtDoor === undefined ? {} : { payAtDoor }),
  });
}

beforeEach(() => runClockFrom(new Date(SERVER_NOW)));
afterEach(() => vi.unstubAllEnvs());

interface HistoryItem {
  participatedOn: string;
  eventName: string;
  points: number;
  checkedInAt: string | null;
  awaitingPayment: boolean;
}

async function historyOf(member: string): Promise<HistoryItem[]> {
  return dataOf(
    (
      await get<HistoryItem[]>(
        `${APP}/ParticipationHistory/GetListParticipationHistory?SkipCount=0&MaxResultCount=10`,
        member,
      )
    ).body,
  );
}

async function totalOf(member: string): Promise<number> {
  return dataOf(
    (await get<PointSummary>(`${APP}/ParticipationHistory/GetParticipationHistoryPoint`, member))
      .body,
  ).totalPoints;
}

describe('GetListCheckInEvent', () => {
  it('lists the events whose door is open today, with their days, check-ins and unpaid fees', async () => {
    const staff = await signIn('demo-update');
    const events = dataOf((await get<CheckInEvent[]>(`${EVENT}/GetListCheckInEvent`, staff)).body);
    expect(events).toEqual([
      {
        id: 124,
        title: '関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」',
        venue: '東京・日本橋ライフサイエンスビル',
        days: [TODAY],
        participants: 52,
        attendances: [],
        dues: [],
        asOf: expect.stringMatching(/^2026-11-22T10:3\d:\d\d\+09:00$/),
      },
      expect.objectContaining({
        id: 125,
        days: [TODAY],
        participants: 34,
        dues: [{ participantId: 5024, amount: 4000 }],
      }),
    ]);
  });

  it('is for staff who may write: a member and 読み取り staff are refused', async () => {
    for (const login of ['demo-member', 'demo-read']) {
      const { status } = await get(`${EVENT}/GetListCheckInEvent`, await signIn(login));
      expect(status).toBe(403);
    }
  });

  it('stamps every answer with the demo calendar’s time (the Date header the door reads)', async () => {
    const response = await fetch(`${EVENT}/GetListCheckInEvent`, {
      headers: { Authorization: `Bearer ${await signIn('demo-update')}` },
    });
    const stamped = Date.parse(response.headers.get('date') ?? '');
    expect(Math.abs(stamped - Date.parse(SERVER_NOW))).toBeLessThan(5_000);
  });
});

describe('CheckInParticipant', () => {
  it('checks a slip in once at the scan’s own time, adding its points to the history, total and export', async () => {
    const code = await slipOf(5021);
    const staff = await signIn('demo-update');
    const first = await checkIn(staff, code);
    expect(first.status).toBe(200);
    const result = dataOf(first.body);
    expect(result).toEqual({
      outcome: 'checkedIn',
      participantId: 5021,
      day: TODAY,
      // When the door scanned it, not when the server heard of it (10:30).
      checkedInAt: SCANNED_AT,
      memberNo: '0078901',
      name: '佐野 由美',
      participationType: '受講',
      paymentDue: 0,
      pointsAwarded: 3,
      pointsPending: 0,
    });

    // Replayed (the same slip again, from any device): the first check-in stands.
    expect(
      dataOf(
        (
          await checkIn(await signIn('demo-admin'), code, {
            scannedAt: '2026-11-22T10:05:00+09:00',
          })
        ).body,
      ),
    ).toMatchObject({ outcome: 'alreadyCheckedIn', checkedInAt: SCANNED_AT, pointsAwarded: 0 });
    const events = dataOf((await get<CheckInEvent[]>(`${EVENT}/GetListCheckInEvent`, staff)).body);
    expect(events[0]?.attendances).toEqual([
      { participantId: 5021, day: TODAY, checkedInAt: SCANNED_AT },
    ]);

    const member = await signIn('demo-venue');
    expect((await historyOf(member))[0]).toMatchObject({
      participatedOn: TODAY,
      eventName: '関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」',
      category: '支部セミナー',
      unitType: '受講',
      points: 3,
      checkedInAt: SCANNED_AT,
      awaitingPayment: false,
    });
    // Her seeded 54 points (seed/points.ts, the September seminar's 2 among them) and the day's 3.
    expect(await totalOf(member)).toBe(54 + 3);
    const renewal = dataOf(
      (
        await get<{ requirements: { label: string; earnedPoints: number }[] }>(
          `${APP}/MemberUpdate/GetMemberUpdatePersonal`,
          member,
        )
      ).body,
    );
    expect(renewal.requirements[0]).toMatchObject({ label: '合計', earnedPoints: 57 });

    const exported = dataOf(
      (await get<{ base64: string }>(`${APP}/Receipt/ExportExcelPointHistoryPersonal`, member))
        .body,
    );
    const workbook = await readPointsWorkbook(documentBytes(exported.base64));
    expect(workbook.headers.slice(-2)).toEqual(['受付日時', '備考']);
    expect(workbook.rows[0]?.slice(-2)).toEqual(['2026/11/22 09:58:00', '']);
  });

  it('accepts a scan sent days later, judged at its own day and recorded at its own time', async () => {
    const code = await slipOf(5021);
    // The door was offline on the seminar's day; the scan reaches the server three days later,
    // when the slip has expired and the door is closed.
    unpinDemoCalendar();
    runClockFrom(new Date('2026-11-25T08:00:00+09:00'));
    const late = await checkIn(await signIn('demo-update'), code, {
      scannedAt: '2026-11-22T16:59:30+09:00',
    });
    expect(late.status).toBe(200);
    expect(dataOf(late.body)).toMatchObject({
      outcome: 'checkedIn',
      day: TODAY,
      checkedInAt: '2026-11-22T16:59:30+09:00',
      pointsAwarded: 3,
    });
  });

  it('refuses a scan time that is not the day’s, is ahead of its clock, or misses the event', async () => {
    const staff = await signIn('demo-update');
    const code = await slipOf(5021);
    const refusal = async (options: Parameters<typeof checkIn>[2]) => {
      const { status, body } = await checkIn(staff, code, options);
      expect(status).toBe(400);
      return [body.error?.message, body.error?.validationErrors?.[0]?.members];
    };
    // 23:30 on the 21st in Japan is 14:30 UTC: the Japan date decides.
    expect(await refusal({ scannedAt: '2026-11-21T14:30:00Z' })).toEqual([
      '受付日と読み取り日時の日付が一致しません。',
      ['day'],
    ]);
    // Five minutes' grace for a door's clock running a little ahead, no more.
    expect((await checkIn(staff, code, { scannedAt: '2026-11-22T10:34:00+09:00' })).status).toBe(
      200,
    );
    expect(
      await refusal({ day: '2026-11-22', scannedAt: '2026-11-22T10:40:00+09:00', eventId: 125 }),
    ).toEqual([
      '読み取り日時が現在より後になっています。受付端末の時計を確認してください。',
      ['scannedAt'],
    ]);
    expect(await refusal({ day: '2026-11-21', scannedAt: '2026-11-21T17:00:00+09:00' })).toEqual([
      'この学会・セミナーの開催日ではありません。',
      ['day'],
    ]);
  });

  it('refuses another event’s slip, an expired one, an altered one and a card, saying why', async () => {
    const staff = await signIn('demo-update');
    const refusal = async (code: string) => {
      const { status, body } = await checkIn(staff, code);
      expect(status).toBe(400);
      return body.error?.message;
    };
    expect(await refusal(await slipOf(5022))).toBe('別の学会・セミナーの受講票です。');
    expect(await refusal(await slipOf(5023))).toBe(
      '有効期限切れの受講票です（2026/11/14に終了した学会・セミナーのものです）。',
    );
    const genuine = await slipOf(5021);
    const [prefix, claims, signature] = genuine.split('.');
    const altered = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { pid: number };
    altered.pid = 5022;
    expect(
      await refusal(
        `${prefix}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`,
      ),
    ).toBe('署名が一致しません。偽造または改ざんされたQRコードの可能性があります。');
    expect(await refusal('JGETS1.e30.c2ln')).toContain('旧形式のQRコードです');
    const card = dataOf(
      (
        await get<DigitalMembershipCard>(
          `${APP}/Application/GetDigitalMembershipCard`,
          await signIn('demo-venue'),
        )
      ).body,
    );
    expect(await refusal(card.verificationPayload)).toBe(
      '会員証のQRコードです。受付には受講票のQRコードを読み取ってください。',
    );
  });

  it('answers any text that is not a code with 400 and ABP’s validation body, never 500', async () => {
    const staff = await signIn('demo-update');
    const genuine = await slipOf(5021);
    const answers = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom('JGETS2.A.A', 'JGETS2.', `JGETS2.${'A'.repeat(10_000)}.x`),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 2_000 }),
          fc.nat({ max: genuine.length - 2 }).map((length) => genuine.slice(0, length + 1)),
        ),
        async (text) => {
          fc.pre(text.trim() !== '' && text.trim() !== genuine);
          const { status, body } = await checkIn(staff, text);
          expect(status).toBe(400);
          expect(body.success).toBe(false);
          expect(body.error?.validationErrors?.[0]?.members).toEqual(['code']);
          answers.add(body.error?.message ?? '');
        },
      ),
      { numRuns: 300 },
    );
    expect([...answers]).toEqual([
      '読み取れないコードです。会員証または受講票のQRコードをもう一度読み取ってください。',
    ]);
  });

  it('refuses a slip signed with a retired key as the doors do, and verifies with the published list', async () => {
    const staff = await signIn('demo-update');
    const code = await slipOf(5021);
    const published = process.env.CODE_PUBLIC_KEYS ?? '';
    vi.stubEnv('CODE_PUBLIC_KEYS', `${published}:2026-11-21`);
    const { status, body } = await checkIn(staff, code);
    expect(status).toBe(400);
    expect(body.error?.message).toBe(
      'このQRコードの署名鍵は2026/11/21で使用を終えています。会員証または受講票を開き直して、新しいQRコードを提示してもらってください。',
    );
    // A key the list does not publish verifies nothing, though the server signed with it.
    vi.stubEnv('CODE_PUBLIC_KEYS', published.replace(/^[\w-]+:/, 'another-key:'));
    expect((await checkIn(staff, code)).body.error?.message).toBe(
      'このQRコードの署名鍵を確認できません。アプリを最新の状態にしてから読み取ってください。',
    );
    vi.stubEnv('CODE_PUBLIC_KEYS', published);
    expect((await checkIn(staff, code)).status).toBe(200);
  });

  it('refuses a cancelled participation and another member’s participation', async () => {
    const staff = await signIn('demo-update');
    const code = await slipOf(5021);
    // A genuine slip of a participation cancelled since it was issued.
    const participation = demoStore.participants.find((item) => item.id === 5021);
    if (!participation) throw new Error('no participation 5021');
    participation.status = PARTICIPANT_STATUS.cancelled;
    const cancelled = await checkIn(staff, code);
    expect(cancelled.status).toBe(400);
    expect(cancelled.body.error?.message).toBe('この参加申込はキャンセルされています。');
    // Signed, but naming another member's participation: no such participation at this event.
    const borrowed = signCode({
      t: 'slip',
      no: '0078901',
      nm: '佐野 由美',
      pid: 5004,
      ev: 124,
      pt: '受講',
      days: [TODAY],
      due: 0,
      iat: '2026-11-01T10:00:00+09:00',
    });
    const { status, body } = await checkIn(staff, borrowed);
    expect(status).toBe(400);
    expect(body.error?.message).toBe('この受講票の参加申込が見つかりません。');
  });

  it('is a staff call needing 読み書き: members and 読み取り staff are refused (403)', async () => {
    const code = await slipOf(5021);
    for (const login of ['demo-venue', 'demo-read']) {
      const { status } = await checkIn(await signIn(login), code);
      expect(status).toBe(403);
    }
  });

  it('names every missing or malformed field at once', async () => {
    const staff = await signIn('demo-update');
    const { status, body } = await send('POST', `${EVENT}/CheckInParticipant`, staff, {
      eventId: '124',
      day: '22/11/2026',
      payAtDoor: 'yes',
    });
    expect(status).toBe(400);
    expect(body.error?.validationErrors?.flatMap((error) => error.members)).toEqual([
      'code',
      'eventId',
      'day',
      'scannedAt',
      'payAtDoor',
    ]);
  });
});

describe('an unpaid participation at the door', () => {
  const SEMINAR = 125;

  it('says what is due in the slip’s code, offline too', async () => {
    const [, claims] = (await slipOf(5024)).split('.');
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({
      pid: 5024,
      ev: SEMINAR,
      due: 4000,
    });
  });

  it('is recorded as attended with the fee due; the points wait for the payment', async () => {
    const staff = await signIn('demo-update');
    const member = await signIn('demo-venue');
    const before = await totalOf(member);
    const admitted = await checkIn(staff, await slipOf(5024), {
      eventId: SEMINAR,
      payAtDoor: true,
    });
    expect(dataOf(admitted.body)).toMatchObject({
      outcome: 'checkedIn',
      paymentDue: 4000,
      pointsAwarded: 0,
      pointsPending: 5,
    });
    expect(demoStore.attendances.at(-1)).toMatchObject({ participantId: 5024, payAtDoor: true });
    expect((await historyOf(member))[0]).toMatchObject({
      eventName: expect.stringContaining('下部消化管内視鏡介助'),
      points: 5,
      awaitingPayment: true,
    });
    expect(await totalOf(member)).toBe(before);
    const exported = dataOf(
      (await get<{ base64: string }>(`${APP}/Receipt/ExportExcelPointHistoryPersonal`, member))
        .body,
    );
    const workbook = await readPointsWorkbook(documentBytes(exported.base64));
    expect(workbook.rows[0]?.at(-1)).toBe('お支払い後に加算');
    // Staff's 参加履歴 says so too.
    const staffRows = dataOf(
      (
        await get<(HistoryItem & { memberName: string })[]>(
          `${APP}/ParticipationHistory/GetListParticipationHistory?allMembers=true&keyword=${encodeURIComponent('佐野 由美')}&SkipCount=0&MaxResultCount=10`,
          staff,
        )
      ).body,
    );
    expect(staffRows[0]).toMatchObject({
      memberName: '佐野 由美',
      points: 5,
      awaitingPayment: true,
    });

    // Paid in cash at the desk: the points count at once, and a second record changes nothing.
    const paid = await send(`POST`, `${EVENT}/RecordDoorPayment`, staff, { participantId: 5024 });
    expect(dataOf(paid.body)).toMatchObject({
      participantId: 5024,
      amount: 4000,
      pointsAwarded: 5,
    });
    const again = await send(`POST`, `${EVENT}/RecordDoorPayment`, staff, { participantId: 5024 });
    expect(dataOf(again.body)).toMatchObject({ pointsAwarded: 0 });
    expect((await historyOf(member))[0]).toMatchObject({ points: 5, awaitingPayment: false });
    expect(await totalOf(member)).toBe(before + 5);
    const request = demoStore.paymentRequests.find((item) => item.targetIds.includes(5024));
    expect(request).toMatchObject({ status: 'paid', paymentMethod: 'cash' });
  });

  it('waits for a payment made online afterwards just the same', async () => {
    const staff = await signIn('demo-update');
    const member = await signIn('demo-venue');
    const before = await totalOf(member);
    await checkIn(staff, await slipOf(5024), { eventId: SEMINAR });
    expect(await totalOf(member)).toBe(before);
    // The member pays by card later (the ledger marks the request paid).
    const request = demoStore.paymentRequests.find(
      (item) => item.targetIds.includes(5024) && item.status === 'unpaid',
    );
    if (!request) throw new Error('no open request for 5024');
    Object.assign(request, { status: 'paid', paymentMethod: 'credit', paidAt: SERVER_NOW });
    expect(await totalOf(member)).toBe(before + 5);
  });

  it('records a door payment only for staff with 読み書き, and only after the check-in', async () => {
    const staff = await signIn('demo-update');
    const early = await send('POST', `${EVENT}/RecordDoorPayment`, staff, { participantId: 5024 });
    expect(early.status).toBe(400);
    expect(early.body.error?.message).toBe(
      '受付前の参加申込です。受付してから入金を記録してください。',
    );
    for (const login of ['demo-venue', 'demo-read']) {
      const { status } = await send('POST', `${EVENT}/RecordDoorPayment`, await signIn(login), {
        participantId: 5024,
      });
      expect(status).toBe(403);
    }
  });
});
