/**
 * The 受講票's signed code (src/venue/signedCode.ts): what a door check needs of a participation,
 * its member and its event, signed so that staff can check it without a network.
 */
import type { Member } from './seed';
import { PARTICIPANT_STATUS, type EventParticipant, type SocietyEvent } from './seed/events';
import { feeDueOf } from './calls/eventRules';
import { addDays, nowInJapan } from './clock';
import { signCode } from './codeSigner';

/** The event's days (YYYY-MM-DD), first to last. */
export function eventDays(event: Pick<SocietyEvent, 'startDate' | 'endDate'>): string[] {
  const days: string[] = [];
  for (let day = event.startDate; day <= event.endDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The slip's code, or null for a cancelled participation, which admits no one. An unpaid one has
 * a code too, saying what is due: the door tells staff at once, who admit (当日払い) or not.
 */
export function admissionCodeOf(
  participant: EventParticipant,
  event: SocietyEvent,
  member: Member,
): string | null {
  if (participant.status === PARTICIPANT_STATUS.cancelled) return null;
  return signCode({
    t: 'slip',
    no: member.memberNo,
    nm: member.name,
    pid: participant.id,
    ev: event.id,
    pt: participant.participationType,
    days: eventDays(event),
    due: feeDueOf(participant),
    iat: nowInJapan(),
  });
}
