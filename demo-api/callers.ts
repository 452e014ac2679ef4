/** Who the caller is as the society's records stand: the member behind an account, its role. */
import type { Role } from '../src/providers/access';
import { DemoApiError } from './abp';
import type { Account } from './accounts';
import type { Member } from './seed';
import { demoStore } from './store';

export function memberOf(account: Account): Member {
  const member = demoStore.members.find((candidate) => candidate.id === account.memberId);
  if (!member) throw new DemoApiError(404, '会員情報が見つかりません');
  return member;
}

/**
 * The account's role as the society's records stand: a provisional member whose admission fee
 * has since been paid is a member (GetMemberRoles, and every check that follows the role).
 */
export function roleOf(account: Account): Role {
  if (account.role !== 'temp-member') return account.role;
  return memberOf(account).paidAdmissionFee ? 'member' : 'temp-member';
}
