/**
 * Membership fees and payment requests, as the portal models them.
 *
 * - Fee conditions: what each member type owes per fiscal year, grouped into runs of fiscal
 *   years with the same amounts (`GetListFiscalYearConditionGroup`).
 * - Membership fees (会費管理): one record per member, fiscal year and kind — 入会金 once, 年会費
 *   and 支部会費 (the branch's fee, collected separately) every year. A record is paid when a paid
 *   payment request covers it; nothing else marks it paid.
 * - Payment requests (請求): what the member is asked to pay in one go, covering one or more fee
 *   records (`targetIds`). Paying by card leaves a settlement on the request (order id, status,
 *   time); the retry after a failed or abandoned card attempt cancels its request and issues a
 *   new one under a new order id (paymentRequests.ts `renumber`), so the card-settlement list
 *   keeps every attempt.
 *
 * demo-member: admitted in FY2012, fees kept from FY2021, paid through FY2026 except the FY2026
 * 関東支部 fee (invoiced in October, unpaid). demo-temp: 入会金 and the FY2026 年会費 on one unpaid
 * request. Staff: the FY2026 年会費, paid by card. demo-fee: the FY2026 年会費, unpaid.
 */

import type {
  BankInfo,
  FeeCondition,
  FeeKind,
  FiscalYearConditionGroup,
  MembershipFeeRecord,
  PaymentMethodId,
  PaymentRequestRecord,
} from '../../src/api/payments';

/** Stored as answered, less what the calls work out (names, paid state): src/api/payments.ts. */
export type MembershipFee = MembershipFeeRecord;
export type PaymentRequest = PaymentRequestRecord;

export const FEE_KIND_NAMES: Record<FeeKind, string> = {
  admission: '入会金',
  annual: '年会費',
  affiliation: '支部会費',
};

export const PAYMENT_METHOD_NAMES: Record<PaymentMethodId, string> = {
  credit: 'クレジットカード',
  bank: '銀行振込',
  cash: '現金（会場受付）',
};

/** What a request is before anyone has paid or tried to pay it: no method, no card attempt. */
export const UNPAID = {
  status: 'unpaid',
  paymentMethod: null,
  paidAt: null,
  orderId: null,
  settlementStatus: null,
  settledAt: null,
  replacedBy: null,
  replacedReason: null,
} as const satisfies Partial<PaymentRequest>;

const STANDARD = (annualFee: number): FeeCondition => ({
  memberType: '正会員',
  admissionFee: 5000,
  annualFee,
  affiliationFee: 2000,
});
const SUPPORTING = (annualFee: number): FeeCondition => ({
  memberType: '賛助会員',
  admissionFee: 10000,
  annualFee,
  affiliationFee: null,
});

export const fiscalYearConditionGroups: readonly FiscalYearConditionGroup[] = [
  {
    id: 3,
    name: '2024年度〜',
    fromFiscalYear: 2024,
    toFiscalYear: null,
    conditions: [STANDARD(8000), SUPPORTING(50000)],
  },
  {
    id: 2,
    name: '2019年度〜2023年度',
    fromFiscalYear: 2019,
    toFiscalYear: 2023,
    conditions: [STANDARD(7000), SUPPORTING(30000)],
  },
  {
    id: 1,
    name: '2010年度〜2018年度',
    fromFiscalYear: 2010,
    toFiscalYear: 2018,
    conditions: [STANDARD(6000), SUPPORTING(30000)],
  },
];

/** What a 正会員 owes for a kind of fee in a fiscal year, from the condition groups. */
function standardAmount(kind: FeeKind, fiscalYear: number): number {
  const group = fiscalYearConditionGroups.find(
    (candidate) =>
      candidate.fromFiscalYear <= fiscalYear &&
      (candidate.toFiscalYear === null || fiscalYear <= candidate.toFiscalYear),
  );
  const condition = group?.conditions.find((candidate) => candidate.memberType === '正会員');
  if (!condition) throw new Error(`no fee condition for FY${fiscalYear}`);
  const amounts = {
    admission: condition.admissionFee,
    annual: condition.annualFee,
    affiliation: condition.affiliationFee ?? 0,
  };
  return amounts[kind];
}

const KANTO = '関東支部';

