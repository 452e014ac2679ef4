/**
 * The demo accounts of DESIGN §6. Every one starts with `DEMO_PASSWORD`; a changed password lives
 * in the store (`passwordCredentials`) until it is reset.
 */
import type { Role } from '../src/providers/access';

export const DEMO_PASSWORD = 'demo-pass-2026';

export interface Account {
  readonly login: string;
  readonly role: Role;
  /** The member record of the account (`demoStore.members`). */
  readonly memberId: number;
  /** ABP's user id, returned by Authenticate. */
  readonly userId: number;
}

export const demoAccounts: readonly Account[] = [
  { login: 'demo-member', role: 'member', memberId: 1, userId: 10001 },
  { login: 'demo-temp', role: 'temp-member', memberId: 2, userId: 10002 },
  { login: 'demo-read', role: 'read', memberId: 3, userId: 10003 },
  { login: 'demo-update', role: 'update', memberId: 4, userId: 10004 },
  { login: 'demo-admin', role: 'admin', memberId: 5, userId: 10005 },
  // A paid member whose password e2e changes (never demo-member's, which the other specs use).
  { login: 'demo-password', role: 'member', memberId: 6, userId: 10006 },
  // A paid-up member but for the FY2026 年会費, which only the fee-payment e2e pays by card.
  { login: 'demo-fee', role: 'member', memberId: 7, userId: 10007 },
  // A member at today's venue seminar (event 124): the check-in e2e scans her codes.
  { login: 'demo-venue', role: 'member', memberId: 8, userId: 10008 },
];

/** ABP normalises user names, so sign-in ignores case. */
export function findAccount(login: string): Account | undefined {
  const wanted = login.trim().toLowerCase();
  return demoAccounts.find((account) => account.login === wanted);
}
