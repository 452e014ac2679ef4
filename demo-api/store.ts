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
import { eventPaymentRequests } from './seed/eventPayments';
import { participationHistories } from './seed/points';
import type { ParticipationHistory, RenewalApplication } from './seed/points';
import { passwordCredentials } from './seed/passwordPolicy';
import type { PasswordCredential, PasswordResetToken } from './seed/passwordPolicy';
import { populationAffiliations, populationMembers } from './seed/memberPopulation';
import { populationHistories } from './seed/populationPoints';
import type { ImportBatch } from './seed/successfulApplicants';
import { productOrderRequests, productOrders, products } from './seed/products';
import type { Product, ProductOrder } from './seed/products';
import type { CheckoutAttempt } from './paymentRequests';
import {
  applicationAttachments,
  extensionApplications,
  returnApplications,
  temporaryAbsenceApplications,
  withdrawalApplications,
} from './seed/applications';
import type {
  StoredAttachment,
  StoredExtension,
  StoredReturn,
  StoredTemporaryAbsence,
  StoredWithdrawal,
} from './seed/applications';

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
  /** Successful-applicant imports (previews) by batch id (issue 7). */
  importBatches: ImportBatch[];
  products: Product[];
  productOrders: ProductOrder[];
  /** The demo card provider's record of checkout attempts (paymentRequests.ts). */
  checkouts: CheckoutAttempt[];
  temporaryAbsenceApplications: StoredTemporaryAbsence[];
  returnApplications: StoredReturn[];
  extensionApplications: StoredExtension[];
  withdrawalApplications: StoredWithdrawal[];
  applicationAttachments: StoredAttachment[];
}

// Deep copies: a call mutating a record must never reach the seed itself.
const seed = (): DemoStore =>
  structuredClone({
    members: [...members, ...populationMembers],
    memberAffiliations: [...memberAffiliations, ...populationAffiliations],
    memberUpdateHistories: [...memberUpdateHistories],
    membershipFees: [...membershipFees],
    paymentRequests: [...paymentRequests, ...productOrderRequests, ...eventPaymentRequests],
    notices: [...notices],
    prefectures: [...prefectures],
    events: [...events],
    participants: [...eventParticipants],
    participationHistories: [...participationHistories, ...populationHistories],
    renewalApplications: [],
    passwordCredentials: [...passwordCredentials],
    passwordResetTokens: [],
    importBatches: [],
    products: [...products],
    productOrders: [...productOrders],
    checkouts: [],
    temporaryAbsenceApplications: [...temporaryAbsenceApplications],
    returnApplications: [...returnApplications],
    extensionApplications: [...extensionApplications],
    withdrawalApplications: [...withdrawalApplications],
    applicationAttachments: [...applicationAttachments],
  });

export const demoStore: DemoStore = seed();

/** Restores the seed in place, so modules holding `demoStore` see the reset. */
export function resetDemoStore(): void {
  Object.assign(demoStore, seed());
}
