import type { Choice } from '../../src/generator/defineResource';

/**
 * 会員状態 by value (GetListMember's `status`): the one list the staff member list and the staff
 * dashboard's counts both name them from.
 */
export const MEMBER_STATUSES = [
  { id: 'active', name: '正会員' },
  { id: 'provisional', name: '仮会員' },
  { id: 'leave', name: '休会中' },
  { id: 'withdrawn', name: '退会' },
] as const satisfies readonly Choice[];
