/**
 * The demo member API's state: seeded, in memory, and mutable, so that what one call changes later
 * calls return. Bearer tokens are stateless (see auth.ts), so the store holds none. Failed
 * sign-ins live in bounded maps of their own (lockout.ts, signInClients.ts), reset with it.
 */
import { members, notices, prefectures } from './seed';
import type { Member, Notice, Prefecture } from './seed';
import { memberAffiliations } from './seed/affiliations';
import type { MemberAffiliation } from './seed/affiliations';
import { memberUpdateHistories } from './seed/memberUpdateHistories';
import type { MemberUpdateHistory } from './seed/memberUpdateHistories';
import { membershipFees, paymentRequests } from './seed/fees';
import type { MembershipFee, PaymentRequest } from './seed/fees';
import { eventAttendances, eventParticipants, events } from './seed/events';
import type { EventParticipant, SocietyEvent } from './seed/events';
import { eventPaymentRequests } from './seed/eventPayments';
import { participationHistories } from './seed/points';
import type { ParticipationHistory, RenewalApplication } from './seed/points';
import { passwordCredentials } from './seed/passwordPolicy';
import type { PasswordCredential, PasswordResetToken } from './seed/passwordPolicy';
import {
  populationAffiliations,
  populationMembers,
  populationUpdateHistories,
} from './seed/memberPopulation';
import { populationHistories } from './seed/populationPoints';
import type { ImportBatch } from './seed/successfulApplicants';
import { productOrderRequests, productOrders, products } from './seed/products';
import type { Product, ProductOrder } from './seed/products';
import type { ApplicationKind } from '../src/api/applications';
import type { Attendance, AttendanceSource } from '../src/api/checkIn';
import { clearFailures, forgetAllFailures } from './lockout';
import type { IssuedCertificate } from './certificates';
import type { CheckoutAttempt } from './paymentRequests';
import type { IssuedReceipt } from './receipts';
import { forgetClients } from './signInClients';
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

export interface StoredAttendance extends Attendance {
  memberId: number;
  eventId: number;
  /** The staff member who scanned it, or who entered it (事務局入力). */
  checkedInBy: string;
  /** When the server received it (a scan queued offline arrives later; `checkedInAt` is the scan's). */
  receivedAt: string;
  /** Admitted with the fee unpaid, to pay later (当日払い). */
  payAtDoor: boolean;
  /** The door's scan, or staff entering what the door missed (`checkedInAt` is then the entry's). */
  source: AttendanceSource;
  /** Why staff entered it (紙の受付名簿, …): staff entries only. */
  reason?: string;
}

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
  /** Attendances (demo-api/attendance.ts): the door's check-ins and staff entries, with who. */
  attendances: StoredAttendance[];
  participationHistories: ParticipationHistory[];
  renewalApplications: RenewalApplication[];
  passwordCredentials: PasswordCredential[];
  passwordResetTokens: PasswordResetToken[];
  /** Successful-applicant imports (previews) by batch id. */
  importBatches: ImportBatch[];
  products: Product[];
  productOrders: ProductOrder[];
  /** The demo card provider's record of checkout attempts (paymentRequests.ts). */
  checkouts: CheckoutAttempt[];
  /** Receipt numbers issued so far, with their first issue date (receipts.ts). */
  receipts: IssuedReceipt[];
  /** 受講証明書 issued so far, each with its number, first issue date and code (certificates.ts). */
  certificates: IssuedCertificate[];
  temporaryAbsenceApplications: StoredTemporaryAbsence[];
  returnApplications: StoredReturn[];
  extensionApplications: StoredExtension[];
  withdrawalApplications: StoredWithdrawal[];
  applicationAttachments: StoredAttachment[];
}

/** The past events' check-ins (seed/events.ts) as the door stores them. */
function seededAttendances(): StoredAttendance[] {
  return eventAttendances.flatMap((attendance) => {
    const participant = eventParticipants.find((item) => item.id === attendance.participantId);
    if (!participant) return [];
    const { memberId, eventId } = participant;
    const receivedAt = attendance.checkedInAt;
    return [
      { ...attendance, memberId, eventId, receivedAt, payAtDoor: false, source: 'door' as const },
    ];
  });
}

