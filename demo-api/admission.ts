/**
 * The 受講票's signed code (src/venue/signedCode.ts): what a door check needs of a participation,
 * its member and its event, signed so that staff can check it without a network.
 */
import type { Member } from './seed';
import { PARTICIPANT_STATUS, type EventParticipant, type SocietyEvent } from './seed/events';
import { addDays, nowInJapan } from './clock';
import { signCode } from './codeSigner';

/** The event's days (YYYY-MM-DD), first to last. */
export function eventDays(event: Pick<SocietyEvent, 'startDate' | 'endDate'>): string[] {
  const days: string[] = [];
  for (let day = event.startDate; day <= event.endDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The slip's code, or null for a cancelled participation, which admits no one. */
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
    iat: nowInJapan(),
  });
}
