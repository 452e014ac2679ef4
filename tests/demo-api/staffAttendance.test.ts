// @vitest-environment node
/**
 * Attendance the door missed, entered by staff (事務局入力): 読み書き staff only, under the door's
 * rule (once per participation and day, cancelled refused, unpaid attended with the points
 * waiting), and shown as 事務局入力 with who and when in the member's history and its export.
 */
import { PARTICIPANT_STATUS } from '../../demo-api/seed/events';
import { demoStore } from '../../demo-api/store';
import type {
  AttendanceEvent,
  AttendanceParticipant,
  AttendanceRecordResult,
  CheckInResult,
} from '../../src/api/checkIn';
import type { ParticipantDetail } from '../../src/api/events';
import type { PointHistoryRow, PointSummary } from '../../src/api/points';
import { runClockFrom } from '../demoCalendar';
import { documentBytes, readPointsWorkbook } from '../pointsWorkbook';
import { dataOf, get, ORIGIN, send, signIn } from './helpers';

const APP = `${ORIGIN}/api/services/app`;
const EVENT = `${APP}/Event`;
/** The demo calendar's today, 10:30 in Japan. */
const NOW = '2026-11-22T10:30:00+09:00';
/** demo-member's hands-on seminar in Yokohama (event 104, 2026-10-18, paid): the door has no record. */
const HANDS_ON = { participantId: 5002, eventId: 104, day: '2026-10-18' };
const REASON = '紙の受付名簿';
const ENTRY = '事務局入力（事務局 二郎 2026/11/22 10:30）';

const record = (token: string, body: Record<string, unknown>) =>
  send<AttendanceRecordResult>('POST', `${EVENT}/RecordAttendance`, token, body);

async function historyOf(token: string, query = ''): Promise<PointHistoryRow[]> {
  const url = `${APP}/ParticipationHistory/GetListParticipationHistory?SkipCount=0&MaxResultCount=50${query}`;
  return dataOf((await get<PointHistoryRow[]>(url, token)).body);
}

async function totalOf(token: string): Promise<number> {
  const url = `${APP}/ParticipationHistory/GetParticipationHistoryPoint`;
  return dataOf((await get<PointSummary>(url, token)).body).totalPoints;
}

/** The attendances recorded since the seed's (past events' door check-ins). */
let seededCount = 0;
const newAttendances = () => demoStore.attendances.slice(seededCount);

beforeEach(() => {
  runClockFrom(new Date(NOW));
  seededCount = demoStore.attendances.length;
});

describe('who may enter attendance', () => {
  it('refuses members and 読み取り staff (403) on every call, and records nothing', async () => {
    const calls = [
      () => `${EVENT}/GetListAttendanceEvent`,
      () => `${EVENT}/GetAttendanceParticipant?eventId=104&memberNo=0012345`,
    ];
    for (const login of ['demo-member', 'demo-read']) {
      const token = await signIn(login);
      for (const url of calls) expect((await get(url(), token)).status, login).toBe(403);
      const { status, body } = await record(token, { ...HANDS_ON, reason: REASON });
      expect(status, login).toBe(403);
      expect(body.error?.message).toBe('閲覧権限がありません');
    }
    expect(newAttendances()).toEqual([]);
  });
});

describe('GetListAttendanceEvent', () => {
  it('lists the events whose day has come, newest first, with their days so far', async () => {
    const events = dataOf(
      (await get<AttendanceEvent[]>(`${EVENT}/GetListAttendanceEvent`, await signIn('demo-update')))
        .body,
    );
    expect(events.map((event) => event.id)).toEqual([125, 124, 105, 104, 103, 126, 102, 101]);
    expect(events.find((event) => event.id === 105)).toMatchObject({
      title: '第93回日本消化器内視鏡技師学会',
      days: ['2026-11-13', '2026-11-14'],
    });
    expect(events.every((event) => event.days.every((day) => day <= '2026-11-22'))).toBe(true);
  });
});

