/**
 * The demo member API's state: seeded, in memory, and mutable, so that what one call changes later
 * calls return. Tokens are stateless (see auth.ts), so the store holds none.
 */
import { members, membershipFeePayments, notices, prefectures } from './seed';
import type { Member, MembershipFeePayment, Notice, Prefecture } from './seed';

export interface DemoStore {
  members: Member[];
  membershipFeePayments: MembershipFeePayment[];
  notices: Notice[];
  prefectures: Prefecture[];
}

// Deep copies: a call mutating a record must never reach the seed itself.
const seed = (): DemoStore =>
  structuredClone({
    members: [...members],
    membershipFeePayments: [...membershipFeePayments],
    notices: [...notices],
    prefectures: [...prefectures],
  });

export const demoStore: DemoStore = seed();

/** Restores the seed in place, so modules holding `demoStore` see the reset. */
export function resetDemoStore(): void {
  Object.assign(demoStore, seed());
}
