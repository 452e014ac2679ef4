/** Common-data calls (`/api/services/app/Common/*`). */
import { DemoApiError, ok, paged } from '../abp';
import type { Account } from '../accounts';
import { defineCall } from '../defineCall';
import type { Member } from '../seed';
import { demoStore } from '../store';

export interface LastPayment {
  fiscalYear: number;
  paidAt: string;
  amount: number;
}

export function memberOf(account: Account): Member {
  const member = demoStore.members.find((candidate) => candidate.id === account.memberId);
  if (!member) throw new DemoApiError(404, '会員情報が見つかりません');
  return member;
}

/** The latest fiscal year the member paid the annual fee for; null if never paid. */
function lastPaymentOf(memberId: number): LastPayment | null {
  const payments = demoStore.membershipFeePayments.filter((item) => item.memberId === memberId);
  const last = payments.reduce<(typeof payments)[number] | undefined>(
    (latest, item) => (!latest || item.fiscalYear > latest.fiscalYear ? item : latest),
    undefined,
  );
  return last ? { fiscalYear: last.fiscalYear, paidAt: last.paidAt, amount: last.amount } : null;
}

export const commonCalls = [
  defineCall('GetPrefectures', ({ query }) => paged(demoStore.prefectures, query, 'id ASC')),

  defineCall('GetDetailMember', ({ account }) => ok(memberOf(account))),

  defineCall('GetDetailMemberSetLastPayment', ({ account }) => {
    const member = memberOf(account);
    return ok({ ...member, lastPayment: lastPaymentOf(member.id) });
  }),
];
