/**
 * The installable portal and its membership card without a network, in Chromium with the built
 * service worker live: Chromium's own reading of the manifest and install criteria; the card kept
 * on the device opening offline from /member/, from its own page, in a new tab, after a sidebar
 * tap; two days later with the token expired, only with 「この端末に会員証を保存する」 on; logout
 * forgetting it; a new build's worker waiting for the member, or for the next visit, then taking
 * over.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { MEMBER, expect, memberPath, openSignedIn, pageHeading, sidebar, test } from './fixtures';
import { PHONE_RULES, auditLayout, layoutProblems } from './layoutAudit';

test.use({ account: MEMBER.login, serviceWorkers: 'allow' });

/**
 * The member number of the card the worker keeps, or null. Only the worker's own JSON counts: a
 * page it does not control yet would get the server's index.html for the same path.
 */
const keptMemberNo = (page: Page) =>
  page.evaluate(async () => {
    const kept = await fetch('/member/__offline__/digital-membership-card');
    if (!kept.ok || !kept.headers.get('content-type')?.includes('json')) return null;
    return ((await kept.json()) as { card?: { memberNo?: string } }).card?.memberNo ?? null;
  });

/** Opens the card online and waits until the worker has kept it on the device. */
async function keepCard(page: Page): Promise<void> {
  await openSignedIn(page, '/DigitalMembershipCard');
  await expect(page.getByRole('region', { name: 'デジタル会員証' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => keptMemberNo(page)).toBe('0012345');
}

const keepSwitch = (page: Page) => page.getByRole('switch', { name: 'この端末に会員証を保存する' });

/** What the worker was last told about keeping the card (the entry beside the card). */
const toldKeeping = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('member-card');
    const told = await cache.match(
      'https://kept.invalid/member/__offline__/digital-membership-card/keeping',
    );
    return told
      ? ((await told.json()) as { keep: boolean; sessionExpiresAt: number | null })
      : null;
  });

/** A page of the same browser two days later, by its clock: the session's token has expired. */
async function twoDaysLater(context: BrowserContext): Promise<Page> {
  const later = await context.newPage();
  await later.clock.install({ time: Date.now() + 2 * 24 * 60 * 60 * 1000 });
  return later;
}

/** The offline page showing the kept card of demo-member, with when it was fetched. */
async function expectOfflineCard(page: Page): Promise<void> {
  await expect(pageHeading(page, 'オフライン')).toBeVisible();
  await expect(page.getByText(/ほかのページは通信が戻ってからご利用ください/)).toBeVisible();
  const card = page.getByRole('region', { name: 'デジタル会員証' });
  await expect(card.getByText(MEMBER.name, { exact: true })).toBeVisible();
  await expect(card.getByText('0012345', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: '会員証の確認用QRコード' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'オフライン表示' })).toHaveText(
    /^オフライン表示（\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 取得）$/,
  );
}

async function offline(context: BrowserContext, run: () => Promise<void>): Promise<void> {
  await context.setOffline(true);
  try {
    await run();
  } finally {
    await context.setOffline(false);
  }
}

test('is installable: Chromium reads the manifest and finds nothing missing', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: unknown[];
    data: string;
  };
  expect(new URL(url).pathname).toBe('/member/manifest.webmanifest');
  expect(errors).toEqual([]);
  expect(JSON.parse(data)).toMatchObject({
    name: '日本消化器内視鏡技師会 会員ポータル',
    short_name: '技師会ポータル',
    lang: 'ja',
    start_url: '/member/',
    scope: '/member/',
    display: 'standalone',
    theme_color: '#00695c',
  });
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  expect(installabilityErrors).toEqual([]);
});

test('opens the kept card without a network at /member/ and at the card page', async ({
  page,
  context,
}) => {
  await keepCard(page);
  await offline(context, async () => {
    for (const path of ['/', '/DigitalMembershipCard']) {
      await page.goto(memberPath(path));
      await expect(page).toHaveURL(`/member/offline?from=${encodeURIComponent(memberPath(path))}`);
      await expectOfflineCard(page);
    }
  });
});

