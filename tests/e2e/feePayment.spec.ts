/**
 * Paying the membership fee itself by card, as demo-fee (松井 美咲): from 会費支払明細 through
 * お支払い to the demo checkout, a declined card and a cancelled checkout, each retried under a
 * new order id, then paid; back on the fee page the fee is paid, with a receipt, and the
 * card-settlement list keeps every attempt. demo-fee's one unpaid fee (the FY2026 年会費, request
 * 5202) is read by no other spec; demo-member's unpaid 関東支部 fee, which fees.spec.ts and
 * dashboard.spec.ts assert, is left alone. One test: paying is once per run (the demo API is reset
 * before each run, not between tests).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  FEE_MEMBER,
  expect,
  memberPath,
  openSignedIn,
  pageHeading,
  test,
  urlPath,
  freshOnRetry,
} from './fixtures';

const FEE = '2026年度 年会費';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Leaves /payment for the demo checkout and returns the order id it was given. */
async function toCheckout(page: Page, button: Locator): Promise<string> {
  await button.click();
  await expect(page).toHaveURL(/\/api\/DemoCheckout\/Pay\?/);
  await expect(page.getByRole('heading', { name: 'カード決済' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect(orderId).toMatch(/^JG-20261122-0067890-\d{2}$/);
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByText(FEE)).toBeVisible();
  await expect(page.getByText('8,000円')).toBeVisible();
  return orderId;
}

test.describe('paying the membership fee by card', () => {
  test.use({ account: FEE_MEMBER.login });

  test('a declined card and a cancelled checkout, each retried under a new order id, then paid', async ({
    page,
  }) => {
    await freshOnRetry(FEE_MEMBER.login);
    // Three trips to the checkout, a download and four pages: more than the default 30 s when
    // two workers share a busy machine.
    test.setTimeout(90_000);
    await openSignedIn(page, '/MembershipFeeDetail');
    await expect(pageHeading(page, '会費支払明細')).toBeVisible();
    const unpaid = section(page, '未払いの会費');
    await expect(unpaid.getByRole('row', { name: new RegExp(FEE) })).toContainText('￥8,000');
    await unpaid.getByRole('button', { name: `お支払いへ（${FEE}）` }).click();

    // お支払い: the fee's request, payable by card.
    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    await expect(pageHeading(page, 'お支払い')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth.paymentRequestId'))).toBe('5202');
    const current = page.getByRole('region', { name: 'ご請求内容' });
    await expect(
      current
        .getByRole('table', { name: 'ご請求の内訳' })
        .getByRole('row', { name: /お支払い金額/ }),
    ).toContainText('￥8,000');

    // A declined card: the provider's message, nothing charged, a retry under a new order id.
    const declined = await toCheckout(
      page,
      current.getByRole('button', { name: 'クレジットカードで支払う' }),
    );
    await page.getByRole('button', { name: /失敗させる/ }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    const failure = page.getByRole('alert').filter({ hasText: '決済に失敗しました' });
    await expect(failure).toContainText('カード会社で取引が承認されませんでした');
    await expect(failure).toContainText(`注文番号 ${declined}`);

    // A cancelled checkout: said so, and again a new order id.
    const retry = current.getByRole('button', { name: 'もう一度クレジットカードで支払う' });
    const cancelled = await toCheckout(page, retry);
    expect(cancelled).not.toBe(declined);
    await page.getByRole('button', { name: 'キャンセル', exact: true }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    await expect(
      page.getByRole('status').filter({ hasText: 'キャンセルされました' }),
    ).toContainText(`注文番号 ${cancelled}`);

    // Paid at the third attempt; the session no longer holds a request to pay.
    const paid = await toCheckout(page, retry);
    expect([declined, cancelled]).not.toContain(paid);
    await page.getByRole('button', { name: '支払う', exact: true }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    const done = page.getByRole('status').filter({ hasText: 'お支払いが完了しました' });
    await expect(done).toContainText(`${FEE}（￥8,000、注文番号 ${paid}）`);
    expect(await page.evaluate(() => localStorage.getItem('auth.paymentRequestId'))).toBeNull();
    // The result is the page's whole answer: no request list, no request to choose.
    await expect(section(page, 'ご請求一覧')).toHaveCount(0);
    await expect(current).toHaveCount(0);

    // Back through the history (past the checkout, which sends the browser on) to the cancelled
    // attempt's result: it tells of the payment made since, never of a cancellation.
    for (let step = 0; step < 3 && !page.url().includes(cancelled); step += 1) {
      await page.goBack();
      // Never a step back while the checkout, come back to, is still sending the browser on: the
      // two would take it further back than one entry.
      await expect(page).not.toHaveURL(/\/api\/DemoCheckout\//);
      await page.waitForLoadState('load');
    }
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(cancelled);
    const later = page.getByRole('status').filter({ hasText: 'お支払いが完了しました' });
    await expect(later).toContainText(`${FEE}（￥8,000、注文番号 ${paid}）`);
    await expect(later).toContainText(
      `注文番号 ${cancelled} の手続きは、お支払いをやり直したため無効です（決済画面でキャンセルされました）。`,
    );
    await expect(page.getByText('キャンセルされました', { exact: true })).toHaveCount(0);
    await expect(current).toHaveCount(0);
    await openSignedIn(page, `/payment?orderId=${paid}`);
    // The receipt right here is the one the fee page offers.
    const [fromResult] = await Promise.all([
      page.waitForEvent('download'),
      done.getByRole('button', { name: `領収書（${FEE}）` }).click(),
    ]);
    expect(fromResult.suggestedFilename()).toBe('領収書_2026年度_年会費_0067890.pdf');
    await done.getByRole('link', { name: 'お支払いした内容を見る' }).click();

    // 会費支払明細: nothing left to pay; the fee is among the paid ones, with a receipt.
    await expect(page).toHaveURL(urlPath(memberPath('/MembershipFeeDetail')));
    await expect(unpaid).toContainText('未払いの会費はありません。');
    const paidFees = section(page, '支払済みの会費');
    await expect(paidFees.getByRole('row', { name: new RegExp(FEE) })).toContainText('￥8,000');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      paidFees.getByRole('button', { name: `領収書（${FEE}）` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('領収書_2026年度_年会費_0067890.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // クレジットカード決済状況一覧: all three attempts, the two retried ones as replaced, with why.
    await openSignedIn(page, '/CreditSettlements');
    await expect(pageHeading(page, 'クレジットカード決済状況一覧')).toBeVisible();
    const row = (orderId: string) =>
      page.getByRole('main').getByRole('row').filter({ hasText: orderId });
    await expect(row(declined)).toContainText('やり直したため無効');
    await expect(row(declined)).toContainText('カード会社で承認されませんでした');
    await expect(row(cancelled)).toContainText('やり直したため無効');
    await expect(row(cancelled)).toContainText('決済画面でキャンセルされました');
    await expect(row(paid)).toContainText('決済完了');
  });
});