// Deep copies: a call mutating a record must never reach the seed itself.
const seed = (): DemoStore =>
  structuredClone({
    members: [...members, ...populationMembers],
    memberAffiliations: [...memberAffiliations, ...populationAffiliations],
    memberUpdateHistories: [...memberUpdateHistories, ...populationUpdateHistories],
    membershipFees: [...membershipFees],
    paymentRequests: [...paymentRequests, ...productOrderRequests, ...eventPaymentRequests],
    notices: [...notices],
    prefectures: [...prefectures],
    events: [...events],
    participants: [...eventParticipants],
    attendances: seededAttendances(),
    participationHistories: [...participationHistories, ...populationHistories],
    renewalApplications: [],
    passwordCredentials: [...passwordCredentials],
    passwordResetTokens: [],
    importBatches: [],
    products: [...products],
    productOrders: [...productOrders],
    checkouts: [],
    receipts: [],
    certificates: [],
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
  forgetAllFailures();
  forgetClients();
}

// ---- One member's reset ---------------------------------------------------------------------------

/**
 * How a collection's records are told apart and which are the member's. `key` is the record's
 * identity from the seed to now: its id, or a natural key where it has none. `shared` collections
 * belong to nobody and are left as they are.
 */
type Rule<T> = 'shared' | { key: (record: T) => string | number; mine: (record: T) => boolean };
type Rules = { [K in keyof DemoStore]: Rule<DemoStore[K][number]> };

/**
 * The collection as the seed has it for the member, and as it is now for everyone else: seed
 * records in seed order (the member's as seeded, others' as they are now, if still there), then
 * the records others created since the seed, in their order.
 */
function restored<T>(
  current: readonly T[],
  fresh: readonly T[],
  { key, mine }: Exclude<Rule<T>, 'shared'>,
): T[] {
  const now = new Map(current.map((record) => [key(record), record]));
  const seeded = new Set(fresh.map(key));
  return [
    ...fresh.flatMap((record) => {
      if (mine(record)) return [record];
      const present = now.get(key(record));
      return present === undefined ? [] : [present];
    }),
    ...current.filter((record) => !seeded.has(key(record)) && !mine(record)),
  ];
}

/** The application an attachment was uploaded with (attachments carry no member of their own). */
function applicationOf(store: DemoStore, attachment: StoredAttachment) {
  const applications: Record<ApplicationKind, readonly { id: number; memberId: number }[]> = {
    temporaryAbsence: store.temporaryAbsenceApplications,
    return: store.returnApplications,
    extension: store.extensionApplications,
    withdrawal: store.withdrawalApplications,
  };
  return applications[attachment.kind].find((item) => item.id === attachment.applicationId);
}

const stockKey = (productId: number, modelCode: string) => `${productId}/${modelCode}`;

/** Units of each product model the member's orders hold: every order not cancelled. */
function heldStock(orders: readonly ProductOrder[], memberId: number): Map<string, number> {
  const held = new Map<string, number>();
  for (const order of orders) {
    if (order.memberId !== memberId || order.cancelledAt) continue;
    const key = stockKey(order.productId, order.productModel);
    held.set(key, (held.get(key) ?? 0) + order.quantity);
  }
  return held;
}

/**
 * Product stock is shared: ordering lowers it and cancelling raises it (calls/products.ts). When
 * the member's orders go back to the seed, the units their orders hold now and did not in the
 * seed go back on the shelf (orders placed since, not cancelled), and units a seeded order held
 * and gave back by being cancelled since are taken again. Other members' orders are untouched,
 * so their units stay taken.
 */
function restoreStock(fresh: DemoStore, memberId: number): void {
  const now = heldStock(demoStore.productOrders, memberId);
  const seeded = heldStock(fresh.productOrders, memberId);
  for (const product of demoStore.products) {
    for (const model of product.models) {
      const key = stockKey(product.id, model.code);
      const change = (now.get(key) ?? 0) - (seeded.get(key) ?? 0);
      // Units given back and sold to someone else since cannot be taken again: none are left.
      if (change !== 0) model.stock = Math.max(0, model.stock + change);
    }
  }
}

/**
 * Restores, in place, every record of one member (and of its account `login`) to the seed, so an
 * end-to-end test can undo its own member's one-shot changes (an application, an order, a
 * payment, a password) while tests of other members run against the same store: records the
 * member created since the seed go, the member's seed records come back as seeded, and every
 * other record stays exactly as it is now.
 *
 * Event seats are counted from the participants (calls/eventRules.ts), so they follow (a seeded
 * participation cancelled since takes its seat again, even one someone else has taken since);
 * product stock is a stored counter and is made good (`restoreStock`). Ids are the highest in use
 * plus one, so an id freed here may be given again, to anyone: no record points at another
 * member's (requests cover their own member's participations and orders), so nothing dangles.
 */
export function resetMemberRecords(memberId: number, login: string): void {
  const fresh = seed();
  const byMember = <T extends { id: number; memberId: number }>(): Rule<T> => ({
    key: (record) => record.id,
    mine: (record) => record.memberId === memberId,
  });
  // Read before any collection changes: an attachment is the member's if its application is.
  const attachmentsOfMember = new Set([
    ...demoStore.applicationAttachments.filter(
      (item) => applicationOf(demoStore, item)?.memberId === memberId,
    ),
    ...fresh.applicationAttachments.filter(
      (item) => applicationOf(fresh, item)?.memberId === memberId,
    ),
  ]);
  const rules: Rules = {
    members: { key: (member) => member.id, mine: (member) => member.id === memberId },
    // A member's link to an affiliation has no id: member and affiliation name it.
    memberAffiliations: {
      key: (link) => `${link.memberId}/${link.affiliationId}`,
      mine: (link) => link.memberId === memberId,
    },
    memberUpdateHistories: byMember(),
    membershipFees: byMember(),
    paymentRequests: byMember(),
    // The society's own data; staff edit prefectures, and no member owns that edit.
    notices: 'shared',
    prefectures: 'shared',
    events: 'shared',
    participants: byMember(),
    // One check-in per participation and day.
    attendances: {
      key: (item) => `${item.participantId}/${item.day}`,
      mine: (item) => item.memberId === memberId,
    },
    participationHistories: byMember(),
    // One renewal application per member and qualification period.
    renewalApplications: {
      key: (item) => `${item.memberId}/${item.expiryDate}`,
      mine: (item) => item.memberId === memberId,
    },
    passwordCredentials: {
      key: (credential) => credential.login,
      mine: (credential) => credential.login === login,
    },
    passwordResetTokens: {
      key: (token) => token.tokenHash,
      mine: (token) => token.login === login,
    },
    // The secretariat's imports, not a member's records; the members they add have no account.
    importBatches: 'shared',
    // Stock is made good by restoreStock; the catalogue itself is nobody's.
    products: 'shared',
    productOrders: byMember(),
    checkouts: {
      key: (attempt) => attempt.orderId,
      mine: (attempt) => attempt.memberId === memberId,
    },
    receipts: {
      key: (receipt) => receipt.receiptNo,
      mine: (receipt) => receipt.memberId === memberId,
    },
    certificates: {
      key: (certificate) => certificate.certificateNo,
      mine: (certificate) => certificate.memberId === memberId,
    },
    temporaryAbsenceApplications: byMember(),
    returnApplications: byMember(),
    extensionApplications: byMember(),
    withdrawalApplications: byMember(),
    applicationAttachments: {
      key: (attachment) => attachment.id,
      mine: (attachment) => attachmentsOfMember.has(attachment),
    },
  };
  const restore = <K extends keyof DemoStore>(name: K): void => {
    const rule = rules[name] as Rule<DemoStore[K][number]>;
    if (rule === 'shared') return;
    demoStore[name] = restored(demoStore[name], fresh[name], rule) as DemoStore[K];
  };
  // Stock first: it compares the member's orders now with the seed's.
  restoreStock(fresh, memberId);
  for (const name of Object.keys(rules) as (keyof DemoStore)[]) restore(name);
  // The seed has no failed sign-in: the account is not locked out.
  clearFailures(login);
}
