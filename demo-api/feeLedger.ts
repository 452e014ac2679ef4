/**
 * The membership-fee ledger over the demo store (model: seed/fees.ts): which fees are paid, by
 * which request, and how the fee and request calls show them. A fee is paid exactly when a paid
 * request covers it, so paying a request (a later issue) is one change of its status.
 */
import type { Fee, FeeKind, PaymentRequest as RequestView } from '../src/api/payments';
import {
  FEE_KIND_NAMES,
  PAYMENT_METHOD_NAMES,
  type MembershipFee,
  type PaymentRequest,
} from './seed/fees';
import { requestCovering } from './paymentRequests';
import type { Member } from './seed';
import { demoStore } from './store';

export const FISCAL_YEAR_START_MONTH = 4;
export const FISCAL_YEAR_END_MONTH = 3;

/** The fiscal year (April–March) a YYYY-MM-DD date falls in. */
export function fiscalYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= FISCAL_YEAR_START_MONTH ? year : year - 1;
}

const KIND_ORDER: Record<FeeKind, number> = { admission: 0, annual: 1, affiliation: 2 };

/** Oldest first; within a year the admission fee, then the annual fee, then the branch fee. */
const oldestFirst = (a: MembershipFee, b: MembershipFee) =>
  a.fiscalYear - b.fiscalYear || KIND_ORDER[a.kind] - KIND_ORDER[b.kind];

const covering = (fee: MembershipFee, status: PaymentRequest['status']) =>
  requestCovering('membershipFee', fee.id, status);

export const feesOf = (memberId: number): MembershipFee[] =>
  demoStore.membershipFees.filter((fee) => fee.memberId === memberId).sort(oldestFirst);

export const isPaid = (fee: MembershipFee): boolean => covering(fee, 'paid') !== undefined;

export const unpaidFeesOf = (memberId: number): MembershipFee[] =>
  feesOf(memberId).filter((fee) => !isPaid(fee));

/** What the fee calls answer for one record. */
export function feeView(fee: MembershipFee): Fee {
  const paid = covering(fee, 'paid');
  const request = paid ?? covering(fee, 'unpaid');
  const kindName = FEE_KIND_NAMES[fee.kind];
  const itemName = fee.affiliationName ? `${kindName}（${fee.affiliationName}）` : kindName;
  return {
    ...fee,
    fiscalYearName: `${fee.fiscalYear}年度`,
    kindName,
    itemName,
    title: `${fee.fiscalYear}年度 ${itemName}`,
    status: paid ? ('paid' as const) : ('unpaid' as const),
    paidAt: paid?.paidAt ?? null,
    paymentMethod: paid?.paymentMethod ?? null,
    paymentMethodName: paid?.paymentMethod ? PAYMENT_METHOD_NAMES[paid.paymentMethod] : null,
    /** The request that paid it, or the open one asking for it; null if none is issued. */
    paymentRequestId: request?.id ?? null,
  };
}

export type FeeView = Fee;

/** What the payment-request calls answer for one request. */
export function requestView(request: PaymentRequest): RequestView {
  return {
    ...request,
    paymentMethodName: request.paymentMethod ? PAYMENT_METHOD_NAMES[request.paymentMethod] : null,
  };
}

/**
 * The day membership started (入会日): the record's date, else the day the admission fee was paid
 * (a provisional member who pays online is admitted then); null while it is outstanding.
 */
export function admissionDateOf(member: Member): string | null {
  if (member.admissionDate) return member.admissionDate;
  const admission = feesOf(member.id).find((fee) => fee.kind === 'admission');
  const paidAt = admission ? covering(admission, 'paid')?.paidAt : null;
  // paidAt is Japan time with its offset: its first ten characters are the Japanese date.
  return paidAt ? paidAt.slice(0, 10) : null;
}

/** The latest fiscal year whose annual fee the member has paid (the dashboard's last payment). */
export function lastAnnualPayment(memberId: number) {
  const last = feesOf(memberId)
    .filter((fee) => fee.kind === 'annual')
    .map(feeView)
    .filter((view) => view.status === 'paid')
    .at(-1);
  return last?.paidAt
    ? { fiscalYear: last.fiscalYear, paidAt: last.paidAt, amount: last.amount }
    : null;
}
