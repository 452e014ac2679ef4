// @vitest-environment node
/** The venue check-in: staff only, signed slips only, once per participation and day, points the same day. */
import { signCode } from '../../demo-api/codeSigner';
import { PARTICIPANT_STATUS } from '../../demo-api/seed/events';
import { demoStore } from '../../demo-api/store';
import type { ParticipantDetail } from '../../src/api/events';
import type { CheckInEvent, CheckInResult } from '../../src/api/checkIn';
import type { DigitalMembershipCard } from '../../src/api/applications';
import type { PointSummary } from '../../src/api/points';
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

function checkIn(token: string, code: string, day = TODAY, eventId = 124) {
  return send<CheckInResult>('POST', `${EVENT}/CheckInParticipant`, token, {
    code,
    eventId,
    day,
    scannedAt: '2026-11-22T09:58:00+09:00',
  });
}

describe('GetListCheckInEvent', () => {
  it('lists the events whose door is open today, with their days and check-ins', async () => {
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
      },
    ]);
  });

  it('is for staff who may write: a member and 読み取り staff are refused', async () => {
    for (const login of ['demo-member', 'demo-read']) {
      const { status } = await get(`${EVENT}/GetListCheckInEvent`, await signIn(login));
      expect(status).toBe(403);
    }
  });
});

describe('CheckInParticipant', () => {
  it('checks a slip in once, adding its points to the member’s history, total and export', async () => {
    const code = await slipOf(5021);
    const staff = await signIn('demo-update');
    const first = await checkIn(staff, code);
    expect(first.status).toBe(200);
    const result = dataOf(first.body);
    expect(result).toMatchObject({
      outcome: 'checkedIn',
      participantId: 5021,
      day: TODAY,
      memberNo: '0078901',
      name: '佐野 由美',
      participationType: '受講',
      pointsAwarded: 3,
    });
    expect(result.checkedInAt).toMatch(/^2026-11-22T\d\d:\d\d:\d\d\+09:00$/);

    // Replayed (the same slip again, from any device): the first check-in stands.
    expect(dataOf((await checkIn(await signIn('demo-admin'), code)).body)).toMatchObject({
      outcome: 'alreadyCheckedIn',
      checkedInAt: result.checkedInAt,
      pointsAwarded: 0,
    });
    const events = dataOf((await get<CheckInEvent[]>(`${EVENT}/GetListCheckInEvent`, staff)).body);
    expect(events[0]?.attendances).toEqual([
      { participantId: 5021, day: TODAY, checkedInAt: result.checkedInAt },
    ]);

    const member = await signIn('demo-venue');
    const history = await get<{ eventName: string; points: number; checkedInAt: string | null }[]>(
      `${APP}/ParticipationHistory/GetListParticipationHistory?SkipCount=0&MaxResultCount=10`,
      member,
    );
    expect(dataOf(history.body)[0]).toMatchObject({
      participatedOn: TODAY,
      eventName: '関東支部 ハンズオン研修会「内視鏡の洗浄・消毒」',
      category: '支部セミナー',
      unitType: '受講',
      points: 3,
      checkedInAt: result.checkedInAt,
    });
    const summary = dataOf(
      (await get<PointSummary>(`${APP}/ParticipationHistory/GetParticipationHistoryPoint`, member))
        .body,
    );
    expect(summary.totalPoints).toBe(2 + 1 + 3);
    const renewal = dataOf(
      (
        await get<{ requirements: { label: string; earnedPoints: number }[] }>(
          `${APP}/MemberUpdate/GetMemberUpdatePersonal`,
          member,
        )
      ).body,
    );
    expect(renewal.requirements[0]).toMatchObject({ label: '合計', earnedPoints: 6 });

    const exported = dataOf(
      (await get<{ base64: string }>(`${APP}/Receipt/ExportExcelPointHistoryPersonal`, member))
        .body,
    );
    const workbook = await readPointsWorkbook(documentBytes(exported.base64));
    expect(workbook.headers.at(-1)).toBe('受付日時');
    expect(workbook.rows[0]?.at(-1)).toBe(
      `${result.checkedInAt.slice(0, 10).replaceAll('-', '/')} ${result.checkedInAt.slice(11, 19)}`,
    );
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

  it('refuses a day that is not the event’s or still to come, and a cancelled participation', async () => {
    const staff = await signIn('demo-update');
    const code = await slipOf(5021);
    const tomorrow = await checkIn(staff, code, '2026-11-23');
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.error?.message).toBe('この学会・セミナーの受付日ではありません。');
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
    });
    expect(status).toBe(400);
    expect(body.error?.validationErrors?.flatMap((error) => error.members)).toEqual([
      'code',
      'eventId',
      'day',
      'scannedAt',
    ]);
  });
});
