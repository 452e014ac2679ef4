/**
 * Leave and event participations meet: a leave applied for with events inside its period (each
 * cancelled first, or kept with a stated reason), and an event applied for inside a leave applied
 * for or approved (the member acknowledges it).
 */
import {
  leaveNotice,
  spansMeet,
  type KeptParticipationRecord,
  type LeaveOverlap,
} from '../src/api/applications';
import { bodyOf, DemoApiError, VALIDATION_DETAILS, VALIDATION_MESSAGE } from './abp';
import { textMessage } from './freeText';
import { PARTICIPANT_STATUS, type SocietyEvent } from './seed/events';
import { demoStore } from './store';

const KEPT_LABEL = '参加を続ける理由';

const slashed = (day: string) => day.replaceAll('-', '/');
/** 2027/01/23, or 2027/06/04〜2027/06/06 (as the pages write a span). */
const formatDateSpan = (startDate: string, endDate: string) =>
  startDate === endDate ? slashed(startDate) : `${slashed(startDate)}〜${slashed(endDate)}`;

/** The member's participations, not cancelled, whose events meet the period; soonest first. */
export function participationsInPeriod(
  memberId: number,
  period: { startDate: string; endDate: string },
) {
  return demoStore.participants
    .filter((item) => item.memberId === memberId && item.status !== PARTICIPANT_STATUS.cancelled)
    .flatMap((participant) => {
      const event = demoStore.events.find((candidate) => candidate.id === participant.eventId);
      return event && spansMeet(event, period) ? [{ participant, event }] : [];
    })
    .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate));
}

const named = (event: SocietyEvent) =>
  `${event.title}（${formatDateSpan(event.startDate, event.endDate)}）`;

const refuse = (message: string): DemoApiError =>
  new DemoApiError(400, VALIDATION_MESSAGE, {
    details: VALIDATION_DETAILS,
    validationErrors: [{ message, members: ['keptParticipations'] }],
  });

/**
 * ApplyTemporaryAbsence's `keptParticipations`: a reason for every participation inside the
 * period (else 400 naming those left), each reason a valid note. Reasons for participations
 * outside the period or cancelled meanwhile are dropped. Answers what to keep with the leave.
 */
export function keptParticipationsOf(
  memberId: number,
  period: { startDate: string; endDate: string },
  value: unknown,
): KeptParticipationRecord[] {
  const reasons = new Map<number, unknown>(
    (Array.isArray(value) ? (value as unknown[]) : []).map((item) => {
      const fields = bodyOf(item);
      return [Number(fields.participantId), fields.reason];
    }),
  );
  const inside = participationsInPeriod(memberId, period);
  const unanswered = inside.filter(
    ({ participant }) => String(reasons.get(participant.id) ?? '').trim() === '',
  );
  if (unanswered.length > 0) {
    throw refuse(
      `休会期間中に申込済みの学会・セミナーがあります。キャンセルするか、${KEPT_LABEL}を入力してください: ${unanswered.map(({ event }) => named(event)).join('、')}`,
    );
  }
  for (const { participant, event } of inside) {
    const message = textMessage(reasons.get(participant.id), { required: true, label: KEPT_LABEL });
    if (message) throw refuse(`${event.title}: ${message}`);
  }
  return inside.map(({ participant, event }) => ({
    participantId: participant.id,
    reason: String(reasons.get(participant.id)).trim(),
    eventTitle: event.title,
    startDate: event.startDate,
    endDate: event.endDate,
  }));
}

/** The day before an approved return: the leave ends there. */
function leaveEnd(leave: { id: number; endDate: string }): string {
  const back = demoStore.returnApplications.find(
    (item) => item.temporaryAbsenceId === leave.id && item.status === 'approved',
  );
  if (!back || back.returnDate > leave.endDate) return leave.endDate;
  const day = new Date(`${back.returnDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The member's leave, applied for or approved, that the event's dates meet; or null. */
export function leaveOverlapping(memberId: number, event: SocietyEvent): LeaveOverlap | null {
  for (const leave of demoStore.temporaryAbsenceApplications) {
    if (leave.memberId !== memberId || leave.status === 'rejected') continue;
    const period = { startDate: leave.startDate, endDate: leaveEnd(leave) };
    if (period.startDate <= period.endDate && spansMeet(event, period)) {
      return { applicationId: leave.id, status: leave.status, ...period };
    }
  }
  return null;
}

/** InsertParticipant inside a leave: 400 naming it unless `acknowledgeLeave` is true. */
export function assertLeaveAcknowledged(
  memberId: number,
  event: SocietyEvent,
  body: Record<string, unknown>,
): void {
  const leave = leaveOverlapping(memberId, event);
  if (!leave || body.acknowledgeLeave === true) return;
  throw new DemoApiError(400, VALIDATION_MESSAGE, {
    details: VALIDATION_DETAILS,
    validationErrors: [
      {
        message: `${leaveNotice(leave)}休会期間中であることを確認のうえ申し込んでください。`,
        members: ['acknowledgeLeave'],
      },
    ],
  });
}
