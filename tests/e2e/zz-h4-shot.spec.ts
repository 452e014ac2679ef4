import { MEMBER, expect, openSignedIn, test } from './fixtures';

test.use({ account: MEMBER.login });
test('h4 screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await openSignedIn(page, '/members/MemberInfo/edit');
  await expect(page.getByRole('textbox', { name: /^氏名（姓）/ })).toHaveValue('内視鏡');
  await page.getByRole('textbox', { name: /^郵便番号/ }).fill('1010062');
  await expect(page.getByText(/郵便番号の住所/)).toBeVisible();
  await page.screenshot({ path: '/tmp/h4/edit2.png', fullPage: false });
});
