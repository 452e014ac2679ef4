import type { Choice, Field, RecordOfCall } from '../../src/generator/defineResource';

/**
 * A participation's status (GetListEventParticipant's `status`) by value: the one list the
 * dashboard's generated list and the event pages both name them from.
 */
export const PARTICIPATION_STATUSES = [
  { id: 1, name: '申込済み' },
  { id: 2, name: '参加確定' },
  { id: 3, name: 'キャンセル' },
] as const satisfies readonly Choice[];

/** The status of a cancelled participation, which has nothing left to pay, print or change. */
export const CANCELLED_PARTICIPATION = 3;

/**
 * A participation as the member's lists show it (GetListEventParticipant's rows): the
 * participations page and the dashboard's upcoming events both read these.
 */
export const PARTICIPATION_FIELDS = [
  { source: 'startDate', label: '開催日', type: 'date', views: ['list'] },
  {
    source: 'eventTitle',
    label: '学会・セミナー名',
    type: 'link',
    views: ['list'],
    link: { to: '/events/eventDetail?id=:eventId' },
  },
  { source: 'venue', label: '会場', type: 'text', views: ['list'], wrap: true },
  { source: 'participationType', label: '参加区分', type: 'text', views: ['list'] },
  {
    source: 'status',
    label: '状態',
    type: 'status',
    views: ['list'],
    choices: PARTICIPATION_STATUSES,
  },
  { source: 'fee', label: '参加費（税込）', type: 'yen', views: ['list'] },
  { source: 'paymentStatusName', label: 'お支払い', type: 'text', views: ['list'] },
] as const satisfies readonly Field<RecordOfCall<'GetListEventParticipant'>, never>[];

/** The same, without what only the participations page shows (the fee and its payment). */
export const UPCOMING_PARTICIPATION_FIELDS = PARTICIPATION_FIELDS.slice(0, 5);
