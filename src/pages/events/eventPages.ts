/** What the event pages share besides the wire shapes (those are in src/api/events.ts). */
import { PARTICIPATION_STATUSES } from '../../../resources/shared/participationStatuses';

/** A participation's status (Participation.status) as the pages name it. */
export const STATUS_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  PARTICIPATION_STATUSES.map(({ id, name }) => [id, name]),
);

/** 2026-12-06 → 2026/12/06, a span as 2027/06/04〜2027/06/06. */
export const dateSpan = (start: string, end: string): string => {
  const slash = (date: string) => date.replaceAll('-', '/');
  return start === end ? slash(start) : `${slash(start)}〜${slash(end)}`;
};

/** Where the pages meet: the query parameter names are part of the URL contract. */
export const eventPaths = {
  detail: (eventId: number) => `/events/eventDetail?id=${eventId}`,
  entry: (eventId: number) => `/events/entry?id=${eventId}`,
  change: (eventId: number, participantId: number) =>
    `/events/entry?id=${eventId}&participantId=${participantId}`,
  slip: (participantId: number) => `/events/AttendanceSlip?participantId=${participantId}`,
  list: '/events/EventsAccepting',
  participations: '/events/participaints',
};