test('opens the kept card without a network in a new tab, readable on a phone', async ({
  page,
  context,
}) => {
  await keepCard(page);
  await offline(context, async () => {
    const tab = await context.newPage();
    await tab.goto(memberPath('/notices'));
    await expectOfflineCard(tab);
    // Read on a phone at the venue: accessible, and nothing off the screen or too small to tap.
    await tab.setViewportSize({ width: 360, height: 740 });
    const serious = (await axeViolations(tab, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).filter(
      ({ impact }) => impact === 'serious' || impact === 'critical',
    );
    expect(serious.map(({ id }) => id)).toEqual([]);
    expect(layoutProblems(await auditLayout(tab, PHONE_RULES))).toEqual([]);
  });
});

test('a sidebar tap without a network shows the kept card; back online, the page tapped', async ({
  page,
  context,
}) => {
  await keepCard(page);
  await offline(context, async () => {
    // The page on screen when the network went stays.
    await expect(page.getByRole('region', { name: 'デジタル会員証' })).toBeVisible();
    await sidebar(page).getByRole('menuitem', { name: 'お知らせ一覧' }).click();
    await expectOfflineCard(page);
  });
  // Back online, the page tapped opens by itself.
  await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
});

test('with 「この端末に会員証を保存する」 off, the card opens offline while the session is live, not after it lapses', async ({
  page,
  context,
}) => {
  await keepCard(page);
  // A desktop browser: off unless the member turns it on.
  await expect(keepSwitch(page)).not.toBeChecked();
  // Offline in the hall, still signed in: the card opens.
  await offline(context, async () => {
    await page.goto(memberPath('/notices'));
    await expectOfflineCard(page);
  });
  await page.close();

  // Two days later, on the same PC, the session lapsed without a logout: the next person sees no card.
  const later = await twoDaysLater(context);
  await offline(context, async () => {
    await later.goto(memberPath('/DigitalMembershipCard'));
    await expect(pageHeading(later, 'オフライン')).toBeVisible();
    await expect(later.getByText(/この端末には会員証が保存されていません/)).toBeVisible();
    await expect(later.getByRole('region', { name: 'デジタル会員証' })).toHaveCount(0);
  });
  // Gone from the device, not only hidden.
  expect(await keptMemberNo(later)).toBeNull();
  expect(
    await later.evaluate(async () =>
      (await (await caches.open('member-card')).keys()).map((key) => new URL(key.url).pathname),
    ),
  ).not.toContain('/member/__offline__/digital-membership-card');
});

test('with 「この端末に会員証を保存する」 turned on, two days later, the expired session gone, the card still opens offline', async ({
  page,
  context,
}) => {
  await keepCard(page);
  await keepSwitch(page).check();
  await expect.poll(() => toldKeeping(page)).toMatchObject({ keep: true });
  await page.close();
  const later = await twoDaysLater(context);
  await offline(context, async () => {
    await later.goto(memberPath('/DigitalMembershipCard'));
    await expectOfflineCard(later);
    // The session had expired by this page's clock: nothing of it stayed on the device.
    expect(
      await later.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('auth.')),
      ),
    ).toEqual([]);
  });
});

test.describe('logging out', () => {
  // Logout ends the token: not the one the run's other tests share.
  test.use({ ownSession: true });

  test('forgets the kept card', async ({ page, context }) => {
    await keepCard(page);
    await page.getByRole('button', { name: `${MEMBER.name}さん` }).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    // The login page, loaded afresh.
    await expect(page.getByRole('textbox', { name: 'ログインID', exact: true })).toBeVisible();
    // The login page is controlled by the worker too: it answers that it keeps no card.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = await fetch('/member/__offline__/digital-membership-card');
          return `${kept.status} ${kept.headers.get('content-type') ?? ''}`;
        }),
      )
      .toMatch(/^404 application\/json/);
    await offline(context, async () => {
      await page.goto(memberPath('/DigitalMembershipCard'));
      await expect(pageHeading(page, 'オフライン')).toBeVisible();
      await expect(page.getByText(/この端末には会員証が保存されていません/)).toBeVisible();
      await expect(page.getByRole('region', { name: 'デジタル会員証' })).toHaveCount(0);
    });
  });
});

/**
 * A new build's worker, as the browser meets it: a worker script it has not seen before for the
 * same scope (the same file under another URL stands in for the next build's). It installs beside
 * the worker in control and waits. (The page's own registration of /member/sw.js then reads as yet
 * another build, so what is checked after the switch is which worker controls the page.)
 */
async function installNextBuild(page: Page): Promise<void> {
  await openSignedIn(page, '/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.evaluate(() =>
    navigator.serviceWorker.register('/member/sw.js?build=next', { scope: '/member/' }),
  );
}

const controllingScript = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

const updateBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: '新しいバージョンの準備ができました' });

test('a new build’s worker waits, the open page working under the worker it started with', async ({
  page,
}) => {
  await installNextBuild(page);
  await expect(updateBanner(page)).toBeVisible();
  expect(await controllingScript(page)).toMatch(/\/member\/sw\.js$/);
  await sidebar(page).getByRole('menuitem', { name: 'お知らせ一覧' }).click();
  await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
  expect(await controllingScript(page)).toMatch(/\/member\/sw\.js$/);
});

test('a new build’s worker takes over when the member taps 更新する, on the same page', async ({
  page,
}) => {
  await installNextBuild(page);
  const reloaded = page.waitForEvent('load');
  await updateBanner(page).getByRole('button', { name: '更新する' }).click();
  await reloaded;
  await expect.poll(() => controllingScript(page)).toMatch(/\/member\/sw\.js\?build=next$/);
  await expect(pageHeading(page, 'ダッシュボード')).toBeVisible();
});

test('a new build’s worker takes over by itself at the next visit', async ({ page, context }) => {
  await installNextBuild(page);
  const banner = updateBanner(page);
  // Put away, it leaves the update for the next visit.
  await banner.getByRole('button', { name: '閉じる' }).click();
  await expect(banner).toBeHidden();
  await page.close();
  // The visit's navigation is what the new worker takes: the page need not finish rendering.
  const next = await context.newPage();
  await next.goto(memberPath('/dashboard'));
  await expect.poll(() => controllingScript(next)).toMatch(/\/member\/sw\.js\?build=next$/);
});

test('keeps nothing personal but the card: no other API answer, only build files besides', async ({
  page,
}) => {
  await keepCard(page);
  await sidebar(page).getByRole('menuitem', { name: 'お知らせ一覧' }).click();
  await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
  const kept = await page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of await caches.keys())
      for (const key of await (await caches.open(name)).keys())
        entries.push(`${name} ${new URL(key.url).pathname}`);
    return entries;
  });
  const personal = kept.filter((entry) => !/ \/member\/(assets\/|icons\/|[\w.-]+$)/.test(entry));
  // The card, and beside it the switch and the session's expiry the worker was told.
  expect(personal.sort()).toEqual([
    'member-card /member/__offline__/digital-membership-card',
    'member-card /member/__offline__/digital-membership-card/keeping',
  ]);
  expect(kept.filter((entry) => entry.includes('/api/'))).toEqual([]);
});
