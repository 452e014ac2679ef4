/** Common-data calls (`/api/services/app/Common/*`). */
import { DemoApiError, ok, paged } from '../abp';
import type { Account } from '../accounts';
import type { Role } from '../../src/providers/access';
// eslint-disable-next-line import-x/no-cycle -- broken by the typed contract, which removes paidCalls.ts
import { defineCall } from '../defineCall';
import { lastAnnualPayment } from '../feeLedger';
import type { Member } from '../seed';
import { demoStore } from '../store';

export interface LastPayment {
  fiscalYear: number;
  paidAt: string;
  amount: number;
}

/**
 * The account's role as the society's records stand: a provisional member whose admission fee
 * has since been paid is a member (GetMemberRoles, and every check that follows the role).
 */
export function roleOf(account: Account): Role {
  if (account.role !== 'temp-member') return account.role;
  return memberOf(account).paidAdmissionFee ? 'member' : 'temp-member';
}

/** The member holding the member number `memberNo`, if the records hold one. */
export const memberWithNo = (memberNo: string): Member | undefined =>
  demoStore.members.find((member) => member.memberNo === memberNo);

export function memberOf(account: Account): Member {
  const member = demoStore.members.find((candidate) => candidate.id === account.memberId);
  if (!member) throw new DemoApiError(404, '会員情報が見つかりません');
  return member;
}

/** The account's own record `id` of `items`; someone else's is as missing as none (404). */
export function ownRecord<T extends { id: number; memberId: number }>(
  items: readonly T[],
  account: Account,
  id: number,
  notFound: string,
): T {
  const record = items.find((item) => item.id === id && item.memberId === account.memberId);
  if (!record) throw new DemoApiError(404, notFound);
  return record;
}

export const commonCalls = [
  defineCall('GetPrefectures', ({ query }) =>
    paged(demoStore.prefectures, query, 'id ASC', { whole: true }),
  ),

  defineCall('GetDetailMember', ({ account }) => ok(memberOf(account))),

  defineCall('GetDetailMemberSetLastPayment', ({ account }) => {
    const member = memberOf(account);
    // The latest fiscal year whose annual fee is paid; null if never paid.
    const lastPayment: LastPayment | null = lastAnnualPayment(member.id);
    return ok({ ...member, lastPayment });
  }),
];
