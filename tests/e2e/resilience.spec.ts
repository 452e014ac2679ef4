import { expect, test } from '@playwright/test';
import { MEMBER, signIn } from './fixtures';

test('a page chunk that fails to load reloads the page once, never in a loop', async ({ page }) => {
  await signIn(page, MEMBER.login);
  let loads = 0;
  page.on('load', () => void (loads += 1));
  // As after a deploy: the old page asks for a chunk the server no longer has.
  await page.route(/\/assets\/DashboardPage-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/member/dashboard');
  await expect(page.getByText(/エラー|error|Something went wrong/i).first()).toBeVisible();
  // Settled on the error: a reload loop would never reach network idle with two loads.
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(2);
});

test('the sidebar collapses below 1200 px and opens from 1200 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, MEMBER.login);
  const entry = page.getByRole('menuitem', { name: '会員詳細' });
  await expect(entry).toContainText('会員詳細');
  const sidebar = page.locator('.RaSidebar-fixed');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(80);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
});
