/**
 * Payment requests as a ledger every paying area shares (model: seed/fees.ts): membership fees,
 * event participations and product orders are each paid by a request covering them. Something is
 * paid exactly when a paid request of its purpose covers it; nothing else marks it paid.
 */
import { todayInJapan } from './clock';
import type { PaymentPurpose, PaymentRequest } from './seed/fees';
import { demoStore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Issues an unpaid request (what InsertParticipant and InsertProductOrder do when money is due). */
export function issuePaymentRequest(fields: NewPaymentRequest): PaymentRequest {
  const { dueInDays = 14, ...rest } = fields;
  const today = todayInJapan();
  const request: PaymentRequest = {
    ...rest,
    id: Math.max(0, ...demoStore.paymentRequests.map((candidate) => candidate.id)) + 1,
    issuedOn: today,
    dueDate: new Date(Date.parse(`${today}T00:00:00Z`) + dueInDays * DAY_MS)
      .toISOString()
      .slice(0, 10),
    status: 'unpaid',
    paymentMethod: null,
    paidAt: null,
    orderId: null,
    settlementStatus: null,
    settledAt: null,
  };
  demoStore.paymentRequests.push(request);
  return request;
}

/** Withdraws the open request of a target that is cancelled before it is paid. */
export function cancelOpenRequest(purpose: PaymentPurpose, targetId: number): void {
  const open = requestCovering(purpose, targetId, 'unpaid');
  if (open) open.status = 'cancelled';
}