describe('GetAttendanceParticipant', () => {
  const lookUp = async (token: string, memberNo: string, eventId = 104) =>
    get<AttendanceParticipant>(
      `${EVENT}/GetAttendanceParticipant?eventId=${eventId}&memberNo=${encodeURIComponent(memberNo)}`,
      token,
    );

  it('answers whose participation a member number names (typed full-width too)', async () => {
    const staff = await signIn('demo-update');
    expect(dataOf((await lookUp(staff, '００１２３４５')).body)).toEqual({
      participantId: 5002,
      memberNo: '0012345',
      name: '内視鏡 花子',
      participationType: '受講',
      paymentDue: 0,
      attendances: [],
    });
  });

  it('says why when it names no one, no participation or a cancelled one', async () => {
    const staff = await signIn('demo-update');
    const reasons = async (memberNo: string, eventId?: number) => {
      const { status, body } = await lookUp(staff, memberNo, eventId);
      expect(status).toBe(400);
      return [body.error?.message, body.error?.validationErrors?.[0]?.members];
    };
    expect(await reasons('')).toEqual(['会員番号を入力してください。', ['memberNo']]);
    expect(await reasons('9999999')).toEqual([
      '会員番号 9999999 の会員が見つかりません。',
      ['memberNo'],
    ]);
    expect(await reasons('0078901')).toEqual([
      '佐野 由美さんのこの学会・セミナーへの参加申込はありません。',
      ['memberNo'],
    ]);
    // A future event is not offered: nothing to enter yet.
    expect(await reasons('0012345', 106)).toEqual([
      '学会・セミナーが見つかりません。',
      ['eventId'],
    ]);
    participation(5002).status = PARTICIPANT_STATUS.cancelled;
    expect(await reasons('0012345')).toEqual([
      'この参加申込はキャンセルされています。',
      ['memberNo'],
    ]);
  });
});

function participation(id: number) {
  const found = demoStore.participants.find((item) => item.id === id);
  if (!found) throw new Error(`no participation ${id}`);
  return found;
}

