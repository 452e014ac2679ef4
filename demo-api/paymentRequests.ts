/**
 * Payment requests as a ledger every paying area shares (model: seed/fees.ts): membership fees,
 * event participations and product orders are each paid by a request covering them. Something is
 * paid exactly when a paid request of its purpose covers it; nothing else marks it paid.
 *
 * Card payments go through the provider's checkout, one attempt per order id:
 * - FetchPaymentUrl opens an attempt (`CheckoutAttempt`) under the request's order id; an order
 *   id is sent to the checkout at most once.
 * - The checkout records the outcome against the order id (the provider's record) and the ledger
 *   applies it (`settleAttempt`, idempotent): paid → the request is paid; failed or cancelled →
 *   the request stays unpaid with that settlement status.
 * - A retry takes a new order id (`renumber`): the failed, cancelled or abandoned attempt's
 *   request is closed as replaced (status and settlement `replaced`, never `cancelled`: the member
 *   withdrew nothing; it stays listed, so the card-settlement list shows every attempt), keeping
 *   why (`replacedReason`) and its successor (`replacedBy`), a request with the new order id
 *   asking for the same targets. An abandoned checkout is
 *   voided then, so it can never be paid afterwards. The provider's own outcome of the attempt
 *   stays on its record (UpdatePaymentServiceStatus for that order id).
 */
import { addDays, nowInJapan, todayInJapan } from './clock';
import type { PaymentPurpose, ReplacedReason } from '../src/api/payments';
import { UNPAID, type PaymentRequest } from './seed/fees';
import { demoStore } from './store';

/** The request of `purpose` covering `targetId` with `status`, if any. */
export const requestCovering = (
  purpose: PaymentPurpose,
  targetId: number,
  status: PaymentRequest['status'],
): PaymentRequest | undefined =>
  demoStore.paymentRequests.find(
    (request) =>
      request.purpose === purpose &&
      request.status === status &&
      request.targetIds.includes(targetId),
  );

export const isTargetPaid = (purpose: PaymentPurpose, targetId: number): boolean =>
  requestCovering(purpose, targetId, 'paid') !== undefined;

export interface NewPaymentRequest {
  memberId: number;
  purpose: PaymentPurpose;
  title: string;
  targetIds: number[];
  amount: number;
  /** Days the member has to pay; 14 unless the caller knows better (an event's deadline). */
  dueInDays?: number;
}

const nextRequestId = () =>
  Math.max(0, ...demoStore.paymentRequests.map((candidate) => candidate.id)) + 1;

/** Issues an unpaid request (what InsertParticipant and InsertProductOrder do when money is due). */
export function issuePaymentRequest(fields: NewPaymentRequest): PaymentRequest {
  const { dueInDays = 14, ...rest } = fields;
  const today = todayInJapan();
  const request: PaymentRequest = {
    ...rest,
    id: nextRequestId(),
    issuedOn: today,
    dueDate: addDays(today, dueInDays),
    ...UNPAID,
  };
  demoStore.paymentRequests.push(request);
  return request;
}

/**
 * Withdraws the open request of a target that is cancelled before it is paid. A checkout still
 * open for it is voided first; one the member already paid is applied, so a paid request is
 * never withdrawn (the caller sees it paid through `isTargetPaid`).
 */
export function cancelOpenRequest(purpose: PaymentPurpose, targetId: number): void {
  const open = requestCovering(purpose, targetId, 'unpaid');
  if (!open) return;
  settleAttempt(open);
  if (open.status !== 'unpaid') return;
  const attempt = currentAttempt(open);
  if (attempt && attempt.outcome === null) {
    attempt.outcome = 'void';
    open.settlementStatus = 'cancelled';
    open.settledAt = nowInJapan();
  }
  open.status = 'cancelled';
}

// ---- Card attempts (the provider's record) ---------------------------------------------------

export type CheckoutOutcome = 'paid' | 'failed' | 'cancelled' | 'void';

/** One visit to the provider's checkout under one order id. */
export interface CheckoutAttempt {
  orderId: string;
  /** The provider's secret for this attempt's checkout URL (an order id is guessable). */
  accessId: string;
  paymentRequestId: number;
  memberId: number;
  amount: number;
  title: string;
  /** Where the checkout sends the browser back (the portal's /payment). */
  returnUrl: string;
  startedAt: string;
  /** null while the checkout is open; void once a renumbering replaced it. */
  outcome: CheckoutOutcome | null;
  /** The provider's message for a declined card. */
  message: string | null;
  decidedAt: string | null;
}

export const attemptOf = (orderId: string): CheckoutAttempt | undefined =>
  demoStore.checkouts.find((attempt) => attempt.orderId === orderId);

const currentAttempt = (request: PaymentRequest) =>
  request.orderId === null ? undefined : attemptOf(request.orderId);

/** True once the request's current order id went to the checkout: a retry needs a new one. */
export const orderIdUsed = (request: PaymentRequest): boolean =>
  currentAttempt(request) !== undefined;

/**
 * A provisional member whose admission fee is paid becomes a full member: from then on
 * GetMemberRoles answers `member` and the paid_admission_fee pages open (SPEC §6).
 */
function admitOnAdmissionFee(request: PaymentRequest): void {
  if (request.purpose !== 'membershipFee') return;
  const admission = demoStore.membershipFees.some(
    (fee) => fee.kind === 'admission' && request.targetIds.includes(fee.id),
  );
  const member = demoStore.members.find((candidate) => candidate.id === request.memberId);
  if (admission && member) member.paidAdmissionFee = true;
}