function fee(
  id: number,
  memberId: number,
  fiscalYear: number,
  kind: FeeKind,
  dueDate = `${fiscalYear}-06-30`,
): MembershipFee {
  return {
    id,
    memberId,
    fiscalYear,
    kind,
    affiliationName: kind === 'affiliation' ? KANTO : null,
    amount: standardAmount(kind, fiscalYear),
    dueDate,
  };
}

const HANAKO = 1;
const TARO = 2;

// Fee ids: member × 1000 + a running number, so a record's owner is easy to spot in the demo.
const hanakoYears = [2021, 2022, 2023, 2024, 2025, 2026];
const hanakoAnnual = hanakoYears.map((year, index) => fee(1010 + index, HANAKO, year, 'annual'));
const hanakoAffiliation = hanakoYears.map((year, index) =>
  fee(1030 + index, HANAKO, year, 'affiliation', year === 2026 ? '2026-12-31' : undefined),
);
const hanakoAdmission = fee(1001, HANAKO, 2012, 'admission', '2012-03-31');
const taroAdmission = fee(2001, TARO, 2026, 'admission', '2026-11-30');
const taroAnnual = fee(2010, TARO, 2026, 'annual', '2026-11-30');
// demo-fee (member 7): only the FY2026 年会費, unpaid; the fee-payment e2e pays it by card.
const misakiAnnual = fee(7010, 7, 2026, 'annual');
// demo-venue (member 8): the FY2026 年会費, paid, so her card is valid at the venue.
const yumiAnnual = fee(8010, 8, 2026, 'annual');
const staffAnnual = [3, 4, 5].map((memberId) =>
  fee(memberId * 1000 + 10, memberId, 2026, 'annual'),
);

export const membershipFees: readonly MembershipFee[] = [
  hanakoAdmission,
  // Annual before affiliation within a year: the paid list keeps this order among equal years.
  ...hanakoYears.flatMap((_year, index) => [hanakoAnnual[index]!, hanakoAffiliation[index]!]),
  taroAdmission,
  taroAnnual,
  ...staffAnnual,
  misakiAnnual,
  yumiAnnual,
];

type RequestSeed = Pick<PaymentRequest, 'id' | 'issuedOn' | 'dueDate'> & {
  fees: MembershipFee[];
  title?: string;
} & Partial<
    Pick<
      PaymentRequest,
      | 'status'
      | 'paymentMethod'
      | 'paidAt'
      | 'orderId'
      | 'settlementStatus'
      | 'replacedBy'
      | 'replacedReason'
    >
  > & { settledAt?: string };

function titleOf(fees: MembershipFee[]): string {
  const years = [...new Set(fees.map((item) => item.fiscalYear))];
  const kinds = fees.map((item) => FEE_KIND_NAMES[item.kind]).join('・');
  return `${years.map((year) => `${year}年度`).join('・')} ${kinds}`;
}

function request(seed: RequestSeed): PaymentRequest {
  const { fees, settledAt, ...rest } = seed;
  const [first] = fees;
  if (!first) throw new Error(`request ${seed.id} pays nothing`);
  return {
    memberId: first.memberId,
    purpose: 'membershipFee',
    title: seed.title ?? titleOf(fees),
    targetIds: fees.map((item) => item.id),
    amount: fees.reduce((sum, item) => sum + item.amount, 0),
    ...UNPAID,
    ...rest,
    settledAt: settledAt ?? null,
  };
}

/** A bank transfer the secretariat has matched to the request. */
const byBank = (paidAt: string) => ({
  status: 'paid' as const,
  paymentMethod: 'bank' as const,
  paidAt,
});

/** A completed card settlement. */
const byCard = (paidAt: string, orderId: string) => ({
  status: 'paid' as const,
  paymentMethod: 'credit' as const,
  paidAt,
  orderId,
  settlementStatus: 'completed' as const,
  settledAt: paidAt,
});

/** A card attempt the member cancelled at the checkout, its request withdrawn. */
const cancelledAttempt = (at: string, orderId: string) => ({
  status: 'cancelled' as const,
  paymentMethod: 'credit' as const,
  orderId,
  settlementStatus: 'cancelled' as const,
  settledAt: at,
});

