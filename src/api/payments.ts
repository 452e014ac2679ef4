/**
 * The wire shape of what members pay: membership fees (`MembershipFee/*`, the fee data of
 * `Common/*`), payment requests and card payment (`Payment/*`). Shared by the fee and payment
 * pages and the demo API (demo-api/calls/fees.ts and payments.ts document what each call means).
 */

export type FeeKind = 'admission' | 'annual' | 'affiliation';
export type MemberType = '正会員' | '賛助会員';
/** How a request was paid: card, bank transfer, or cash at a venue's door (当日払い). */
export type PaymentMethodId = 'credit' | 'bank' | 'cash';
/** Everything a member pays goes through one payment request: fees, events, goods. */
export type PaymentPurpose = 'membershipFee' | 'eventParticipation' | 'productOrder';
/**
 * `replaced`: a retry gave the request's targets a new order id and a successor request carries
 * them (ReNumberingOrderId); nothing was charged under it. `cancelled`: withdrawn with what it pays.
 */
export type PaymentRequestStatus = 'unpaid' | 'paid' | 'cancelled' | 'replaced';
/** The card settlement of a request's attempt; `replaced` once a retry's new order id took over. */
export type SettlementStatus = 'completed' | 'processing' | 'failed' | 'cancelled' | 'replaced';
/**
 * Why a replaced request's attempt did not go through: the card was declined, the member
 * cancelled at the checkout, or she left the checkout without an answer (abandoned).
 */
export type ReplacedReason = 'declined' | 'cancelled' | 'abandoned';

// ---- Membership fees ----------------------------------------------------------------------------

/** A membership-fee record (会費管理) as the society keeps it. */
export interface MembershipFeeRecord {
  id: number;
  memberId: number;
  fiscalYear: number;
  kind: FeeKind;
  /** The branch an affiliation fee goes to; null for other kinds. */
  affiliationName: string | null;
  amount: number;
  /** YYYY-MM-DD */
  dueDate: string;
}

/**
 * One membership-fee record of the member (GetMembershipFeeManagement's `fees`,
 * GetListMembershipFeeManagementNotPayment, GetListMembershipFeePaid, GetMin*MembershipFeeUnPaid,
 * GetDetailPaymentRequest's `items`).
 */
export interface Fee extends MembershipFeeRecord {
  /** e.g. 2026年度 */
  fiscalYearName: string;
  /** e.g. 年会費 */
  kindName: string;
  /** e.g. 年会費, 支部会費（関東支部） */
  itemName: string;
  /** e.g. 2026年度 年会費 */
  title: string;
  status: 'paid' | 'unpaid';
  paidAt: string | null;
  paymentMethod: PaymentMethodId | null;
  paymentMethodName: string | null;
  /** The request paying it, or asking for it; null while none is issued. */
  paymentRequestId: number | null;
}

/** GetSystemFiscalYear (SPEC §3). */
export interface FiscalYear {
  fiscalYear: number;
  fiscalYearStartMonth: number;
  fiscalYearEndMonth: number;
}

/**
 * GetMembershipFeePaymentTargetFiscalYear: the fiscal year being invoiced. No due date: each fee
 * record carries its own (`dueDate`), and a year's fees need not share one.
 */
export interface PaymentTarget {
  fiscalYear: number;
}

/** GetMembershipFeeManagement: one fiscal year of the member's fees. */
export interface FeeManagement {
  fiscalYear: number;
  memberNo: string;
  memberName: string;
  memberNameKana: string;
  memberType: string;
  fees: Fee[];
  totalAmount: number;
  unpaidAmount: number;
}

/** What one member type owes in the fiscal years of a condition group. */
export interface FeeCondition {
  memberType: MemberType;
  admissionFee: number;
  annualFee: number;
  /** null: the member type pays no branch fee. */
  affiliationFee: number | null;
}

/** GetListFiscalYearConditionGroup: the amounts of a run of fiscal years. */
export interface FiscalYearConditionGroup {
  id: number;
  /** e.g. 2024年度〜 */
  name: string;
  fromFiscalYear: number;
  /** Last fiscal year of the group; null while it is current. */
  toFiscalYear: number | null;
  conditions: FeeCondition[];
}

