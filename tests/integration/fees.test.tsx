/**
 * 会費支払明細 (/MembershipFeeDetail) against the demo API: unpaid fees and the way to /payment,
 * the paid list with receipts, the fiscal year and fee table, and the bank account.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { abpError } from '../../demo-api/abp';
import { demoStore } from '../../demo-api/store';
import { session } from '../../src/providers/session';
import { captureDownloads, type SavedFile } from '../downloads';
import { runClockFrom } from '../demoCalendar';
import { server } from '../msw';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from '../preload';
import { currentUrl, renderApp, signInAs } from '../renderApp';
import { recordSent } from '../requests';

// The demo API and the page share the clock: pin "today" to a day of FY2026. The pinned clock
// still moves forward from test to test: React Query's cache outlives a test, and a clock going
// back would make its answers look fresh and never refetched.
const TODAY = new Date('2026-11-22T10:00:00+09:00');
const STARTED = Date.now();

const section = (name: string) => {
  const heading = screen.getByRole('heading', { name, level: 2 });
  return within(heading.closest<HTMLElement>('section')!);
};

/** Opens the page and waits for its own chunk: the layout's heading comes before it. */
async function openFeePage() {
  renderApp('/MembershipFeeDetail');
  expect(
    await screen.findByRole('heading', { name: '会費支払明細', level: 1 }, { timeout: 15000 }),
  ).toBeVisible();
  await screen.findByRole('heading', { name: '未払いの会費', level: 2 }, { timeout: 15000 });
}