/** A card attempt that was declined, then retried under a new order id (request `successor`). */
const declinedThenRetried = (at: string, orderId: string, successor: number) => ({
  status: 'replaced' as const,
  paymentMethod: 'credit' as const,
  orderId,
  settlementStatus: 'replaced' as const,
  settledAt: at,
  replacedBy: successor,
  replacedReason: 'declined' as const,
});

const yearFees = (index: number) => [hanakoAnnual[index]!, hanakoAffiliation[index]!];

export const paymentRequests: readonly PaymentRequest[] = [
  request({
    id: 5001,
    fees: [hanakoAdmission],
    issuedOn: '2012-03-15',
    dueDate: '2012-03-31',
    ...byBank('2012-03-28T10:15:00+09:00'),
  }),
  request({
    id: 5101,
    fees: yearFees(0),
    issuedOn: '2021-04-01',
    dueDate: '2021-06-30',
    ...byBank('2021-05-12T14:02:00+09:00'),
  }),
  request({
    id: 5102,
    fees: yearFees(1),
    issuedOn: '2022-04-01',
    dueDate: '2022-06-30',
    ...byBank('2022-05-09T11:40:00+09:00'),
  }),
  request({
    id: 5103,
    fees: yearFees(2),
    issuedOn: '2023-04-01',
    dueDate: '2023-06-30',
    ...cancelledAttempt('2023-04-20T21:10:36+09:00', 'JG-20230420-0012345-01'),
  }),
  request({
    id: 5104,
    fees: yearFees(2),
    issuedOn: '2023-04-21',
    dueDate: '2023-06-30',
    ...byBank('2023-04-28T09:31:00+09:00'),
  }),
  request({
    id: 5105,
    fees: yearFees(3),
    issuedOn: '2024-04-01',
    dueDate: '2024-06-30',
    ...byCard('2024-04-22T12:31:09+09:00', 'JG-20240422-0012345-01'),
  }),
  request({
    id: 5106,
    fees: yearFees(4),
    issuedOn: '2025-04-01',
    dueDate: '2025-06-30',
    ...declinedThenRetried('2025-04-18T19:58:02+09:00', 'JG-20250418-0012345-01', 5107),
  }),
  request({
    id: 5107,
    fees: yearFees(4),
    issuedOn: '2025-04-18',
    dueDate: '2025-06-30',
    ...byCard('2025-04-18T20:04:47+09:00', 'JG-20250418-0012345-02'),
  }),
  request({
    id: 5108,
    fees: [hanakoAnnual[5]!],
    issuedOn: '2026-04-01',
    dueDate: '2026-06-30',
    ...byCard('2026-04-10T09:52:13+09:00', 'JG-20260410-0012345-01'),
  }),
  request({
    id: 5109,
    fees: [hanakoAffiliation[5]!],
    issuedOn: '2026-10-01',
    dueDate: '2026-12-31',
  }),
  request({
    id: 5201,
    fees: [taroAdmission, taroAnnual],
    issuedOn: '2026-10-30',
    dueDate: '2026-11-30',
  }),
  request({
    id: 5202,
    fees: [misakiAnnual],
    issuedOn: '2026-04-01',
    dueDate: '2026-06-30',
  }),
  ...staffAnnual.map((item, index) =>
    request({
      id: 5301 + index,
      fees: [item],
      issuedOn: '2026-04-01',
      dueDate: '2026-06-30',
      ...byCard('2026-04-01T10:00:00+09:00', `JG-20260401-000010${index + 1}-01`),
    }),
  ),
  request({
    id: 5311,
    fees: [yumiAnnual],
    issuedOn: '2026-04-01',
    dueDate: '2026-06-30',
    ...byCard('2026-04-18T21:40:12+09:00', 'JG-20260418-0078901-01'),
  }),
];

/** The society's account for bank transfers (`GetSystemBankInfo`). */
export const bankInfo: BankInfo = {
  bankName: 'みずほ銀行',
  bankCode: '0001',
  branchName: '神田支店',
  branchCode: '112',
  accountType: '普通',
  accountNumber: '2468013',
  accountHolder: '一般社団法人 日本消化器内視鏡技師会',
  accountHolderKana: 'シャ）ニホンショウカキナイシキョウギシカイ',
};
