/** Common-data calls (`/api/services/app/Common/*`). */
import { DemoApiError, ok, paged } from '../abp';
import type { Account } from '../accounts';
import { memberOf } from '../callers';
import { defineCall } from '../defineCall';
import { lastAnnualPayment } from '../feeLedger';
import type { Member } from '../seed';
import { demoStore } from '../store';

export interface LastPayment {
  fiscalYear: number;
  paidAt: string;
  amount: number;
}

/** The member holding the member number `memberNo`, if the records hold one. */
export const memberWithNo = (memberNo: string): Member | undefined =>
  demoStore.members.find((member) => member.memberNo === memberNo);

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
