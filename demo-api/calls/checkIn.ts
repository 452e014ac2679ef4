/**
 * The venue check-in (beyond SPEC §7; staff with contents_update, 読み書き and above):
 *
 * - GetListCheckInEvent: the events whose door is open today (from the day before the first day,
 *   so a door can be prepared online the evening before, to the last), with every check-in so far
 *   and every unpaid fee, so the door answers offline.
 * - CheckInParticipant `{ code, eventId, day, scannedAt, payAtDoor? }`: the scanned 受講票, judged
 *   at the scan's own day as the door judged it (src/venue/admission.ts) and against the records
 *   (the participation still there, not cancelled). The day is the Japan date of `scannedAt`, no
 *   later than now and one of the event's days, so a scan queued offline and sent days later
 *   still counts, and `scannedAt` is the time recorded. Once per participation and day: a second
 *   scan answers the first check-in (`alreadyCheckedIn`). An unpaid participation is recorded as
 *   attended with its fee due (the door asked staff: 当日払い); its points reach the member's
 *   history only once the fee is paid. A refusal is a 400 whose message says why.
 * - RecordDoorPayment `{ participantId }`: staff received a checked-in participant's unpaid fee
 *   (cash at the door): the fee is paid, and the points follow. Idempotent.
 */
import type {
  CheckInEvent,
  CheckInRequest,
  CheckInResult,
  DoorPaymentResult,
} from '../../src/api/checkIn';
import { japanClock, toJapanDateTime } from '../../src/api/japanTime';
import { judge } from '../../src/venue/admission';
import { bodyOf, DemoApiError, ok, VALIDATION_MESSAGE } from '../abp';
import type { Account } from '../accounts';
import { eventDays } from '../admission';
import { addDays, demoNow, nowInJapan, todayInJapan } from '../clock';
import { readSignedCode } from '../codeSigner';
import { defineCall } from '../defineCall';
import { recordCashPayment, requestCovering } from '../paymentRequests';
import { PARTICIPANT_STATUS, type EventParticipant, type SocietyEvent } from '../seed/events';
import type { ParticipationHistory, PointCategory, UnitType } from '../seed/points';
import { demoStore, type StoredAttendance } from '../store';
import { memberOf } from '../callers';
import { memberWithNo } from './common';
import { feeDueOf } from './eventRules';

/** How far ahead of the server's clock a door's clock may run: the door warns past it too. */
export const CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

const refusal = (message: string, field = 'code') =>
  new DemoApiError(400, message, { validationErrors: [{ message, members: [field] }] });

/** Open from the day before the first day (前日受付) to the last. */
const doorOpen = (event: SocietyEvent, today: string) =>
  addDays(event.startDate, -1) <= today && today <= event.endDate;

const activeParticipantsOf = (event: SocietyEvent): EventParticipant[] =>
  demoStore.participants.filter(
    (item) => item.eventId === event.id && item.status !== PARTICIPANT_STATUS.cancelled,
  );

function checkInEvent(event: SocietyEvent): CheckInEvent {
  const participants = activeParticipantsOf(event);
  return {
    id: event.id,
    title: event.title,
    venue: event.venue,
    days: eventDays(event),
    participants: participants.length + event.takenSeats,
    attendances: demoStore.attendances
      .filter((item) => item.eventId === event.id)
      .map(({ participantId, day, checkedInAt }) => ({ participantId, day, checkedInAt })),
    dues: participants.flatMap((participant) => {
      const amount = feeDueOf(participant);
      return amount > 0 ? [{ participantId: participant.id, amount }] : [];
    }),
    asOf: nowInJapan(),
  };
}

/** How the society counts an event's points toward renewal (seed/points.ts). */
export function pointsKind(event: SocietyEvent): { category: PointCategory; unitType: UnitType } {
  if (event.kind === 'congress') return { category: '学術集会', unitType: '参加' };
  if (event.kind === 'brushup') return { category: 'ブラッシュアップセミナー', unitType: '受講' };
  if (event.category === 'Web講習会') return { category: 'e-learning', unitType: '受講' };
  // Branch training and the society's own seminars count as branch seminars.
  return { category: '支部セミナー', unitType: '受講' };
}

/**
 * The participation's row in the member's history, added at its first check-in. It counts once
 * the fee is paid (calls/points.ts reads the payment), so a row is never added twice or early.
 */
