/**
 * Accessibility (issue 10): axe (WCAG 2.0 / 2.1, A and AA) on every page of the app's own route
 * tables — the sign-in pages signed out, every member page as demo-member, every staff page as
 * demo-admin — once its data is on screen. No serious or critical violation may remain; the
 * minor and moderate ones are counted and printed (`[axe]` lines) so they can be quoted.
 * The pages come from src/pages/routes.ts, demoRoutes.ts and the resource files, so a new page
 * is scanned without touching this file (one with a `:id` needs a sample URL in appPages.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoRoutes } from '../../src/pages/demos/demoRoutes';
import { noLoginRoutes, pageRoutes, publicRoutes } from '../../src/pages/routes';
import { resourcePages, urlOf } from './appPages';
import {
  MEMBER,
  STAFF,
  expect,
  keepResultsUnread,
  memberPath,
  navigateInApp,
  test,
} from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

interface ScanTarget {
  url: string;
  /** Who opens it: null is signed out. */
  account: string | null;
}

const resourceTargets = (await resourcePages()).map(({ url, staff }) => ({
  url,
  account: staff ? STAFF.admin.login : MEMBER.login,
}));

const TARGETS: ScanTarget[] = [
  ...[...publicRoutes, ...noLoginRoutes].map(({ path }) => ({ url: urlOf(path), account: null })),
  ...[...pageRoutes, ...demoRoutes].map(({ path, meta }) => ({
    url: urlOf(path),
    account: meta.staff ? STAFF.admin.login : MEMBER.login,
  })),
  ...resourceTargets,
  // The home route and the error page (404) are pages too.
  { url: '/', account: MEMBER.login },
  { url: '/no-such-page', account: MEMBER.login },
];

/** The page's main heading. */
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/**
 * Opens `url` and waits until its own content (not a loader) is on screen. The first page of a
 * walk loads the app; the next ones are opened inside it, as its links do, once the last page's
 * heading has gone (a page titled as the last one waits for its own loader instead).
 */
async function open(page: Page, url: string, first: boolean): Promise<void> {
  const previous = first ? null : await heading(page).textContent();
  if (first) await page.goto(memberPath(url));
  else await navigateInApp(page, url);
  await expect(page).toHaveURL(new RegExp(`${memberPath(url).replace(/[?]/g, '\\?')}$`));
  if (previous !== null)
    await expect(heading(page))
      .not.toHaveText(previous, { timeout: 1_500 })
      .catch(() => undefined);
  await expect(heading(page)).toBeVisible();
  // A loader spins without a value; a determinate bar (a requirement's progress) is content.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}

type Tally = Record<Impact, { rules: number; nodes: number }>;

const emptyTally = (): Tally =>
  Object.fromEntries(IMPACTS.map((impact) => [impact, { rules: 0, nodes: 0 }])) as Tally;

const describeTally = (tally: Tally): string =>
  IMPACTS.map((impact) => `${impact} ${tally[impact].rules} (${tally[impact].nodes} nodes)`).join(
    ', ',
  );

/** Scans the pages one after another; returns the serious and critical findings. */
async function scan(page: Page, urls: string[], group: string): Promise<string[]> {
  const tally = emptyTally();
  const blocking: string[] = [];
  await keepResultsUnread(page);
  for (const [index, url] of urls.entries()) {
    await open(page, url, index === 0);
    const { violations } = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const violation of violations) {
      const impact: Impact = violation.impact ?? 'minor';
      tally[impact].rules += 1;
      tally[impact].nodes += violation.nodes.length;
      const line = `${url} [${impact}] ${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`;
      console.log(`[axe] ${line}`);
      if (impact === 'serious' || impact === 'critical') blocking.push(line);
    }
  }
  const summary = `${group}: ${urls.length} pages; ${describeTally(tally)}`;
  console.log(`[axe] ${summary}`);
  test.info().annotations.push({ type: 'axe', description: summary });
  return blocking;
}

/** Pages per test: small enough to spread over the workers, large enough to reuse a session. */
const CHUNK = 8;

for (const account of new Set(TARGETS.map((target) => target.account))) {
  const who = account ?? 'signed out';
  const urls = TARGETS.filter((target) => target.account === account).map(({ url }) => url);
  test.describe(who, () => {
    test.use({ account });
    for (let start = 0; start < urls.length; start += CHUNK) {
      const chunk = urls.slice(start, start + CHUNK);
      test(`${who}: no serious or critical violation on ${chunk.join(', ')}`, async ({ page }) => {
        test.setTimeout(90_000);
        expect(await scan(page, chunk, `${who} ${chunk[0]}…`)).toEqual([]);
      });
    }
  });
}
