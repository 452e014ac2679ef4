/** What the payment calls answer (demo-api/calls/payments.ts documents each call's meaning). */

export type PaymentPurpose = 'membershipFee' | 'eventParticipation' | 'productOrder';
export type SettlementStatus = 'completed' | 'processing' | 'failed' | 'cancelled';

/** GetListPaymentRequest: one request (請求). */
export interface PaymentRequest {
  id: number;
  purpose: PaymentPurpose;
  title: string;
  targetIds: number[];
  amount: number;
  issuedOn: string;
  dueDate: string;
  status: 'unpaid' | 'paid' | 'cancelled';
  paymentMethodName: string | null;
  paidAt: string | null;
  orderId: string | null;
  settlementStatus: SettlementStatus | null;
}

/** GetDetailPaymentRequest: a request with what it pays. */
export interface PaymentRequestDetail extends PaymentRequest {
  purposeName: string;
  breakdown: { label: string; amount: number }[];
  /** Its order id went to the checkout: the next attempt takes a new one. */
  orderIdUsed: boolean;
}

/** GetPaymentMethods */
export interface PaymentMethod {
  id: string;
  name: string;
  description: string;
}

/** GetPaymentTargetYears */
export interface TargetYear {
  fiscalYear: number;
  name: string;
}

/** UpdatePaymentServiceStatus: the outcome of one checkout attempt, from the server's record. */
export interface PaymentStatus {
  orderId: string;
  result: 'paid' | 'failed' | 'cancelled' | 'pending';
  message: string | null;
  paymentRequestId: number;
  purpose: PaymentPurpose;
  targetIds: number[];
  title: string;
  amount: number;
  paidAt: string | null;
}

/** Where the member finds what a request paid. */
export function paidForPath(purpose: PaymentPurpose, targetIds: readonly number[]): string {
  if (purpose === 'productOrder' && targetIds[0] !== undefined) {
    return `/ProductOrderHistories/${targetIds[0]}/detail`;
  }
  return purpose === 'eventParticipation' ? '/events/participaints' : '/MembershipFeeDetail';
}
