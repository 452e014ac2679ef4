import { BUDGETS, pageChunks, scriptsLoadedBy } from '../../scripts/bundles.mjs';
import { MEMBER, expect, openSignedIn, pageHeading, test } from './fixtures';

// Sizes, not timings: these fail the suite when a change breaks a budget of DESIGN §9.
test('the login page loads at most 150 KB of gzipped JS, and no react-admin', async ({ page }) => {
  const loaded = await scriptsLoadedBy(page, () => page.goto('/member/login'));
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  expect(loaded.totalKb).toBeLessThanOrEqual(BUDGETS.signInKb);
  expect(loaded.rows.map((row) => row.file).join(' ')).not.toMatch(/\/App-/);
});

test.describe('the scripts a start runs at once', () => {
  test.use({ account: MEMBER.login });

  test("open with V8's compile hint: the entry and React's renderer, no other", async ({
    page,
  }) => {
    const firstLines = new Map<string, string>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js') || response.status() !== 200) return;
      firstLines.set(
        new URL(response.url()).pathname,
        (await response.text()).split('\n')[0] ?? '',
      );
    });
    await openSignedIn(page, '/dashboard');
    await expect(page.getByText(/^ようこそ/)).toBeVisible();
    await expect.poll(() => firstLines.size).toBeGreaterThan(10);
    // index.html's entry, and the renderer it fetches beside it (not the bundle's runtime).
    const html = await (await page.request.get('/member/dashboard')).text();
    const atStart = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g,
      ),
    ]
      .map((match) => match[1] ?? '')
      .filter((path) => !path.includes('rolldown-runtime'));
    expect(atStart).toHaveLength(2);
    const hinted = [...firstLines].filter(([, line]) => line === '//# allFunctionsCalledOnLoad');
    expect(hinted.map(([path]) => path).sort()).toEqual(atStart.sort());
  });
});

test('every page chunk is at most 60 KB gzipped', () => {
  const pages: { source: string; kb: number }[] = pageChunks().filter((chunk: { source: string }) =>
    chunk.source.startsWith('src/pages/'),
  );
  expect(pages.length).toBeGreaterThan(0);
  for (const chunk of pages)
    expect(chunk.kb, chunk.source).toBeLessThanOrEqual(BUDGETS.pageChunkKb);
});

test.describe('signed in', () => {
  test.use({ account: MEMBER.login });

  test('a list page loads no more JS than the stock react-admin list page', async ({ page }) => {
    const notices = await scriptsLoadedBy(page, async () => {
      await openSignedIn(page, '/notices');
      await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
    });
    expect(notices.totalKb).toBeLessThanOrEqual(BUDGETS.listPageKb);
  });
  const listView = /\/ListView-[^/]*\.js$/;

  test('a record page loads the list view only when it embeds a list', async ({ page }) => {
    const notice = await scriptsLoadedBy(page, async () => {
      await openSignedIn(page, '/notices/1');
      await expect(pageHeading(page, 'お知らせ詳細')).toBeVisible();
    });
    expect(notice.rows.map((row) => row.file)).not.toContainEqual(expect.stringMatching(listView));

    // The member's own record embeds the update history.
    const member = await scriptsLoadedBy(page, async () => {
      await openSignedIn(page, '/members/MemberInfo');
      await expect(page.getByRole('region', { name: '更新履歴' })).toBeVisible();
    });
    expect(member.rows.map((row) => row.file)).toContainEqual(expect.stringMatching(listView));
  });
});
