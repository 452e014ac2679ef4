/**
 * Goods as demo-member, end to end through the real server and the demo card checkout: product
 * list → order form → confirmation → /payment → checkout → back, paid → order history → a real
 * PDF receipt. It orders its own product (a tote bag), so no other spec's data changes. Each step
 * runs on what the one before left (a retry runs them all again from the seed).
 */
import { readFile } from 'node:fs/promises';
import {
  MEMBER,
  expect,
  memberPath,
  openSignedIn,
  pageHeading,
  test,
  urlPath,
  freshOnRetry,
} from './fixtures';

test.describe.configure({ mode: 'serial' });

test.describe('goods', () => {
  test.use({ account: MEMBER.login });
  let orderNo = '';

  test('orders a tote bag and is taken to its payment', async ({ page }) => {
    await freshOnRetry(MEMBER.login);
    await openSignedIn(page, '/Products/ProductList');
    await expect(pageHeading(page, '商品一覧')).toBeVisible();
    await page.getByRole('link', { name: '学会ロゴ入りトートバッグ' }).click();

    await expect(pageHeading(page, '商品注文')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^住所/ })).toHaveValue(
      '東京都文京区本郷3-14-8',
    );
    const quantity = page.getByRole('spinbutton', { name: /数量/ });
    await expect(quantity).toHaveValue('0');
    await page.getByRole('button', { name: '確認へ' }).click();
    await expect(
      page.getByText('数量を1以上にしてください（0のままではご注文いただけません）'),
    ).toBeVisible();
    await quantity.fill('1');
    await expect(page.getByText(/^合計 ￥1,760（税込、うち消費税10% ￥160/)).toBeVisible();
    await page.getByRole('button', { name: '確認へ' }).click();

    await expect(pageHeading(page, 'ご注文内容の確認')).toBeVisible();
    await page.getByRole('button', { name: '注文を確定する' }).dblclick();

    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    const current = page.getByRole('region', { name: 'ご請求内容' });
    await expect(current.getByText(/商品購入：.*学会ロゴ入りトートバッグ/)).toBeVisible();
    await expect(current.getByRole('button', { name: 'クレジットカードで支払う' })).toBeVisible();
  });

  test('comes back later, pays the order by card and sees it 発送準備中', async ({ page }) => {
    await openSignedIn(page, '/payment');
    await page
      .getByRole('region', { name: 'ご請求一覧' })
      .getByRole('button', { name: /^このご請求を支払う（商品購入 学会ロゴ入りトートバッグ/ })
      .click();
    const current = page.getByRole('region', { name: 'ご請求内容' });
    await expect(current.getByText(/商品購入：.*学会ロゴ入りトートバッグ/)).toBeVisible();
    await current.getByRole('button', { name: 'クレジットカードで支払う' }).click();

    // The provider's page (served by the demo API, no script).
    await expect(page).toHaveURL(/\/api\/DemoCheckout\/Pay\?/);
    await expect(page.getByRole('heading', { name: 'カード決済' })).toBeVisible();
    await expect(page.getByText('1,760円')).toBeVisible();
    await page.getByRole('button', { name: '支払う' }).click();

    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    const done = page.getByRole('status').filter({ hasText: 'お支払いが完了しました' });
    await expect(done).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth.paymentRequestId'))).toBeNull();
    await done.getByRole('link', { name: 'お支払いした内容を見る' }).click();

    await expect(pageHeading(page, '注文詳細')).toBeVisible();
    const details = page.getByRole('table', { name: 'ご注文の内容' });
    await expect(details).toContainText('発送準備中');
    // Read once the order's own number is in its row (auto-retried), not before.
    const numberRow = details.getByRole('row').first();
    await expect(numberRow).toContainText(/PO-2026-\d{6}/);
    orderNo = (await numberRow.innerText()).split(/\s+/).at(-1) ?? '';
    expect(orderNo).toMatch(/^PO-2026-\d{6}$/);
    await page.getByRole('link', { name: '注文履歴へ戻る' }).click();
    await expect(pageHeading(page, '注文履歴')).toBeVisible();
  });

  test('finds the paid order in the history and downloads its receipt', async ({ page }) => {
    expect(orderNo).not.toBe('');
    await openSignedIn(page, '/ProductOrderHistories');
    await expect(pageHeading(page, '注文履歴')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('発送準備中');
    await page.getByRole('link', { name: orderNo }).click();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '領収書' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`領収書_${orderNo}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