/** GetSystemBankInfo: the society's account for transfers. */
export interface BankInfo {
  bankName: string;
  bankCode: string;
  branchName: string;
  branchCode: string;
  accountType: string;
  accountNumber: string;
  accountHolder: string;
  accountHolderKana: string;
}

// ---- Payment requests -----------------------------------------------------------------------------

/** A payment request (請求) as the society keeps it. */
export interface PaymentRequestRecord {
  id: number;
  memberId: number;
  /** What the request pays for: fee records, an event participation or a product order. */
  purpose: PaymentPurpose;
  /** What the member sees, e.g. 2025年度 年会費・支部会費. */
  title: string;
  /**
   * The records it pays: membership fee ids (membershipFee), participant ids
   * (eventParticipation) or product order ids (productOrder).
   */
  targetIds: number[];
  amount: number;
  issuedOn: string;
  dueDate: string;
  status: PaymentRequestStatus;
  paymentMethod: PaymentMethodId | null;
  /** ISO 8601, Japan time; set once paid. */
  paidAt: string | null;
  /** The card provider's order id; card attempts only. */
  orderId: string | null;
  settlementStatus: SettlementStatus | null;
  settledAt: string | null;
  /** The successor request a retry moved the targets to; null unless `replaced`. */
  replacedBy: number | null;
  /** Why the replaced request's attempt did not go through; null unless `replaced`. */
  replacedReason: ReplacedReason | null;
}

/** GetListPaymentRequest: one request (請求). */
export interface PaymentRequest extends PaymentRequestRecord {
  paymentMethodName: string | null;
}

/** GetDetailPaymentRequest: a request with what it pays. */
export interface PaymentRequestDetail extends PaymentRequest {
  purposeName: string;
  /** The fee records it pays (membership fees only). */
  items: Fee[];
  /** What it pays, one line each (every purpose). */
  breakdown: { label: string; amount: number }[];
  /** Its order id went to the checkout: the next attempt takes a new one. */
  orderIdUsed: boolean;
}

/** GetPaymentMethods: one way the request can be paid. */
export interface PaymentMethod {
  id: PaymentMethodId;
  name: string;
  description: string;
}

/** GetPaymentTargetYears */
export interface TargetYear {
  fiscalYear: number;
  name: string;
}

/** FetchPaymentUrl: the checkout opened for the request. */
export interface PaymentUrl {
  url: string;
  orderId: string;
}

/** GetReNumberedOrderId: the order id the next attempt takes. */
export interface ReNumberedOrderId {
  paymentRequestId: number;
  previousOrderId: string | null;
  orderId: string;
}

/** ReNumberingOrderId: the request (maybe a successor) that now carries the new order id. */
export interface Renumbered {
  paymentRequestId: number;
  orderId: string;
}

/** Where what a request pays stands now: the request itself or, after retries, its last successor. */
export interface LatestRequest {
  paymentRequestId: number;
  status: PaymentRequestStatus;
  /** Its order id (null for one not yet sent to the checkout, or paid in cash). */
  orderId: string | null;
  paymentMethod: PaymentMethodId | null;
  paidAt: string | null;
}

/**
 * UpdatePaymentServiceStatus: the outcome of one checkout attempt, from the server's record, and
 * where what it pays stands now (`latest`): an old order id (browser history) may have been
 * retried and paid since. `void`: the checkout was closed without an answer because a retry, a
 * cash payment or the request's withdrawal took over (`latest` says which).
 */
export interface PaymentStatus {
  orderId: string;
  result: 'paid' | 'failed' | 'cancelled' | 'pending' | 'void';
  message: string | null;
  paymentRequestId: number;
  purpose: PaymentPurpose;
  targetIds: number[];
  title: string;
  amount: number;
  paidAt: string | null;
  /** Why the attempt's request was replaced; null unless it was. */
  replacedReason: ReplacedReason | null;
  latest: LatestRequest;
}

/** GetListPaymentRequest's filters. */
export interface PaymentRequestFilters {
  fiscalYear?: number | null;
  paymentMethod?: PaymentMethodId;
  status?: PaymentRequestStatus;
  settlementStatus?: SettlementStatus;
  purpose?: PaymentPurpose;
}
