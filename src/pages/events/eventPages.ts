/** What the event pages share besides the wire shapes (those are in src/api/events.ts). */
import { PARTICIPATION_STATUSES } from '../../../resources/shared/participations';

/** A participation's status (Participation.status) as the pages name it. */
export const STATUS_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  PARTICIPATION_STATUSES.map(({ id, name }) => [id, name]),
);

/** 2026-12-06 → 2026/12/06, a span as 2027/06/04〜2027/06/06 (as the generated lists show it). */
export { formatDateSpan as dateSpan } from '../../i18n/format';

/**
 * Where the pages meet: the query parameter names are part of the URL contract (the generated
 * lists, resources/eventList.ts and participantList.ts, link the same way).
 */
export const eventPaths = {
  entry: (eventId: number) => `/events/entry?id=${eventId}`,
  /** The change of a participation: what a second entry for the same event opens. */
  change: (eventId: number, participantId: number) =>
    `/events/entry?id=${eventId}&participantId=${participantId}`,
  list: '/events/EventsAccepting',
  participations: '/events/participaints',
};