describe('RecordAttendance', () => {
  it('records once per participation and day: the second entry answers the first, no second row or points', async () => {
    const staff = await signIn('demo-update');
    const member = await signIn('demo-member');
    const rowsBefore = (await historyOf(member)).length;
    const totalBefore = await totalOf(member);

    const first = await record(staff, { ...HANDS_ON, reason: REASON });
    expect(first.status).toBe(200);
    expect(dataOf(first.body)).toEqual({
      outcome: 'checkedIn',
      participantId: 5002,
      day: '2026-10-18',
      checkedInAt: NOW,
      memberNo: '0012345',
      name: '内視鏡 花子',
      participationType: '受講',
      paymentDue: 0,
      pointsAwarded: 10,
      pointsPending: 0,
      source: 'staff',
      recordedBy: '事務局 二郎',
    });
    expect(newAttendances()).toEqual([
      expect.objectContaining({
        participantId: 5002,
        memberId: 1,
        eventId: 104,
        day: '2026-10-18',
        checkedInAt: NOW,
        checkedInBy: '事務局 二郎',
        source: 'staff',
        reason: REASON,
      }),
    ]);

    // The same entry again, later and by another staff member: the first stands.
    runClockFrom(new Date('2026-11-22T11:00:00+09:00'));
    const again = await record(await signIn('demo-admin'), { ...HANDS_ON, reason: '再入力' });
    expect(dataOf(again.body)).toMatchObject({
      outcome: 'alreadyCheckedIn',
      checkedInAt: NOW,
      pointsAwarded: 0,
      recordedBy: '事務局 二郎',
    });
    expect(newAttendances()).toHaveLength(1);
    expect(await historyOf(member)).toHaveLength(rowsBefore + 1);
    expect(await totalOf(member)).toBe(totalBefore + 10);
  });

  it('shows the row as 事務局入力 with who and when, in the member’s history, its export and staff’s 参加履歴', async () => {
    const staff = await signIn('demo-update');
    await record(staff, { ...HANDS_ON, reason: REASON });
    const member = await signIn('demo-member');
    const [row] = await historyOf(member);
    expect(row).toMatchObject({
      participatedOn: '2026-10-18',
      eventName: '上部消化管内視鏡介助 ハンズオンセミナー（横浜会場）',
      points: 10,
      checkedInAt: NOW,
      recordedBy: '事務局 二郎',
    });

    const exported = dataOf(
      (await get<{ base64: string }>(`${APP}/Receipt/ExportExcelPointHistoryPersonal`, member))
        .body,
    );
    const workbook = await readPointsWorkbook(documentBytes(exported.base64));
    expect(workbook.rows[0]?.slice(0, 2)).toEqual([
      '2026/10/18',
      '上部消化管内視鏡介助 ハンズオンセミナー（横浜会場）',
    ]);
    expect(workbook.rows[0]?.slice(-2)).toEqual([ENTRY, '']);

    const staffRows = await historyOf(staff, '&allMembers=true&memberId=1');
    expect(staffRows[0]).toMatchObject({ memberName: '内視鏡 花子', recordedBy: '事務局 二郎' });
  });

  it('answers the door’s check-in of the day as already recorded', async () => {
    const staff = await signIn('demo-update');
    const slip = dataOf(
      (
        await get<ParticipantDetail>(
          `${EVENT}/GetDetailParticipant?id=5021`,
          await signIn('demo-venue'),
        )
      ).body,
    ).admissionCode;
    const door = await send<CheckInResult>('POST', `${EVENT}/CheckInParticipant`, staff, {
      code: slip,
      eventId: 124,
      day: '2026-11-22',
      scannedAt: '2026-11-22T09:58:00+09:00',
    });
    expect(dataOf(door.body).outcome).toBe('checkedIn');
    const entered = await record(staff, { participantId: 5021, day: '2026-11-22', reason: REASON });
    expect(dataOf(entered.body)).toMatchObject({
      outcome: 'alreadyCheckedIn',
      checkedInAt: '2026-11-22T09:58:00+09:00',
      source: 'door',
      pointsAwarded: 0,
    });
    expect(newAttendances()).toHaveLength(1);
    // The door's row stays the door's: no 事務局入力 on it.
    expect((await historyOf(await signIn('demo-venue')))[0]?.recordedBy).toBeNull();
  });

  it('requires a reason, with the message on the field, and stores nothing', async () => {
    const staff = await signIn('demo-update');
    for (const reason of [undefined, '', '   ']) {
      const { status, body } = await record(staff, { ...HANDS_ON, reason });
      expect(status).toBe(400);
      expect(body.error?.validationErrors).toEqual([
        { message: '登録の理由を入力してください', members: ['reason'] },
      ]);
    }
    expect(newAttendances()).toEqual([]);
  });

  it('refuses a day still to come and a day the event was not held', async () => {
    const staff = await signIn('demo-update');
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await record(staff, { reason: REASON, ...body });
      expect(answer.status).toBe(400);
      const [error] = answer.body.error?.validationErrors ?? [];
      return [error?.message, error?.members];
    };
    // demo-member's Kanto branch training next Sunday.
    expect(await refusal({ participantId: 5004, day: '2026-11-29' })).toEqual([
      'まだ来ていない日の出席は登録できません。',
      ['day'],
    ]);
    expect(await refusal({ ...HANDS_ON, day: '2026-10-19' })).toEqual([
      'この学会・セミナーの開催日ではありません。',
      ['day'],
    ]);
    expect(await refusal({ participantId: 5002, day: '18/10/2026' })).toEqual([
      '出席日をYYYY-MM-DDで指定してください。',
      ['day'],
    ]);
    expect(newAttendances()).toEqual([]);
  });

  it('refuses a cancelled participation', async () => {
    participation(5002).status = PARTICIPANT_STATUS.cancelled;
    const { status, body } = await record(await signIn('demo-update'), {
      ...HANDS_ON,
      reason: REASON,
    });
    expect(status).toBe(400);
    expect(body.error?.message).toBe('この参加申込はキャンセルされています。');
    expect(body.error?.validationErrors?.[0]?.members).toEqual(['participantId']);
    expect(newAttendances()).toEqual([]);
  });

  it('records an unpaid participation as attended, its points waiting for the fee, as at the door', async () => {
    const staff = await signIn('demo-update');
    const member = await signIn('demo-venue');
    const before = await totalOf(member);
    const entered = await record(staff, { participantId: 5024, day: '2026-11-22', reason: REASON });
    expect(dataOf(entered.body)).toMatchObject({
      outcome: 'checkedIn',
      paymentDue: 4000,
      pointsAwarded: 0,
      pointsPending: 5,
    });
    expect((await historyOf(member))[0]).toMatchObject({ points: 5, awaitingPayment: true });
    expect(await totalOf(member)).toBe(before);
  });
});
