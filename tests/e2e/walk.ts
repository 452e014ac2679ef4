/**
 * Walking every page of the app in one loaded app (the axe and phone walks): the pages in an
 * order where each heading changes, and opening one inside the app until its data is on screen.
 */
import type { Page, Request } from '@playwright/test';
import type { AppPage, Visitor } from './appPages';
import {
  MEMBER,
  ORIGIN,
  STAFF,
  UNREAD_FLAG_OFF,
  expect,
  memberPath,
  navigateInApp,
} from './fixtures';

/** Who opens the pages of each kind of visitor (null: signed out). */
export const WALK_ACCOUNTS: Record<Visitor, string | null> = {
  'signed out': null,
  member: MEMBER.login,
  staff: STAFF.admin.login,
};

/** Pages per test of a walk: a few seconds each, spread over the workers. */
export const WALK_CHUNK = 6;

/**
 * The pages in an order where no page follows one with the same heading, so that the heading
 * changing to the next page's title always tells that the next page is on screen.
 */
export function alternatingTitles(pages: AppPage[]): AppPage[] {
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

/** The walks' tests: each visitor's pages, in chunks of WALK_CHUNK. */
export function walkChunks(pages: AppPage[]): { visitor: Visitor; chunk: AppPage[] }[] {
  return (Object.keys(WALK_ACCOUNTS) as Visitor[]).flatMap((visitor) => {
    const targets = alternatingTitles(pages.filter((target) => target.visitor === visitor));
    const chunks = [];
    for (let start = 0; start < targets.length; start += WALK_CHUNK)
      chunks.push({ visitor, chunk: targets.slice(start, start + WALK_CHUNK) });
    return chunks;
  });
}

/**
 * Opens a page and waits until its own content (not a loader) is on screen. The first page of a
 * signed-in walk loads the app and the next ones are opened inside it, as its links do, until
 * the heading reads their title. Sign-in pages load without the admin shell, each on its own
 * (some show the login form's heading rather than their title).
 */
export async function openInWalk(page: Page, target: AppPage): Promise<void> {
  const pending = callsInFlight(page);
  const inApp = target.visitor !== 'signed out' && page.url().startsWith(ORIGIN);
  const heading = page.getByRole('heading', { level: 1 }).first();
  if (inApp) {
    await navigateInApp(page, target.url);
    await expect(page).toHaveURL(new RegExp(`${memberPath(target.url).replace(/[?]/g, '\\?')}$`));
    await expect(heading).toHaveText(target.title);
  } else {
    // A sign-in page may send the visitor on as it loads (/auth/login_test, off a test origin, to
    // /login): what is checked is where the page lands.
    await page.goto(memberPath(target.url));
    await expect(heading).toBeVisible();
  }
  // A loader spins without a value; a determinate bar (a requirement's progress) is content.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await SET_UP[target.url]?.(page);
  // Every call the page made has answered, so what is checked is the page with its data (a call
  // still out is named, with its verb).
  await expect
    .poll(() => [...pending].map((request) => `${request.method()} ${request.url()}`))
    .toEqual([]);
}

/**
 * Pages checked in the state they are used in, not as they open: the door with the event of the
 * day's longest name chosen, as staff open it at the venue.
 */
const SET_UP: Record<string, (page: Page) => Promise<void>> = {
  '/venue/CheckIn': async (page) => {
    const select = page.getByRole('combobox', { name: '学会・セミナー' });
    await select.click();
    const titles = await page.getByRole('option').allTextContents();
    const longest = titles.reduce((long, title) => (title.length > long.length ? title : long));
    await page.getByRole('option', { name: longest, exact: true }).click();
    await expect(select).toHaveText(longest);
    await expect(page.getByRole('listbox')).toBeHidden();
  },
  // The whole form: the longest event's unpaid participant confirmed, the day and reason to fill.
  '/members/ParticipationHistory/RecordAttendance': async (page) => {
    await page.getByRole('combobox', { name: '学会・セミナー' }).click();
    await page.getByRole('option', { name: /下部消化管内視鏡介助 実技セミナー/ }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('textbox', { name: '会員番号' }).fill('0078901');
    await page.getByRole('button', { name: '参加者を確認' }).click();
    await expect(page.getByRole('table', { name: '参加者' })).toContainText('佐野 由美');
  },
};

const inFlight = new WeakMap<Page, Set<Request>>();

/** The page's API calls not answered yet, watched from the first time it is asked for. */
function callsInFlight(page: Page): Set<Request> {
  const known = inFlight.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  const done = (request: Request) => void pending.delete(request);
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // Not the calls the walk itself stops (keepResultsUnread): no answer comes to wait for, and
    // Playwright does not always report such a request as failed (seen in a clean-clone run).
    if (path.startsWith('/api/') && !UNREAD_FLAG_OFF.test(path)) pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, pending);
  return pending;
}