function recordPoints(participant: EventParticipant, event: SocietyEvent, at: StoredAttendance) {
  const history = demoStore.participationHistories;
  const row: ParticipationHistory = {
    id: Math.max(0, ...history.map((item) => item.id)) + 1,
    memberId: participant.memberId,
    participantId: participant.id,
    participatedOn: at.day,
    eventName: event.title,
    ...pointsKind(event),
    points: event.points,
    checkedInAt: at.checkedInAt,
  };
  history.push(row);
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The body's fields, each checked as ABP's model validation would (400, naming the field). */
function checkInBody(body: unknown): CheckInRequest {
  const input = bodyOf(body);
  const errors: { message: string; members: string[] }[] = [];
  const need = (holds: boolean, field: string, message: string) => {
    if (!holds) errors.push({ message, members: [field] });
  };
  need(
    typeof input.code === 'string' && input.code.trim() !== '',
    'code',
    'QRコードの内容を指定してください。',
  );
  need(Number.isInteger(input.eventId), 'eventId', '学会・セミナーを指定してください。');
  need(isDay(input.day), 'day', '受付日をYYYY-MM-DDで指定してください。');
  need(
    typeof input.scannedAt === 'string' && japanClock(input.scannedAt) !== null,
    'scannedAt',
    '読み取り日時を指定してください。',
  );
  need(
    input.payAtDoor === undefined || typeof input.payAtDoor === 'boolean',
    'payAtDoor',
    '当日払いの指定が正しくありません。',
  );
  if (errors.length > 0) {
    throw new DemoApiError(400, VALIDATION_MESSAGE, { validationErrors: errors });
  }
  return input as unknown as CheckInRequest;
}

/** The scan's own time, checked: on the day it claims, not ahead of now, within the event. */
function scanTime(event: SocietyEvent, day: string, scannedAt: string): string {
  const clock = japanClock(scannedAt);
  if (clock?.date !== day) {
    throw refusal('受付日と読み取り日時の日付が一致しません。', 'day');
  }
  if (Date.parse(scannedAt) > demoNow().getTime() + CLOCK_TOLERANCE_MS) {
    throw refusal(
      '読み取り日時が現在より後になっています。受付端末の時計を確認してください。',
      'scannedAt',
    );
  }
  if (!eventDays(event).includes(day)) {
    throw refusal('この学会・セミナーの開催日ではありません。', 'day');
  }
  return toJapanDateTime(scannedAt);
}

function participantOf(id: number): EventParticipant {
  const participant = demoStore.participants.find((item) => item.id === id);
  if (!participant) throw refusal('参加申込が見つかりません。', 'participantId');
  return participant;
}

const eventOf = (id: number) => demoStore.events.find((candidate) => candidate.id === id);

async function checkIn(account: Account, body: unknown): Promise<CheckInResult> {
  const { code, eventId, day, scannedAt, payAtDoor = false } = checkInBody(body);
  const event = eventOf(eventId);
  if (!event) throw refusal('学会・セミナーが見つかりません。', 'eventId');
  const checkedInAt = scanTime(event, day, scannedAt);
  // Judged at the scan's day, as the door judged it then: a late upload loses nothing.
  const verdict = judge(await readSignedCode(code, day), { eventId, day });
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
  const paymentDue = feeDueOf(participant);
  const answer = (
    attendance: StoredAttendance,
    outcome: CheckInResult['outcome'],
    points: number,
  ): CheckInResult => ({
    outcome,
    participantId: participant.id,
    day,
    checkedInAt: attendance.checkedInAt,
    memberNo: member.memberNo,
    name: member.name,
    participationType: participant.participationType,
    paymentDue,
    pointsAwarded: paymentDue > 0 ? 0 : points,
    pointsPending: paymentDue > 0 ? points : 0,
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
    checkedInAt,
    checkedInBy: memberOf(account).name,
    receivedAt: nowInJapan(),
    payAtDoor,
  };
  demoStore.attendances.push(attendance);
  if (firstOfParticipation) recordPoints(participant, event, attendance);
  return answer(attendance, 'checkedIn', firstOfParticipation ? event.points : 0);
}

function recordDoorPayment(body: unknown): DoorPaymentResult {
  const { participantId } = bodyOf(body);
  if (!Number.isInteger(participantId)) {
    throw refusal('参加申込を指定してください。', 'participantId');
  }
  const participant = participantOf(participantId as number);
  const event = eventOf(participant.eventId);
  if (!event || participant.status === PARTICIPANT_STATUS.cancelled) {
    throw refusal('この参加申込はキャンセルされています。', 'participantId');
  }
  if (!demoStore.attendances.some((item) => item.participantId === participant.id)) {
    throw refusal('受付前の参加申込です。受付してから入金を記録してください。', 'participantId');
  }
  const open = requestCovering('eventParticipation', participant.id, 'unpaid');
  const awarded = open !== undefined && recordCashPayment(open);
  const paid = requestCovering('eventParticipation', participant.id, 'paid');
  if (!paid?.paidAt) throw refusal('この参加申込にはお支払いの必要がありません。', 'participantId');
  return {
    participantId: participant.id,
    paidAt: paid.paidAt,
    amount: paid.amount,
    pointsAwarded: awarded ? event.points : 0,
  };
}

export const checkInCalls = [
  defineCall('GetListCheckInEvent', () => {
    const today = todayInJapan();
    return ok(demoStore.events.filter((event) => doorOpen(event, today)).map(checkInEvent));
  }),

  defineCall('CheckInParticipant', async ({ account, body }) => ok(await checkIn(account, body))),

  defineCall('RecordDoorPayment', ({ body }) => ok(recordDoorPayment(body))),
];
