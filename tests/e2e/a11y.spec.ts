/**
 * Accessibility: axe (WCAG 2.0 / 2.1, A and AA) on every page of the app's own route
 * tables — the sign-in pages signed out, every member page as demo-member, every staff page as
 * demo-admin — once its data is on screen. No serious or critical violation may remain; the
 * minor and moderate ones are counted and printed (`[axe]` lines) so they can be quoted.
 * The pages come from src/pages/routes.ts, demoRoutes.ts and the resource files, so a new page
 * is scanned without touching this file (one with a `:id` needs a sample URL in appPages.ts).
 */
import type { Page, Request } from '@playwright/test';
import { appPages, type AppPage, type Visitor } from './appPages';
import { axeViolations } from './axe';
import { MEMBER, ORIGIN, STAFF, expect, memberPath, navigateInApp, test } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

const ACCOUNTS: Record<Visitor, string | null> = {
  'signed out': null,
  member: MEMBER.login,
  staff: STAFF.admin.login,
};

/**
 * The pages in an order where no page follows one with the same heading, so that the heading
 * changing to the next page's title always tells that the next page is on screen.
 */
function alternatingTitles(pages: AppPage[]): AppPage[] {
  const pool = [...pages];
  const ordered: AppPage[] = [];
  while (pool.length > 0) {
    const last = ordered.at(-1)?.title;
    const index = Math.max(
      0,
      pool.findIndex(({ title }) => title !== last),
    );
    ordered.push(...pool.splice(index, 1));
  }
  return ordered;
}

/**
 * Opens a page and waits until its own content (not a loader) is on screen. The first page of a
 * signed-in walk loads the app and the next ones are opened inside it, as its links do, until
 * the heading reads their title. Sign-in pages load without the admin shell, each on its own
 * (some show the login form's heading rather than their title).
 */
async function open(page: Page, target: AppPage): Promise<void> {
  const pending = callsInFlight(page);
  const inApp = target.visitor !== 'signed out' && page.url().startsWith(ORIGIN);
  if (inApp) await navigateInApp(page, target.url);
  else await page.goto(memberPath(target.url));
  await expect(page).toHaveURL(new RegExp(`${memberPath(target.url).replace(/[?]/g, '\\?')}$`));
  const heading = page.getByRole('heading', { level: 1 }).first();
  if (inApp) await expect(heading).toHaveText(target.title);
  else await expect(heading).toBeVisible();
  // A loader spins without a value; a determinate bar (a requirement's progress) is content.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  // Every call the page made has answered, so what is scanned is the page with its data.
  await expect.poll(() => pending.size).toBe(0);
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** The page's API calls not answered yet, watched from the first time it is asked for. */
function callsInFlight(page: Page): Set<Request> {
  const known = inFlight.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  const done = (request: Request) => void pending.delete(request);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, pending);
  return pending;
}

type Tally = Record<Impact, { rules: number; nodes: number }>;

const emptyTally = (): Tally =>
  Object.fromEntries(IMPACTS.map((impact) => [impact, { rules: 0, nodes: 0 }])) as Tally;

const describeTally = (tally: Tally): string =>
  IMPACTS.map((impact) => `${impact} ${tally[impact].rules} (${tally[impact].nodes} nodes)`).join(
    ', ',
  );

/** Scans the pages one after another; returns the serious and critical findings. */
async function scan(page: Page, targets: AppPage[], group: string): Promise<string[]> {
  const tally = emptyTally();
  const blocking: string[] = [];
  for (const target of targets) {
    const { url } = target;
    await open(page, target);
    const violations = await axeViolations(page, WCAG_TAGS);
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
  const summary = `${group}: ${targets.length} pages; ${describeTally(tally)}`;
  console.log(`[axe] ${summary}`);
  test.info().annotations.push({ type: 'axe', description: summary });
  return blocking;
}

/** Pages per test: a few seconds each, spread over the workers. */
const CHUNK = 6;

const pages = await appPages();
for (const visitor of Object.keys(ACCOUNTS) as Visitor[]) {
  const account = ACCOUNTS[visitor];
  const who = account ?? visitor;
  const targets = alternatingTitles(pages.filter((target) => target.visitor === visitor));
  test.describe(who, () => {
    for (let start = 0; start < targets.length; start += CHUNK) {
      const chunk = targets.slice(start, start + CHUNK);
      const urls = chunk.map(({ url }) => url);
      test(`${who}: no serious or critical violation on ${urls.join(', ')}`, async ({
        walkPage,
      }) => {
        test.setTimeout(90_000);
        const page = await walkPage(account);
        expect(await scan(page, chunk, `${who} ${urls[0]}…`)).toEqual([]);
      });
    }
  });
}
