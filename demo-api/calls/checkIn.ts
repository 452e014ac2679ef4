/**
 * The venue check-in (beyond SPEC §7; staff with contents_update, 読み書き and above):
 *
 * - GetListCheckInEvent: the events whose door is open today (from the day before the first day,
 *   for 前日受付, to the last), with every check-in so far.
 * - CheckInParticipant `{ code, eventId, day, scannedAt }`: the scanned 受講票, judged as the staff
 *   device judged it offline (src/venue/admission.ts) and against the records (the participation
 *   still there, not cancelled). Once per participation and day: a second scan answers the first
 *   check-in (`alreadyCheckedIn`). The participation's first check-in adds its points to the
 *   member's history that day, with the check-in time. A refusal is a 400 whose message says why.
 */
import type { CheckInEvent, CheckInResult } from '../../src/api/checkIn';
import { judge } from '../../src/venue/admission';
import { bodyOf, DemoApiError, ok, VALIDATION_MESSAGE } from '../abp';
import type { Account } from '../accounts';
import { eventDays } from '../admission';
import { addDays, nowInJapan, todayInJapan } from '../clock';
import { readSignedCode } from '../codeSigner';
import { defineCall } from '../defineCall';
import { PARTICIPANT_STATUS, type SocietyEvent } from '../seed/events';
import type { ParticipationHistory, PointCategory, UnitType } from '../seed/points';
import { demoStore, type StoredAttendance } from '../store';
import { memberOf, memberWithNo } from './common';
import { requireStaff } from './staff';

const refusal = (message: string, field = 'code') =>
  new DemoApiError(400, message, { validationErrors: [{ message, members: [field] }] });

/** Open from the day before the first day (前日受付) to the last. */
const doorOpen = (event: SocietyEvent, today: string) =>
  addDays(event.startDate, -1) <= today && today <= event.endDate;

function checkInEvent(event: SocietyEvent): CheckInEvent {
  const participants = demoStore.participants.filter(
    (item) => item.eventId === event.id && item.status !== PARTICIPANT_STATUS.cancelled,
  );
  return {
    id: event.id,
    title: event.title,
    venue: event.venue,
    days: eventDays(event),
    participants: participants.length + event.takenSeats,
    attendances: demoStore.attendances
      .filter((item) => item.eventId === event.id)
      .map(({ participantId, day, checkedInAt }) => ({ participantId, day, checkedInAt })),
  };
}

/** How the society counts an event's points toward renewal (seed/points.ts). */
function pointsKind(event: SocietyEvent): { category: PointCategory; unitType: UnitType } {
  if (event.kind === 'congress') return { category: '学術集会', unitType: '参加' };
  if (event.kind === 'brushup') return { category: 'ブラッシュアップセミナー', unitType: '受講' };
  if (event.category === 'Web講習会') return { category: 'e-learning', unitType: '受講' };
  // Branch training and the society's own seminars count as branch seminars.
  return { category: '支部セミナー', unitType: '受講' };
}

function awardPoints(memberId: number, event: SocietyEvent, attendance: StoredAttendance): number {
  const history = demoStore.participationHistories;
  const row: ParticipationHistory = {
    id: Math.max(0, ...history.map((item) => item.id)) + 1,
    memberId,
    participatedOn: attendance.day,
    eventName: event.title,
    ...pointsKind(event),
    points: event.points,
    checkedInAt: attendance.checkedInAt,
  };
  history.push(row);
  return row.points;
}

interface CheckInBody {
  code: string;
  eventId: number;
  day: string;
  scannedAt: string;
}

function checkInBody(body: unknown): CheckInBody {
  const input = bodyOf(body);
  const errors: { message: string; members: string[] }[] = [];
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok) errors.push({ message, members: [field] });
  };
  need(
    typeof input.code === 'string' && input.code.trim() !== '',
    'code',
    'QRコードの内容を指定してください。',
  );
  need(Number.isInteger(input.eventId), 'eventId', '学会・セミナーを指定してください。');
  need(
    typeof input.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.day),
    'day',
    '受付日をYYYY-MM-DDで指定してください。',
  );
  need(
    typeof input.scannedAt === 'string' && !Number.isNaN(Date.parse(input.scannedAt)),
    'scannedAt',
    '読み取り日時を指定してください。',
  );
  if (errors.length > 0) {
    throw new DemoApiError(400, VALIDATION_MESSAGE, { validationErrors: errors });
  }
  return input as unknown as CheckInBody;
}

async function checkIn(account: Account, body: unknown): Promise<CheckInResult> {
  requireStaff(account, 'contents_update');
  const { code, eventId, day, scannedAt } = checkInBody(body);
  const event = demoStore.events.find((candidate) => candidate.id === eventId);
  if (!event) throw refusal('学会・セミナーが見つかりません。', 'eventId');
  const today = todayInJapan();
  // A scan queued offline may arrive a day late; one from a day still to come is no check-in.
  if (!eventDays(event).includes(day) || day > today) {
    throw refusal('この学会・セミナーの受付日ではありません。', 'day');
  }
  const verdict = judge(await readSignedCode(code), { eventId, day }, today);
  if (verdict.kind === 'refused') throw refusal(verdict.message);
  if (verdict.kind === 'card') {
    throw refusal('会員証のQRコードです。受付には受講票のQRコードを読み取ってください。');
  }
  const { claims } = verdict;
  const participant = demoStore.participants.find((item) => item.id === claims.pid);
  const member = memberWithNo(claims.no);
  if (
    !participant ||
    !member ||
    participant.memberId !== member.id ||
    participant.eventId !== eventId
  ) {
    throw refusal('この受講票の参加申込が見つかりません。');
  }
  if (participant.status === PARTICIPANT_STATUS.cancelled) {
    throw refusal('この参加申込はキャンセルされています。');
  }
  const answer = (
    attendance: StoredAttendance,
    outcome: CheckInResult['outcome'],
    points: number,
  ) => ({
    outcome,
    participantId: participant.id,
    day,
    checkedInAt: attendance.checkedInAt,
    memberNo: member.memberNo,
    name: member.name,
    participationType: participant.participationType,
    pointsAwarded: points,
  });
  const earlier = demoStore.attendances.find(
    (item) => item.participantId === participant.id && item.day === day,
  );
  if (earlier) return answer(earlier, 'alreadyCheckedIn', 0);
  const firstOfParticipation = !demoStore.attendances.some(
    (item) => item.participantId === participant.id,
  );
  const attendance: StoredAttendance = {
    participantId: participant.id,
    memberId: member.id,
    eventId,
    day,
    checkedInAt: nowInJapan(),
    checkedInBy: memberOf(account).name,
    scannedAt,
  };
  demoStore.attendances.push(attendance);
  const points = firstOfParticipation ? awardPoints(member.id, event, attendance) : 0;
  return answer(attendance, 'checkedIn', points);
}

export const checkInCalls = [
  defineCall('GetListCheckInEvent', ({ account }) => {
    requireStaff(account, 'contents_update');
    const today = todayInJapan();
    return ok(demoStore.events.filter((event) => doorOpen(event, today)).map(checkInEvent));
  }),

  defineCall('CheckInParticipant', async ({ account, body }) => ok(await checkIn(account, body))),
];
