/** What the fee calls answer (demo-api/calls/fees.ts documents each call's meaning). */

export type FeeKind = 'admission' | 'annual' | 'affiliation';

/** One membership-fee record (会費管理) of the member. */
export interface Fee {
  id: number;
  fiscalYear: number;
  kind: FeeKind;
  /** e.g. 年会費, 支部会費（関東支部） */
  itemName: string;
  /** e.g. 2026年度 年会費 */
  title: string;
  amount: number;
  dueDate: string;
  status: 'paid' | 'unpaid';
  paidAt: string | null;
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

/** GetMembershipFeePaymentTargetFiscalYear: the fiscal year being invoiced. */
export interface PaymentTarget {
  fiscalYear: number;
  dueDate: string;
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

/** GetListFiscalYearConditionGroup: the amounts of a run of fiscal years. */
export interface FiscalYearConditionGroup {
  id: number;
  name: string;
  conditions: {
    memberType: string;
    admissionFee: number;
    annualFee: number;
    affiliationFee: number | null;
  }[];
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

/** GetDetailPaymentRequest: a request (請求) and what it pays. */
export interface PaymentRequestDetail {
  id: number;
  title: string;
  amount: number;
  status: 'unpaid' | 'paid' | 'cancelled';
  items: Fee[];
}
