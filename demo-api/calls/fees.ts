/**
 * Membership fees (`/api/services/app/MembershipFee/*`), their receipts (`Receipt/*`) and the
 * fiscal-year and bank data of the fee page (`Common/*`). Model: seed/fees.ts; ledger:
 * feeLedger.ts. What each call means, where SPEC §7 only names it:
 *
 * - GetDetailSystem → the system's own settings: the society running it, today's fiscal year in
 *   Japan and how fiscal years run.
 * - GetSystemFiscalYear?date=YYYY-MM-DD → the fiscal year (April–March) of that date.
 * - GetListFiscalYearConditionGroup → the fee table: runs of fiscal years with the amounts each
 *   member type owes (入会金, 年会費, 支部会費).
 * - GetMembershipFeePaymentTargetFiscalYear → the fiscal year whose annual fee the society is
 *   invoicing now (from March, the next one). Due dates are the fee records' own.
 * - GetMembershipFeeManagement?fiscalYear=… → the member's fees of that fiscal year, paid or not.
 * - GetListMembershipFeeManagementNotPayment / GetListMembershipFeePaid → the member's unpaid
 *   (oldest first) and paid (newest first) fee records.
 * - GetMinMembershipFeeUnPaid / GetMinAffiliationMembershipFeeUnPaid → the oldest unpaid
 *   入会金/年会費 and 支部会費 record (null when none): fees are paid oldest first.
 * - DownloadReceiptMembershipFee?id / DownloadReceiptAffiliationMembershipFee?id → the receipt PDF
 *   of a paid 入会金/年会費, resp. 支部会費, record.
 */
import type { FeeManagement, FiscalYear, PaymentTarget } from '../../src/api/payments';
import { DemoApiError, intParam, invalidField, ok, paged, queryParam } from '../abp';
import type { Account } from '../accounts';
import { defineCall } from '../defineCall';
import { todayInJapan } from '../clock';
import {
  FISCAL_YEAR_END_MONTH,
  FISCAL_YEAR_START_MONTH,
  feesOf,
  feeView,
  fiscalYearOf,
  unpaidFeesOf,
  type FeeView,
} from '../feeLedger';
import { receiptDownload } from '../receipts';
import { bankInfo, fiscalYearConditionGroups } from '../seed/fees';
import { memberOf } from '../callers';

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A required YYYY-MM-DD query parameter; anything else is ABP's 400 naming it. */
function dateParam(query: URLSearchParams, name: string): string {
  const value = queryParam(query, name)?.trim() ?? '';
  if (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) return value;
  throw invalidField(name, `${name}はYYYY-MM-DD形式の日付で指定してください`);
}

const isAffiliation = (view: FeeView) => view.kind === 'affiliation';

const viewsOf = (account: Account): FeeView[] => feesOf(memberOf(account).id).map(feeView);
const unpaidViewsOf = (account: Account): FeeView[] =>
  unpaidFeesOf(memberOf(account).id).map(feeView);

/** The annual fee is invoiced in March for the fiscal year starting in April. */
function paymentTarget(today: string): PaymentTarget {
  const month = Number(today.slice(5, 7));
  const fiscalYear = fiscalYearOf(today) + (month === FISCAL_YEAR_END_MONTH ? 1 : 0);
  return { fiscalYear };
}

/** A paid fee of the signed-in member whose kind the receipt call covers; 404 otherwise. */
function paidFeeFor(account: Account, query: URLSearchParams, affiliation: boolean): FeeView {
  const id = intParam(query, 'id');
  const view = viewsOf(account).find((candidate) => candidate.id === id);
  if (!view || isAffiliation(view) !== affiliation) {
    throw new DemoApiError(404, '領収書の対象となる会費が見つかりません');
  }
  if (view.status !== 'paid' || !view.paidAt) {
    throw new DemoApiError(500, '未払いの会費の領収書は発行できません', {
      details: `${view.title}はまだお支払いが確認できていません。`,
    });
  }
  return view;
}

function receiptOf(account: Account, view: FeeView): Promise<Response> {
  const member = memberOf(account);
  return receiptDownload(
    member.id,
    {
      receiptNo: `R${view.fiscalYear}-${String(view.id).padStart(6, '0')}`,
      addressee: member.name,
      proviso: `${view.title}として`,
      // Membership fees are outside the scope of consumption tax (不課税).
      lines: [{ label: view.title, amount: view.amount, taxRate: null }],
      paidAt: view.paidAt ?? undefined,
      paymentMethod: view.paymentMethodName ?? undefined,
    },
    `領収書_${view.fiscalYearName}_${view.kindName}_${member.memberNo}.pdf`,
  );
}

export const feeCalls = [
  defineCall('GetDetailSystem', () =>
    ok({
      systemName: '会員システム',
      societyName: bankInfo.accountHolder,
      today: todayInJapan(),
      currentFiscalYear: fiscalYearOf(todayInJapan()),
      fiscalYearStartMonth: FISCAL_YEAR_START_MONTH,
      fiscalYearEndMonth: FISCAL_YEAR_END_MONTH,
    }),
  ),

  defineCall('GetSystemFiscalYear', ({ query }) =>
    ok<FiscalYear>({
      fiscalYear: fiscalYearOf(dateParam(query, 'date')),
      fiscalYearStartMonth: FISCAL_YEAR_START_MONTH,
      fiscalYearEndMonth: FISCAL_YEAR_END_MONTH,
    }),
  ),

  defineCall('GetSystemBankInfo', () => ok(bankInfo)),

  defineCall('GetListFiscalYearConditionGroup', ({ query }) =>
    paged(fiscalYearConditionGroups, query, 'fromFiscalYear DESC', { whole: true }),
  ),

  defineCall('GetMembershipFeePaymentTargetFiscalYear', () => ok(paymentTarget(todayInJapan()))),

  defineCall('GetMembershipFeeManagement', ({ query, account }) => {
    const fiscalYear = intParam(query, 'fiscalYear');
    const member = memberOf(account);
    const fees = viewsOf(account).filter((view) => view.fiscalYear === fiscalYear);
    const unpaid = fees.filter((view) => view.status === 'unpaid');
    return ok<FeeManagement>({
      fiscalYear,
      memberNo: member.memberNo,
      memberName: member.name,
      memberNameKana: `${member.lastNameKana} ${member.firstNameKana}`,
      memberType: '正会員',
      fees,
      totalAmount: fees.reduce((sum, view) => sum + view.amount, 0),
      unpaidAmount: unpaid.reduce((sum, view) => sum + view.amount, 0),
    });
  }),

  defineCall('GetListMembershipFeeManagementNotPayment', ({ query, account }) =>
    paged(unpaidViewsOf(account), query, undefined, { whole: true }),
  ),

  defineCall('GetListMembershipFeePaid', ({ query, account }) =>
    paged(
      viewsOf(account).filter((view) => view.status === 'paid'),
      query,
      'fiscalYear DESC',
    ),
  ),

  defineCall('GetMinMembershipFeeUnPaid', ({ account }) =>
    ok(unpaidViewsOf(account).find((view) => !isAffiliation(view)) ?? null),
  ),

  defineCall('GetMinAffiliationMembershipFeeUnPaid', ({ account }) =>
    ok(unpaidViewsOf(account).find(isAffiliation) ?? null),
  ),

  defineCall('DownloadReceiptMembershipFee', ({ query, account }) =>
    receiptOf(account, paidFeeFor(account, query, false)),
  ),

  defineCall('DownloadReceiptAffiliationMembershipFee', ({ query, account }) =>
    receiptOf(account, paidFeeFor(account, query, true)),
  ),
];
