/**
 * The card-settlement status list (/CreditSettlements and /creditSettlements, one route): the
 * member's card payments and attempts, generated from resources/creditSettlements.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoStore } from '../../demo-api/store';
import { formatDateTime } from '../../src/i18n/format';
import { recordCalls } from '../requests';
import { currentUrl, renderApp, signInAs } from '../renderApp';

const HEADING = 'クレジットカード決済状況一覧';

async function openList(path: string) {
  renderApp(path);
  expect(
    await screen.findByRole('heading', { name: HEADING, level: 1 }, { timeout: 15000 }),
  ).toBeVisible();
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Card payments of earlier years, so that the list has more than one page. */
function addOlderCardPayments(count: number) {
  const [template] = demoStore.paymentRequests.filter((request) => request.memberId === 1);
  for (let index = 0; index < count; index += 1) {
    const day = String(index + 1).padStart(2, '0');
    demoStore.paymentRequests.push({
      ...template!,
      id: 6000 + index,
      title: `2020年度 支部セミナー参加費 ${index + 1}`,
      status: 'paid',
      paymentMethod: 'credit',
      orderId: `JG-202005${day}-0012345-01`,
      settlementStatus: 'completed',
      settledAt: `2020-05-${day}T12:00:00+09:00`,
    });
  }
}

describe('card settlements', () => {
  it('lists the member’s card payments and attempts, newest first, asking only for card ones', async () => {
    await signInAs('demo-member');
    const requests = recordCalls('GetListPaymentRequest');
    await openList('/CreditSettlements');
    await screen.findByText('全7件中 1〜7件');

    expect(
      within(screen.getAllByRole('row')[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
      // 注文番号, as the payment page, the checkout and the receipts call it.
    ).toEqual(['決済日時', '区分', '内容', '金額', '状態', '備考', '注文番号']);
    const rows = bodyRows().map(cellTexts);
    expect(rows.map((row) => row[4])).toEqual([
      '決済完了',
      '決済完了',
      '決済完了',
      '決済完了',
      // Declined, then retried under a new order id: replaced, not withdrawn (取消).
      'やり直したため無効',
      '決済完了',
      '取消',
    ]);
    expect(rows[4]).toEqual([
      // Shown in the browser's time zone, as every time of the portal.
      formatDateTime('2025-04-18T19:58:02+09:00'),
      '会費',
      '2025年度 年会費・支部会費',
      '￥10,000',
      'やり直したため無効',
      // Why the replaced attempt did not go through.
      'カード会社で承認されませんでした',
      'JG-20250418-0012345-01',
    ]);
    expect(requests.map((query) => Object.fromEntries(query))).toEqual([
      { SkipCount: '0', MaxResultCount: '10', Sorting: 'settledAt DESC', paymentMethod: 'credit' },
    ]);
  });

  it('serves the sidebar’s /CreditSettlements and SPEC’s /creditSettlements alike', async () => {
    await signInAs('demo-member');
    const user = userEvent.setup();
    await openList('/creditSettlements');
    await screen.findByText('全7件中 1〜7件');
    await user.click(screen.getByRole('menuitem', { name: /お知らせ一覧/ }));
    await user.click(screen.getByRole('menuitem', { name: new RegExp(HEADING) }));
    await waitFor(() => expect(currentUrl()).toBe('/CreditSettlements'));
    expect(await screen.findByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
  });

  it('filters by state on the server, card payments still', async () => {
    await signInAs('demo-member');
    const requests = recordCalls('GetListPaymentRequest');
    const user = userEvent.setup();
    await openList('/CreditSettlements');
    await screen.findByText('全7件中 1〜7件');

    await user.click(screen.getByRole('combobox', { name: '状態' }));
    await user.click(await screen.findByRole('option', { name: 'やり直したため無効' }));

    await screen.findByText('全1件中 1〜1件');
    expect(bodyRows().map((row) => cellTexts(row)[6])).toEqual(['JG-20250418-0012345-01']);
    expect(Object.fromEntries(requests.at(-1)!)).toMatchObject({
      paymentMethod: 'credit',
      settlementStatus: 'replaced',
    });
  });

  it('remembers its page when the member comes back', async () => {
    addOlderCardPayments(8);
    await signInAs('demo-member');
    const user = userEvent.setup();
    await openList('/CreditSettlements');
    await screen.findByText('全15件中 1〜10件');
    await user.click(screen.getByRole('button', { name: '2ページ' }));
    expect(await screen.findByText('JG-20200501-0012345-01')).toBeVisible();

    await user.click(screen.getByRole('menuitem', { name: /会費支払明細/ }));
    await waitFor(() => expect(currentUrl()).toBe('/MembershipFeeDetail'));
    await user.click(screen.getByRole('menuitem', { name: new RegExp(HEADING) }));

    expect(await screen.findByText('全15件中 11〜15件')).toBeVisible();
    expect(await screen.findByText('JG-20200501-0012345-01')).toBeVisible();
  });

  it('links each settlement to what it paid: the fee page or the order', async () => {
    await signInAs('demo-member');
    const user = userEvent.setup();
    await openList('/CreditSettlements');
    await screen.findByText('全7件中 1〜7件');
    // The failed attempt and the payment that followed both lead to the fee page.
    for (const fee of screen.getAllByRole('link', { name: '2025年度 年会費・支部会費' })) {
      expect(fee).toHaveAttribute('href', '/member/MembershipFeeDetail');
    }
    await user.click(screen.getByRole('link', { name: /学会オリジナル ポロシャツ/ }));
    await waitFor(() => expect(currentUrl()).toBe('/ProductOrderHistories/7002/detail'));
    expect(await screen.findByText('PO-2026-007002')).toBeVisible();
  });

  it('tells a member without card payments so', async () => {
    await signInAs('demo-temp');
    await openList('/CreditSettlements');
    expect(await screen.findByText('カードでの決済はまだありません。')).toBeVisible();
  });
});
