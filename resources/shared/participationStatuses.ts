import type { Choice } from '../../src/generator/defineResource';

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
