/**
 * The demo member API's state: seeded, in memory, and mutable, so that what one call changes later
 * calls return. Bearer tokens are stateless (see auth.ts), so the store holds none.
 */
import { members, notices, prefectures } from './seed';
import type { Member, Notice, Prefecture } from './seed';
import { memberAffiliations } from './seed/affiliations';
import type { MemberAffiliation } from './seed/affiliations';
import { memberUpdateHistories } from './seed/memberUpdateHistories';
import type { MemberUpdateHistory } from './seed/memberUpdateHistories';
import { membershipFees, paymentRequests } from './seed/fees';
import type { MembershipFee, PaymentRequest } from './seed/fees';
import { eventParticipants, events } from './seed/events';
import type { EventParticipant, SocietyEvent } from './seed/events';
import { participationHistories } from './seed/points';
import type { ParticipationHistory, RenewalApplication } from './seed/points';
import { passwordCredentials } from './seed/passwordPolicy';
import type { PasswordCredential, PasswordResetToken } from './seed/passwordPolicy';

export interface DemoStore {
  members: Member[];
  memberAffiliations: MemberAffiliation[];
  memberUpdateHistories: MemberUpdateHistory[];
  membershipFees: MembershipFee[];
  paymentRequests: PaymentRequest[];
  notices: Notice[];
  prefectures: Prefecture[];
  events: SocietyEvent[];
  participants: EventParticipant[];
  participationHistories: ParticipationHistory[];
  renewalApplications: RenewalApplication[];
  passwordCredentials: PasswordCredential[];
  passwordResetTokens: PasswordResetToken[];
}

// Deep copies: a call mutating a record must never reach the seed itself.
const seed = (): DemoStore =>
  structuredClone({
    members: [...members],
    memberAffiliations: [...memberAffiliations],
    memberUpdateHistories: [...memberUpdateHistories],
    membershipFees: [...membershipFees],
    paymentRequests: [...paymentRequests],
    notices: [...notices],
    prefectures: [...prefectures],
    events: [...events],
    participants: [...eventParticipants],
    participationHistories: [...participationHistories],
    renewalApplications: [],
    passwordCredentials: [...passwordCredentials],
    passwordResetTokens: [],
  });

export const demoStore: DemoStore = seed();

/** Restores the seed in place, so modules holding `demoStore` see the reset. */
export function resetDemoStore(): void {
  Object.assign(demoStore, seed());
}
