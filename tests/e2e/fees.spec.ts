/**
 * 会費支払明細 and the card-settlement list in the browser, as demo-member: the paid years, a
 * receipt saved as a real PDF, and the way to /payment.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { MEMBER, expect, openSignedIn, pageHeading, test, urlPath, memberPath } from './fixtures';

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test.describe('membership fees', () => {
  test.use({ account: MEMBER.login });

  test('shows the paid years and saves a receipt as a PDF', async ({ page }) => {
    await openSignedIn(page, '/MembershipFeeDetail');
    await expect(pageHeading(page, '会費支払明細')).toBeVisible();

    const paid = section(page, '支払済みの会費');
    await expect(paid.getByText('全12件中 1〜10件')).toBeVisible();
    for (const year of ['2026年度', '2025年度', '2021年度']) {
      await expect(paid.getByRole('cell', { name: year, exact: true }).first()).toBeVisible();
    }
    await expect(paid.getByRole('row').nth(1)).toContainText('2026/04/10');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      paid.getByRole('button', { name: '領収書（2026年度 年会費）' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('領収書_2026年度_年会費_0012345.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  test('shows the unpaid branch fee and takes the member to /payment with it', async ({ page }) => {
    await openSignedIn(page, '/MembershipFeeDetail');
    const unpaid = section(page, '未払いの会費');
    await expect(unpaid.getByRole('row', { name: /支部会費（関東支部）/ })).toContainText(
      '￥2,000',
    );
    await expect(section(page, '銀行振込でのお支払い')).toContainText(
      '0012345 ナイシキョウ ハナコ',
    );

    await unpaid
      .getByRole('button', { name: 'お支払いへ（2026年度 支部会費（関東支部））' })
      .click();

    await expect(page).toHaveURL(urlPath(memberPath('/payment')));
    await expect(pageHeading(page, 'お支払い')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth.paymentRequestId'))).toBe('5109');
  });

  test('the card-settlement list shows every card attempt', async ({ page }) => {
    await openSignedIn(page, '/CreditSettlements');
    await expect(pageHeading(page, 'クレジットカード決済状況一覧')).toBeVisible();
    // Oldest first, and found by order id, not by position: the specs that pay by card on the
    // one shared demo API (payment, products, events) add today's attempts, which then sort last.
    await page.getByRole('button', { name: '決済日時を昇順で並び替える' }).click();
    await expect(page.getByRole('button', { name: '決済日時を降順で並び替える' })).toBeVisible();
    const row = (orderId: string) =>
      page.getByRole('main').getByRole('row').filter({ hasText: orderId });
    await expect(row('JG-20260410-0012345-01')).toContainText('2026/04/10 09:52:13');
    // Declined, then retried under -02: replaced, not withdrawn.
    await expect(row('JG-20250418-0012345-01')).toContainText('やり直したため無効');
    await expect(row('JG-20250418-0012345-02')).toContainText('決済完了');
  });
});