/**
 * Applies the provider's recorded outcome of the request's current attempt to the ledger.
 * Idempotent: an outcome is applied once, and a request that is no longer unpaid never changes.
 */
export function settleAttempt(request: PaymentRequest): void {
  const attempt = currentAttempt(request);
  if (!attempt?.outcome || attempt.outcome === 'void' || request.status !== 'unpaid') return;
  if (request.settlementStatus !== 'processing') return;
  const at = attempt.decidedAt ?? nowInJapan();
  request.settledAt = at;
  if (attempt.outcome === 'paid') {
    request.status = 'paid';
    request.paidAt = at;
    request.settlementStatus = 'completed';
    admitOnAdmissionFee(request);
  } else {
    request.settlementStatus = attempt.outcome;
  }
}

/**
 * Staff received the request's amount in cash (an event's fee, paid at its door): the request is
 * paid. A card checkout still open for it is voided first, so it can never be charged as well;
 * one the member already paid is applied instead. True when this payment paid the request.
 */
export function recordCashPayment(request: PaymentRequest): boolean {
  settleAttempt(request);
  if (request.status !== 'unpaid') return false;
  const attempt = currentAttempt(request);
  if (attempt && attempt.outcome === null) {
    attempt.outcome = 'void';
    attempt.decidedAt = nowInJapan();
  }
  request.status = 'paid';
  request.paymentMethod = 'cash';
  request.paidAt = nowInJapan();
  request.settlementStatus = null;
  request.settledAt = null;
  return true;
}

/** Records what happened at the checkout (first answer wins), then applies it to the ledger. */
export function recordOutcome(
  attempt: CheckoutAttempt,
  outcome: Exclude<CheckoutOutcome, 'void'>,
  message: string | null = null,
): void {
  if (attempt.outcome !== null) return;
  attempt.outcome = outcome;
  attempt.message = message;
  attempt.decidedAt = nowInJapan();
  const request = demoStore.paymentRequests.find((item) => item.id === attempt.paymentRequestId);
  if (request) settleAttempt(request);
}

/** The member's next order id of the day: JG-YYYYMMDD-<member no>-NN (as the seed's). */
export function nextOrderId(memberNo: string): string {
  const prefix = `JG-${todayInJapan().replaceAll('-', '')}-${memberNo}-`;
  const used = [
    ...demoStore.paymentRequests.map((request) => request.orderId),
    ...demoStore.checkouts.map((attempt) => attempt.orderId),
  ]
    .filter((orderId): orderId is string => orderId?.startsWith(prefix) === true)
    .map((orderId) => Number(orderId.slice(prefix.length)));
  return `${prefix}${String(Math.max(0, ...used) + 1).padStart(2, '0')}`;
}

/** Opens a checkout for the request under its current order id (assigned by the caller). */
export function openAttempt(request: PaymentRequest, returnUrl: string): CheckoutAttempt {
  if (request.orderId === null || orderIdUsed(request)) {
    throw new Error(`request ${request.id}: no unused order id to open a checkout with`);
  }
  const attempt: CheckoutAttempt = {
    orderId: request.orderId,
    accessId: crypto.randomUUID(),
    paymentRequestId: request.id,
    memberId: request.memberId,
    amount: request.amount,
    title: request.title,
    returnUrl,
    startedAt: nowInJapan(),
    outcome: null,
    message: null,
    decidedAt: null,
  };
  demoStore.checkouts.push(attempt);
  request.paymentMethod = 'credit';
  request.settlementStatus = 'processing';
  request.settledAt = null;
  return attempt;
}

/**
 * Gives the request a new order id for the next attempt. A request whose order id already went
 * to the checkout is closed and replaced by a successor carrying the new id; the answer is the
 * request to pay now.
 */
export function renumber(request: PaymentRequest, orderId: string): PaymentRequest {
  const attempt = currentAttempt(request);
  if (!attempt) {
    request.orderId = orderId;
    return request;
  }
  if (attempt.outcome === 'paid') throw new Error(`request ${request.id} is paid: no retry`);
  const reason = REPLACED_REASONS[attempt.outcome ?? 'void'];
  if (attempt.outcome === null) {
    // Abandoned: the member left the checkout without an answer. It can never be paid now.
    attempt.outcome = 'void';
    attempt.decidedAt = nowInJapan();
  }
  const successor: PaymentRequest = {
    ...request,
    targetIds: [...request.targetIds],
    id: nextRequestId(),
    issuedOn: todayInJapan(),
    ...UNPAID,
    orderId,
  };
  request.status = 'replaced';
  request.settlementStatus = 'replaced';
  request.settledAt ??= attempt.decidedAt;
  request.replacedBy = successor.id;
  request.replacedReason = reason;
  demoStore.paymentRequests.push(successor);
  return successor;
}

/** Why an attempt's request is replaced, by the attempt's outcome when the retry came. */
const REPLACED_REASONS: Record<Exclude<CheckoutOutcome, 'paid'>, ReplacedReason> = {
  failed: 'declined',
  cancelled: 'cancelled',
  void: 'abandoned',
};

/** The request that now stands for `request`'s targets: itself, or its last successor. */
export function latestOf(request: PaymentRequest): PaymentRequest {
  let latest = request;
  const seen = new Set<number>();
  while (latest.replacedBy !== null && !seen.has(latest.id)) {
    seen.add(latest.id);
    const next = demoStore.paymentRequests.find((item) => item.id === latest.replacedBy);
    if (!next) break;
    settleAttempt(next);
    latest = next;
  }
  return latest;
}
