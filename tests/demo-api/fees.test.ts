// @vitest-environment node
/** The fee, receipt and payment-request calls of the demo API (model: demo-api/seed/fees.ts). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DocumentFile } from '../../src/api/download';
import { todayInJapan } from '../../demo-api/clock';
import { fiscalYearOf } from '../../demo-api/feeLedger';
import { demoStore } from '../../demo-api/store';
import { dataOf, get, ORIGIN, signIn } from './helpers';

const API = `${ORIGIN}/api/services/app`;

interface FeeRow {
  id: number;
  fiscalYear: number;
  kind: string;
  title: string;
  amount: number;
  status: string;
  paidAt: string | null;
  paymentMethodName: string | null;
  paymentRequestId: number | null;
}

interface RequestRow {
  id: number;
  title: string;
  amount: number;
  status: string;
  paymentMethod: string | null;
  orderId: string | null;
  settlementStatus: string | null;
  settledAt: string | null;
  targetIds: number[];
  items?: FeeRow[];
}

async function call<T>(login: string, path: string) {
  return get<T>(`${API}/${path}`, await signIn(login));
}

async function dataFor<T>(login: string, path: string): Promise<T> {
  const { status, body } = await call<T>(login, path);
  expect(status, JSON.stringify(body.error)).toBe(200);
  return dataOf(body);
}

/** The text of every page of a PDF, each page's items joined. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages;
}

describe('fiscal year, fee table and bank account (Common)', () => {
  it.each([
    ['2026-11-22', 2026],
    ['2026-04-01', 2026],
    ['2026-03-31', 2025],
    ['2027-01-05', 2026],
  ])('GetSystemFiscalYear?date=%s is FY%i (April–March)', async (date, fiscalYear) => {
    expect(await dataFor('demo-member', `Common/GetSystemFiscalYear?date=${date}`)).toEqual({
      fiscalYear,
      fiscalYearStartMonth: 4,
      fiscalYearEndMonth: 3,
    });
  });

  it('GetDetailSystem names the society and today’s fiscal year in Japan', async () => {
    expect(await dataFor('demo-member', 'Common/GetDetailSystem')).toEqual({
      systemName: '会員システム',
      societyName: '一般社団法人 日本消化器内視鏡技師会',
      today: '2026-11-22',
      currentFiscalYear: 2026,
      fiscalYearStartMonth: 4,
      fiscalYearEndMonth: 3,
    });
  });

  it.each(['', 'date=2026-13-01', 'date=22/11/2026'])(
    'GetSystemFiscalYear?%s is a 400 naming the date',
    async (query) => {
      const { status, body } = await call('demo-member', `Common/GetSystemFiscalYear?${query}`);
      expect(status).toBe(400);
      expect(body.error?.validationErrors?.[0]?.members).toEqual(['date']);
    },
  );

  it('GetListFiscalYearConditionGroup gives the fee table, newest group first', async () => {
    const groups = await dataFor<
      { name: string; conditions: { memberType: string; annualFee: number }[] }[]
    >('demo-member', 'Common/GetListFiscalYearConditionGroup?allItems=true');
    expect(groups.map((group) => group.name)).toEqual([
      '2024年度〜',
      '2019年度〜2023年度',
      '2010年度〜2018年度',
    ]);
    expect(groups[0]!.conditions[0]).toEqual({
      memberType: '正会員',
      admissionFee: 5000,
      annualFee: 8000,
      affiliationFee: 2000,
    });
  });

  it('GetSystemBankInfo gives the account with its holder in kana', async () => {
    expect(await dataFor('demo-member', 'Common/GetSystemBankInfo')).toMatchObject({
      bankName: 'みずほ銀行',
      accountType: '普通',
      accountNumber: expect.stringMatching(/^\d{7}$/),
      accountHolderKana: expect.stringMatching(/^[ァ-ヶー）（\s]+$/),
    });
  });
});

describe('membership fees (MembershipFee)', () => {
  it('demo-member has paid every year from FY2021 except the FY2026 branch fee', async () => {
    const paid = await dataFor<FeeRow[]>(
      'demo-member',
      'MembershipFee/GetListMembershipFeePaid?SkipCount=0&MaxResultCount=100',
    );
    expect(paid.map((fee) => fee.title)).toEqual([
      '2026年度 年会費',
      '2025年度 年会費',
      '2025年度 支部会費（関東支部）',
      '2024年度 年会費',
      '2024年度 支部会費（関東支部）',
      '2023年度 年会費',
      '2023年度 支部会費（関東支部）',
      '2022年度 年会費',
      '2022年度 支部会費（関東支部）',
      '2021年度 年会費',
      '2021年度 支部会費（関東支部）',
      '2012年度 入会金',
    ]);
    expect(paid[0]).toMatchObject({
      amount: 8000,
      paidAt: '2026-04-10T09:52:13+09:00',
      paymentMethodName: 'クレジットカード',
    });
    expect(paid.find((fee) => fee.fiscalYear === 2021)).toMatchObject({
      amount: 7000,
      paymentMethodName: '銀行振込',
    });

    const unpaid = await dataFor<FeeRow[]>(
      'demo-member',
      'MembershipFee/GetListMembershipFeeManagementNotPayment',
    );
    expect(unpaid).toEqual([
      expect.objectContaining({
        title: '2026年度 支部会費（関東支部）',
        amount: 2000,
        status: 'unpaid',
        dueDate: '2026-12-31',
        paymentRequestId: 5109,
      }),
    ]);
  });

  it('pages the paid list 10 at a time', async () => {
    const { body } = await call<FeeRow[]>(
      'demo-member',
      'MembershipFee/GetListMembershipFeePaid?SkipCount=10&MaxResultCount=10&Sorting=fiscalYear%20DESC',
    );
    expect(body.result?.data).toHaveLength(2);
    expect(body.result?.pagination).toEqual({ totalCount: 12, pageIndex: 2, pageSize: 10 });
  });

  it('demo-temp owes the admission fee and the FY2026 annual fee, on one request', async () => {
    const unpaid = await dataFor<FeeRow[]>(
      'demo-temp',
      'MembershipFee/GetListMembershipFeeManagementNotPayment',
    );
    expect(unpaid.map((fee) => [fee.title, fee.amount, fee.paymentRequestId])).toEqual([
      ['2026年度 入会金', 5000, 5201],
      ['2026年度 年会費', 8000, 5201],
    ]);
    expect(
      await dataFor('demo-temp', 'MembershipFee/GetListMembershipFeePaid?MaxResultCount=10'),
    ).toEqual([]);
    expect(
      await dataFor<FeeRow>('demo-temp', 'MembershipFee/GetMinMembershipFeeUnPaid'),
    ).toMatchObject({ kind: 'admission', fiscalYear: 2026 });
    expect(
      await dataFor('demo-temp', 'MembershipFee/GetMinAffiliationMembershipFeeUnPaid'),
    ).toBeNull();
  });

  it('names the oldest unpaid fee of each kind, which must be paid first', async () => {
    expect(await dataFor('demo-member', 'MembershipFee/GetMinMembershipFeeUnPaid')).toBeNull();
    expect(
      await dataFor<FeeRow>('demo-member', 'MembershipFee/GetMinAffiliationMembershipFeeUnPaid'),
    ).toMatchObject({ fiscalYear: 2026, kind: 'affiliation' });

    // An older branch fee left unpaid comes first.
    const paid2025 = demoStore.paymentRequests.find((request) => request.id === 5107)!;
    paid2025.status = 'cancelled';
    expect(
      await dataFor<FeeRow>('demo-member', 'MembershipFee/GetMinAffiliationMembershipFeeUnPaid'),
    ).toMatchObject({ fiscalYear: 2025, kind: 'affiliation' });
    expect(
      await dataFor<FeeRow>('demo-member', 'MembershipFee/GetMinMembershipFeeUnPaid'),
    ).toMatchObject({ fiscalYear: 2025, kind: 'annual' });
  });

  it('GetMembershipFeeManagement gives one fiscal year of the member', async () => {
    expect(
      await dataFor('demo-member', 'MembershipFee/GetMembershipFeeManagement?fiscalYear=2026'),
    ).toMatchObject({
      fiscalYear: 2026,
      memberNo: '0012345',
      memberType: '正会員',
      totalAmount: 10000,
      unpaidAmount: 2000,
      fees: [
        expect.objectContaining({ kind: 'annual', status: 'paid' }),
        expect.objectContaining({ kind: 'affiliation', status: 'unpaid' }),
      ],
    });
    const { status } = await call('demo-member', 'MembershipFee/GetMembershipFeeManagement');
    expect(status).toBe(400);
  });

  it('GetMembershipFeePaymentTargetFiscalYear is the fiscal year being invoiced', async () => {
    const today = todayInJapan();
    const march = today.slice(5, 7) === '03';
    const fiscalYear = fiscalYearOf(today) + (march ? 1 : 0);
    // No year-wide due date: the year's fees carry their own, which differ.
    expect(
      await dataFor('demo-member', 'MembershipFee/GetMembershipFeePaymentTargetFiscalYear'),
    ).toEqual({ fiscalYear });
  });

  it('gives each fee one due date: its own, which the request asking for it shares', async () => {
    const year = await dataFor<{ fees: (FeeRow & { dueDate: string })[] }>(
      'demo-member',
      'MembershipFee/GetMembershipFeeManagement?fiscalYear=2026',
    );
    expect(year.fees.map((fee) => [fee.title, fee.dueDate])).toEqual([
      ['2026年度 年会費', '2026-06-30'],
      ['2026年度 支部会費（関東支部）', '2026-12-31'],
    ]);
    // [request, fee] pairs whose due dates differ: the payment page would contradict the fee page.
    const differing = demoStore.paymentRequests
      .filter((request) => request.purpose === 'membershipFee')
      .flatMap((request) =>
        demoStore.membershipFees
          .filter((fee) => request.targetIds.includes(fee.id) && fee.dueDate !== request.dueDate)
          .map((fee) => [request.id, fee.id]),
      );
    expect(differing).toEqual([]);
  });

  it('keeps the last annual payment of the member detail on the same ledger', async () => {
    expect(
      await dataFor<{ lastPayment: unknown }>(
        'demo-member',
        'Common/GetDetailMemberSetLastPayment',
      ),
    ).toMatchObject({
      lastPayment: { fiscalYear: 2026, paidAt: '2026-04-10T09:52:13+09:00', amount: 8000 },
    });
  });
});

describe('receipts (Receipt)', () => {
  it('DownloadReceiptMembershipFee is a one-page receipt PDF for a paid annual fee', async () => {
    const file = await dataFor<DocumentFile>(
      'demo-member',
      'Receipt/DownloadReceiptMembershipFee?id=1015',
    );
    expect(file.content_type).toBe('application/pdf');
    expect(file.file_name).toBe('領収書_2026年度_年会費_0012345.pdf');
    const bytes = Buffer.from(file.base64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfText(new Uint8Array(bytes));
    expect(pages).toHaveLength(1);
    const text = pages[0]!.replace(/\s+/g, '');
    expect(text).toContain('領収書');
    expect(text).toContain('内視鏡花子様');
    expect(text).toContain('2026年度年会費として');
    expect(text).toContain('¥8,000');
    expect(text).toContain('不課税');
    // Dues bear no consumption tax: the receipt says 不課税, never 税込.
    expect(text).toContain('¥8,000-（不課税）');
    expect(text).not.toContain('税込');
    expect(text).toContain('日本消化器内視鏡技師会');
  });

  it('DownloadReceiptAffiliationMembershipFee covers branch fees only', async () => {
    const file = await dataFor<DocumentFile>(
      'demo-member',
      'Receipt/DownloadReceiptAffiliationMembershipFee?id=1034',
    );
    expect(file.file_name).toBe('領収書_2025年度_支部会費_0012345.pdf');
    const [text = ''] = await pdfText(new Uint8Array(Buffer.from(file.base64, 'base64')));
    expect(text.replace(/\s+/g, '')).toContain('2025年度支部会費（関東支部）として');

    const wrongKind = await call('demo-member', 'Receipt/DownloadReceiptMembershipFee?id=1034');
    expect(wrongKind.status).toBe(404);
    const annual = await call(
      'demo-member',
      'Receipt/DownloadReceiptAffiliationMembershipFee?id=1015',
    );
    expect(annual.status).toBe(404);
  });

  it.each([
    ['membership fee', 'DownloadReceiptMembershipFee?id=1015', 'R2026-001015', '（不課税）'],
    ['participation', 'DownloadReceiptEvent?id=5004', 'E2026-005004', '（税込）'],
    ['goods', 'DownloadReceiptProductOrder?id=7001', 'RPO-2026-007001', '（税込）'],
  ])(
    'keeps a %s receipt’s first issue date and marks a later download 再発行',
    async (_kind, path, receiptNo, note) => {
      const download = async () => {
        const file = await dataFor<DocumentFile>('demo-member', `Receipt/${path}`);
        const [text = ''] = await pdfText(new Uint8Array(Buffer.from(file.base64, 'base64')));
        return text.replace(/\s+/g, '');
      };
      const first = await download();
      expect(first).toContain('発行日2026年11月22日');
      expect(first).not.toContain('再発行');
      expect(first).toContain(note);
      expect(first).toContain(`No.${receiptNo}`);

      vi.stubEnv('DEMO_TODAY', '2026-11-25');
      onTestFinished(() => {
        vi.unstubAllEnvs();
      });
      const again = await download();
      expect(again).toContain('発行日2026年11月22日');
      expect(again).toContain('再発行2026年11月25日');
      expect(again).toContain(`No.${receiptNo}`);
      expect(demoStore.receipts).toHaveLength(1);
    },
  );

  it('refuses unpaid fees and other members’ fees', async () => {
    const unpaid = await call(
      'demo-member',
      'Receipt/DownloadReceiptAffiliationMembershipFee?id=1035',
    );
    expect(unpaid.status).toBe(500);
    expect(unpaid.body.error?.message).toBe('未払いの会費の領収書は発行できません');
    const foreign = await call('demo-temp', 'Receipt/DownloadReceiptMembershipFee?id=1015');
    expect(foreign.status).toBe(404);
  });
});

describe('payment requests', () => {
  it('GetDetailPaymentRequest gives a request of the member with what it pays', async () => {
    const request = await dataFor<RequestRow>(
      'demo-temp',
      'MembershipFee/GetDetailPaymentRequest?id=5201',
    );
    expect(request).toMatchObject({
      title: '2026年度 入会金・年会費',
      amount: 13000,
      status: 'unpaid',
      dueDate: '2026-11-30',
      targetIds: [2001, 2010],
    });
    expect(request.items?.map((item) => item.title)).toEqual([
      '2026年度 入会金',
      '2026年度 年会費',
    ]);
    const foreign = await call('demo-member', 'MembershipFee/GetDetailPaymentRequest?id=5201');
    expect(foreign.status).toBe(404);
  });

  it('GetListPaymentRequest filtered to card payments lists every card attempt', async () => {
    const { body } = await call<RequestRow[]>(
      'demo-member',
      'Payment/GetListPaymentRequest?paymentMethod=credit&SkipCount=0&MaxResultCount=10&Sorting=settledAt%20DESC',
    );
    // Fees and goods alike (seed/products.ts: two orders paid by card).
    expect(body.result?.pagination?.totalCount).toBe(7);
    expect(
      body.result?.data.map((row) => [row.settledAt?.slice(0, 10), row.settlementStatus]),
    ).toEqual([
      ['2026-11-02', 'completed'],
      ['2026-05-10', 'completed'],
      ['2026-04-10', 'completed'],
      ['2025-04-18', 'completed'],
      // Declined, then retried under a new order id.
      ['2025-04-18', 'replaced'],
      ['2024-04-22', 'completed'],
      ['2023-04-20', 'cancelled'],
    ]);
    expect(body.result?.data.every((row) => row.paymentMethod === 'credit' && row.orderId)).toBe(
      true,
    );
  });

  it('filters by settlement status and knows only the member’s own requests', async () => {
    const replaced = await dataFor<RequestRow[]>(
      'demo-member',
      'Payment/GetListPaymentRequest?paymentMethod=credit&settlementStatus=replaced',
    );
    expect(replaced.map((row) => row.orderId)).toEqual(['JG-20250418-0012345-01']);
    expect(
      await dataFor('demo-temp', 'Payment/GetListPaymentRequest?paymentMethod=credit'),
    ).toEqual([]);
  });
});
