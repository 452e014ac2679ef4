import { expect, test } from '@playwright/test';
import { BUDGETS, pageChunks, scriptsLoadedBy } from '../../scripts/bundles.mjs';

// Sizes, not timings: these fail the suite when a change breaks a budget of DESIGN §9.
test('the login page loads at most 150 KB of gzipped JS, and no react-admin', async ({ page }) => {
  const loaded = await scriptsLoadedBy(page, () => page.goto('/member/login'));
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  expect(loaded.totalKb).toBeLessThanOrEqual(BUDGETS.signInKb);
  expect(loaded.rows.map((row) => row.file).join(' ')).not.toMatch(/\/App-/);
});

test('every page chunk is at most 60 KB gzipped', () => {
  const pages: { source: string; kb: number }[] = pageChunks().filter((chunk: { source: string }) =>
    chunk.source.startsWith('src/pages/'),
  );
  expect(pages.length).toBeGreaterThan(0);
  for (const chunk of pages)
    expect(chunk.kb, chunk.source).toBeLessThanOrEqual(BUDGETS.pageChunkKb);
});
