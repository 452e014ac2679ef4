/**
 * The one rule of attendance, for the door's scan (calls/checkIn.ts) and for staff entering what
 * the door missed (calls/staffAttendance.ts) alike: once per participation and day, a second
 * record answering the first and storing nothing; a cancelled participation refused; the
 * participation's first attendance adds its row to the member's points history, which counts once
 * the fee is paid (an unpaid participation is attended with its fee due, as the door admits it).
 */
import type { CheckInResult } from '../src/api/checkIn';
import { staffEntryText } from '../src/api/staffEntry';
import { DemoApiError } from './abp';
import { nowInJapan } from './clock';
import { feeDueOf } from './calls/eventRules';
import type { Member } from './seed';
import { PARTICIPANT_STATUS, type EventParticipant, type SocietyEvent } from './seed/events';
import type { ParticipationHistory, PointCategory, UnitType } from './seed/points';
import { demoStore, type StoredAttendance } from './store';

/** A refusal the form or the door shows: a 400 naming the field it concerns. */
export const refusal = (message: string, field: string) =>
  new DemoApiError(400, message, { validationErrors: [{ message, members: [field] }] });

export function participantOf(id: number): EventParticipant {
  const participant = demoStore.participants.find((item) => item.id === id);
  if (!participant) throw refusal('参加申込が見つかりません。', 'participantId');
  return participant;
}

export const eventOf = (id: number) => demoStore.events.find((candidate) => candidate.id === id);

/** How the society counts an event's points toward renewal (seed/points.ts). */
export function pointsKind(event: SocietyEvent): { category: PointCategory; unitType: UnitType } {
  if (event.kind === 'congress') return { category: '学術集会', unitType: '参加' };
  if (event.kind === 'brushup') return { category: 'ブラッシュアップセミナー', unitType: '受講' };
  if (event.category === 'Web講習会') return { category: 'e-learning', unitType: '受講' };
  // Branch training and the society's own seminars count as branch seminars.
  return { category: '支部セミナー', unitType: '受講' };
}

/**
 * The participation's row in the member's history, added at its first attendance. It counts once
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

/** Who attended what: the participation, its member and its event, already matched. */
export interface Attendee {
  participant: EventParticipant;
  member: Member;
  event: SocietyEvent;
}

/** What the caller knows of the attendance: the day, the time recorded, by whom and how. */
export type AttendanceEntry = Pick<
  StoredAttendance,
  'day' | 'checkedInAt' | 'checkedInBy' | 'payAtDoor' | 'source' | 'reason'
>;

/**
 * Records `entry` for the attendee, or answers the day's record already there. The caller has
 * checked the day (one of the event's, not ahead of its clock); `field` names what a refusal
 * concerns on the caller's form (the door's code, staff's participant).
 */
export function recordAttendance(
  { participant, member, event }: Attendee,
  entry: AttendanceEntry,
  field: string,
): { result: CheckInResult; attendance: StoredAttendance } {
  if (participant.status === PARTICIPANT_STATUS.cancelled) {
    throw refusal('この参加申込はキャンセルされています。', field);
  }
  const paymentDue = feeDueOf(participant);
  const answer = (
    attendance: StoredAttendance,
    outcome: CheckInResult['outcome'],
    points: number,
  ) => ({
    attendance,
    result: {
      outcome,
      participantId: participant.id,
      day: entry.day,
      checkedInAt: attendance.checkedInAt,
      memberNo: member.memberNo,
      name: member.name,
      participationType: participant.participationType,
      paymentDue,
      pointsAwarded: paymentDue > 0 ? 0 : points,
      pointsPending: paymentDue > 0 ? points : 0,
    },
  });
  const earlier = demoStore.attendances.find(
    (item) => item.participantId === participant.id && item.day === entry.day,
  );
  if (earlier) return answer(earlier, 'alreadyCheckedIn', 0);
  const firstOfParticipation = !demoStore.attendances.some(
    (item) => item.participantId === participant.id,
  );
  const attendance: StoredAttendance = {
    ...entry,
    participantId: participant.id,
    memberId: member.id,
    eventId: event.id,
    receivedAt: nowInJapan(),
  };
  demoStore.attendances.push(attendance);
  if (firstOfParticipation) recordPoints(participant, event, attendance);
  return answer(attendance, 'checkedIn', firstOfParticipation ? event.points : 0);
}

/** The staff member who entered the attendance a history row stands for (事務局入力), else null. */
export function recordedByOf(history: ParticipationHistory): string | null {
  const attendance = demoStore.attendances.find(
    (item) => item.participantId === history.participantId && item.day === history.participatedOn,
  );
  return attendance?.source === 'staff' ? attendance.checkedInBy : null;
}

/** 受付日時 in an export: the door's time as a date cell, a staff entry as the list shows it. */
export function checkedInCell(row: {
  checkedInAt: string | null;
  recordedBy: string | null;
}): Date | string | null {
  if (!row.checkedInAt) return null;
  return row.recordedBy
    ? staffEntryText(row.recordedBy, row.checkedInAt)
    : new Date(row.checkedInAt);
}
