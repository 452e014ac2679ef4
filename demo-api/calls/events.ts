/** Events (`/api/services/app/Event/*`): for now the member's own participations. */
import { paged, queryParam } from '../abp';
import { todayInJapan } from '../clock';
import { defineCall } from '../defineCall';
import { PARTICIPANT_STATUS, type EventParticipant, type SocietyEvent } from '../seed/events';
import { demoStore } from '../store';

/** A participation as the list answers it: the event's name, venue and dates joined in. */
function participationRow(participant: EventParticipant, event: SocietyEvent) {
  return {
    id: participant.id,
    eventId: event.id,
    eventTitle: event.title,
    category: event.category,
    venue: event.venue,
    startDate: event.startDate,
    endDate: event.endDate,
    participationType: participant.participationType,
    status: participant.status,
    fee: participant.fee,
    points: event.points,
    appliedAt: participant.appliedAt,
  };
}

export const eventCalls = [
  /**
   * The signed-in member's participations, newest event first unless `Sorting` says otherwise.
   * `upcoming=true` keeps what is still ahead of the member: events not yet ended (Japan date),
   * not cancelled.
   */
  defineCall('GetListEventParticipant', ({ account, query }) => {
    const upcoming = queryParam(query, 'upcoming')?.toLowerCase() === 'true';
    const today = todayInJapan();
    const rows = demoStore.participants.flatMap((participant) => {
      if (participant.memberId !== account.memberId) return [];
      const event = demoStore.events.find((candidate) => candidate.id === participant.eventId);
      if (!event) return [];
      const ahead = event.endDate >= today && participant.status !== PARTICIPANT_STATUS.cancelled;
      return upcoming && !ahead ? [] : [participationRow(participant, event)];
    });
    return paged(rows, query, 'startDate DESC');
  }),
];
