/**
 * Card payment as demo-member through the demo checkout: a declined card, then a retry under a
 * new order id that is paid, both attempts in the card-settlement list (the declined one, once
 * retried, as replaced). It pays demo-member's
 * seeded unpaid goods order (PO-2026-007004), which no other spec reads; the unpaid 関東支部 fee
 * that fees.spec.ts and dashboard.spec.ts assert is left alone. The two steps run in order, the
 * second on what the first left (a retry runs both again from the seed).
 */
import type { Page } from '@playwright/test';
import {
  MEMBER,
  expect,
  memberPath,
  openSignedIn,
  pageHeading,
  test,
  urlPath,
  freshOnRetry,
  navigateInApp,
} from './fixtures';

test.describe.configure({ mode: 'serial' });

/** The settlement list's row of one checkout attempt. */
const settlementRow = (page: Page, orderId: string) =>
  page.getByRole('main').getByRole('row').filter({ hasText: orderId });

test.describe('card payment', () => {
  test.use({ account: MEMBER.login });
  let firstOrderId = '';

  test('a declined card says why, and the attempt is listed as failed', async ({ page }) => {
    await freshOnRetry(MEMBER.login);
    await openSignedIn(page, '/ProductOrderHistories/7004/detail');
    await expect(pageHeading(page, '注文詳細')).toBeVisible();
    await page.getByRole('button', { name: 'お支払いへ' }).click();

    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    const current = page.getByRole('region', { name: 'ご請求内容' });
    await current.getByRole('button', { name: 'クレジットカードで支払う' }).click();
    await expect(page).toHaveURL(/\/api\/DemoCheckout\/Pay\?/);
    firstOrderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect(firstOrderId).toMatch(/^JG-20261122-0012345-\d{2}$/);
    await page.getByRole('button', { name: /失敗させる/ }).click();

    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    const failure = page.getByRole('alert').filter({ hasText: '決済に失敗しました' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('カード会社で取引が承認されませんでした');
    await expect(
      current.getByRole('button', { name: 'もう一度クレジットカードで支払う' }),
    ).toBeVisible();

    await navigateInApp(page, '/CreditSettlements');
    await expect(settlementRow(page, firstOrderId)).toContainText('失敗');
  });

  test('the retry goes under a new order id and pays the order', async ({ page }) => {
    expect(firstOrderId).not.toBe('');
    await openSignedIn(page, '/ProductOrderHistories/7004/detail');
    await page.getByRole('button', { name: 'お支払いへ' }).click();
    const current = page.getByRole('region', { name: 'ご請求内容' });
    await current.getByRole('button', { name: 'もう一度クレジットカードで支払う' }).click();
    await expect(page).toHaveURL(/\/api\/DemoCheckout\/Pay\?/);
    const secondOrderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect(secondOrderId).toMatch(/^JG-20261122-0012345-\d{2}$/);
    expect(secondOrderId).not.toBe(firstOrderId);
    await expect(page.getByText(secondOrderId)).toBeVisible();
    await page.getByRole('button', { name: '支払う' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'お支払いが完了しました' }),
    ).toContainText(secondOrderId);

    await navigateInApp(page, '/CreditSettlements');
    await expect(settlementRow(page, firstOrderId)).toContainText('やり直したため無効');
    await expect(settlementRow(page, firstOrderId)).toContainText(
      'カード会社で承認されませんでした',
    );
    await expect(
      page.getByRole('main').getByRole('columnheader', { name: '注文番号' }),
    ).toBeVisible();
    await expect(settlementRow(page, secondOrderId)).toContainText('決済完了');
    await settlementRow(page, secondOrderId).getByRole('link').click();
    await expect(pageHeading(page, '注文詳細')).toBeVisible();
    await expect(page.getByRole('table', { name: 'ご注文の内容' })).toContainText('発送準備中');
  });
});