/** The unpaid-fee table, once its three calls have answered (the first render is slow). */
const findUnpaidTable = () =>
  screen.findByRole('table', { name: '未払いの会費' }, { timeout: 15000 });

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeAll(
  () => preloadSignedInApp(() => import('../../src/pages/fees/MembershipFeeDetailPage')),
  PRELOAD_TIMEOUT,
);
beforeEach(() => {
  runClockFrom(TODAY.getTime() + (Date.now() - STARTED));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('会費支払明細 for demo-member', () => {
  beforeEach(() => signInAs('demo-member'));

  it('asks for each part exactly once, with today’s date and the list’s paging', async () => {
    const calls = recordSent();
    await openFeePage();
    await screen.findByText('全12件中 1〜10件');
    await screen.findByText('みずほ銀行（0001）');
    await screen.findByText(/現在の年度：/);
    await screen.findByRole('table', { name: '2026年度の会費' });

    const byName = (name: string) => calls.filter((call) => call.name === name);
    expect(byName('GetSystemFiscalYear').map((call) => call.query)).toEqual([
      { date: '2026-11-22' },
    ]);
    // Page 1, then page 2 fetched ahead of the member (12 rows, 10 a page).
    await waitFor(() =>
      expect(byName('GetListMembershipFeePaid').map((call) => call.query)).toEqual([
        { SkipCount: '0', MaxResultCount: '10', Sorting: 'fiscalYear DESC' },
        { SkipCount: '10', MaxResultCount: '10', Sorting: 'fiscalYear DESC' },
      ]),
    );
    expect(byName('GetListMembershipFeeManagementNotPayment').map((call) => call.query)).toEqual([
      { allItems: 'true' },
    ]);
    expect(byName('GetMembershipFeeManagement').map((call) => call.query)).toEqual([
      { fiscalYear: '2026' },
    ]);
    expect(byName('GetListFiscalYearConditionGroup').map((call) => call.query)).toEqual([
      { allItems: 'true' },
    ]);
    for (const name of [
      'GetMinMembershipFeeUnPaid',
      'GetMinAffiliationMembershipFeeUnPaid',
      'GetMembershipFeePaymentTargetFiscalYear',
      'GetSystemBankInfo',
    ]) {
      expect(byName(name).map((call) => call.query)).toEqual([{}]);
    }
  });

  it('shows the sections under the layout’s heading, the unpaid branch fee first', async () => {
    await openFeePage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const table = await findUnpaidTable();
    expect(section('未払いの会費').getByRole('table')).toBe(table);
    expect(rowTexts(table)).toEqual([
      ['2026年度', '支部会費（関東支部）', '￥2,000', '2026/12/31', 'お支払いへ'],
    ]);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['未払いの会費', '支払済みの会費', '年度と会費額', '銀行振込でのお支払い']);
  });

  it('lists the paid fees ten a page, newest year first, with a receipt each', async () => {
    const user = userEvent.setup();
    await openFeePage();
    await screen.findByText('全12件中 1〜10件');
    const paid = section('支払済みの会費');
    const rows = paid.getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['年度', '内容', '金額', '支払日', '支払方法', '領収書']);
    expect(rows.slice(1)).toHaveLength(10);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026年度', '年会費', '￥8,000', '2026/04/10', 'クレジットカード', '領収書']);
    expect(
      paid.getByRole('button', { name: '領収書（2025年度 支部会費（関東支部））' }),
    ).toBeVisible();

    await user.click(paid.getByRole('button', { name: '2ページ' }));
    // The pager moves at once; the rows follow when page 2 arrives.
    expect(await paid.findByRole('button', { name: '領収書（2012年度 入会金）' })).toBeVisible();
    expect(screen.getByText('全12件中 11〜12件')).toBeVisible();
  });

  it('remembers the paid list’s page when the member comes back', async () => {
    const user = userEvent.setup();
    await openFeePage();
    await screen.findByText('全12件中 1〜10件');
    await user.click(screen.getByRole('button', { name: '2ページ' }));
    await screen.findByText('全12件中 11〜12件');
    await user.click(screen.getByRole('menuitem', { name: /お知らせ一覧/ }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/notices$/i));
    await user.click(screen.getByRole('menuitem', { name: /会費支払明細/ }));
    expect(await screen.findByText('全12件中 11〜12件')).toBeVisible();
  });

  it('shows the fiscal year, this year’s fees, the fee table and the bank account', async () => {
    await openFeePage();
    const year = section('年度と会費額');
    expect(await year.findByText('現在の年度：2026年度（2026年4月〜2027年3月）')).toBeVisible();
    // One due date per fee, the same as the unpaid list gives: no year-wide 納期限 beside it.
    expect(await year.findByText('2026年度の会費')).toBeVisible();
    expect(year.queryByText(/納期限/)).toBeNull();
    expect(rowTexts(year.getByRole('table', { name: '2026年度の会費' }))).toEqual([
      ['年会費', '￥8,000', '2026/06/30', '支払済み（2026/04/10・クレジットカード）'],
      ['支部会費（関東支部）', '￥2,000', '2026/12/31', '未払い'],
    ]);
    const fees = await year.findByRole('table', { name: '年度別の会費額' });
    expect(rowTexts(fees).slice(0, 2)).toEqual([
      ['2024年度〜', '正会員', '￥5,000', '￥8,000', '￥2,000'],
      ['賛助会員', '￥10,000', '￥50,000', 'なし'],
    ]);

    const bank = section('銀行振込でのお支払い');
    expect(await bank.findByText('みずほ銀行（0001）')).toBeVisible();
    expect(bank.getByText('シャ）ニホンショウカキナイシキョウギシカイ')).toBeVisible();
    expect(bank.getByText(/必ず会員番号（7桁）から始めて/)).toHaveTextContent(
      '（例：0012345 ナイシキョウ ハナコ）',
    );
  });

  it('お支払いへ keeps the request as the session’s payment request and opens /payment', async () => {
    const calls = recordSent();
    const user = userEvent.setup();
    await openFeePage();
    await user.click(
      await screen.findByRole('button', { name: 'お支払いへ（2026年度 支部会費（関東支部））' }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/payment'));
    expect(session.paymentRequestId()).toBe('5109');
    expect(
      calls
        .filter((call) => call.name === 'GetDetailPaymentRequest')
        .map(({ name, query }) => ({ name, query })),
    ).toEqual([{ name: 'GetDetailPaymentRequest', query: { id: '5109' } }]);
    expect(await screen.findByRole('heading', { name: 'お支払い', level: 1 })).toBeVisible();
  });

  it('does not send the member to pay a request paid meanwhile, and shows the news', async () => {
    const user = userEvent.setup();
    await openFeePage();
    const pay = await screen.findByRole('button', { name: /^お支払いへ/ });
    // Paid from another tab after the page loaded.
    const request = demoStore.paymentRequests.find((candidate) => candidate.id === 5109)!;
    Object.assign(request, { status: 'paid', paymentMethod: 'bank', paidAt: TODAY.toISOString() });

    await user.click(pay);

    expect(
      await screen.findByText(
        'このご請求はお支払い済みか、取り消されています。最新の状況を表示します。',
      ),
    ).toBeVisible();
    expect(await screen.findByText('未払いの会費はありません。')).toBeVisible();
    expect(currentUrl()).toBe('/MembershipFeeDetail');
    expect(session.paymentRequestId()).toBeNull();
  });

  it('lets only the oldest unpaid fees be paid first', async () => {
    // The FY2025 fees left unpaid: their card payment was cancelled and a new request issued.
    const paid2025 = demoStore.paymentRequests.find((candidate) => candidate.id === 5107)!;
    paid2025.status = 'cancelled';
    demoStore.paymentRequests.push({ ...paid2025, id: 5110, status: 'unpaid', paidAt: null });

    await openFeePage();
    const table = await findUnpaidTable();
    expect(rowTexts(table).map((row) => row.slice(0, 2))).toEqual([
      ['2025年度', '年会費'],
      ['2025年度', '支部会費（関東支部）'],
      ['2026年度', '支部会費（関東支部）'],
    ]);
    expect(
      within(table).getByRole('button', {
        name: 'お支払いへ（2025年度 年会費・2025年度 支部会費（関東支部））',
      }),
    ).toBeEnabled();
    expect(within(table).getByText('合計 ￥10,000')).toBeVisible();
    expect(within(table).getAllByRole('button', { name: /^お支払いへ/ })).toHaveLength(1);
    expect(
      within(table).getByText('先に2025年度 支部会費（関東支部）をお支払いください。'),
    ).toBeVisible();
  });
});

describe('receipts', () => {
  let saved: SavedFile[] = [];

  beforeEach(async () => {
    saved = captureDownloads();
    await signInAs('demo-member');
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves the receipt PDF of an annual fee and of a branch fee under the server’s names', async () => {
    const calls = recordSent();
    const user = userEvent.setup();
    await openFeePage();
    await user.click(await screen.findByRole('button', { name: '領収書（2026年度 年会費）' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(
      screen.getByRole('button', { name: '領収書（2025年度 支部会費（関東支部））' }),
    );
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(saved.map((file) => file.fileName)).toEqual([
      '領収書_2026年度_年会費_0012345.pdf',
      '領収書_2025年度_支部会費_0012345.pdf',
    ]);
    for (const { blob } of saved) {
      expect(blob.type).toBe('application/pdf');
      const head = new Uint8Array(await blob.arrayBuffer()).subarray(0, 5);
      expect(new TextDecoder().decode(head)).toBe('%PDF-');
    }
    const receiptCalls = calls
      .filter((call) => call.name.startsWith('DownloadReceipt'))
      .map(({ name, query }) => ({ name, query }));
    expect(receiptCalls).toEqual([
      { name: 'DownloadReceiptMembershipFee', query: { id: '1015' } },
      { name: 'DownloadReceiptAffiliationMembershipFee', query: { id: '1034' } },
    ]);
  });

  it('shows a failed download in the 領収書ダウンロード dialog', async () => {
    server.use(
      http.get('*/api/services/app/Receipt/DownloadReceiptMembershipFee', () =>
        abpError(500, '領収書を発行できませんでした', {
          details: '時間をおいて再度お試しください。',
        }),
      ),
    );
    const user = userEvent.setup();
    await openFeePage();
    await user.click(await screen.findByRole('button', { name: '領収書（2026年度 年会費）' }));

    const dialog = await screen.findByRole('alertdialog', { name: '領収書ダウンロード' });
    expect(dialog).toHaveTextContent('領収書を発行できませんでした');
    expect(dialog).toHaveTextContent('時間をおいて再度お試しください。');
    expect(saved).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('会費支払明細 for demo-temp (admission fee outstanding)', () => {
  beforeEach(() => signInAs('demo-temp'));

  it('asks for the admission fee and this year’s fee on one request, nothing paid yet', async () => {
    const user = userEvent.setup();
    await openFeePage();
    const table = await findUnpaidTable();
    expect(rowTexts(table)).toEqual([
      ['2026年度', '入会金', '￥5,000', '2026/11/30', '合計 ￥13,000お支払いへ'],
      ['2026年度', '年会費', '￥8,000', '2026/11/30'],
    ]);
    expect(await screen.findByText('支払済みの会費はまだありません。')).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'お支払いへ（2026年度 入会金・2026年度 年会費）' }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/payment'));
    expect(session.paymentRequestId()).toBe('5201');
  });
});
