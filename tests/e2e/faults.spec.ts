/**
 * Resilience of every member page: with the demo API's fault switch on for this
 * browser (demo-api/faults.ts), a page never goes blank: while its slow calls are out it shows a
 * progress bar, then the server's message under 500s or the network's under dropped connections,
 * inside the signed-in layout with the page's heading. The pages come from the app's route tables
 * (tests/e2e/appPages.ts); the faults tried are counted and printed.
 */
import type { Page, Request } from '@playwright/test';
import { FAULT_ERROR_MESSAGE, type Fault } from '../../demo-api/faults';
import { memberPages, type AppPage } from './appPages';
import { alternatingTitles } from './walk';
import {
  MEMBER,
  expect,
  keepResultsUnread,
  memberPath,
  navigateInApp,
  setFaults,
  test,
  userMenuButton,
} from './fixtures';

/** Long enough to see the progress bar (shown after 200 ms), short enough for ~40 pages. */
const SLOW_MS = 700;

/**
 * Two passes over every page: each call answered slowly (so a loading state shows first), then
 * failing with a 500 or a dropped connection. A slow answer that succeeds is every other spec.
 */
type Kind = 'error' | 'drop';
const FAULTS: Record<Kind, Fault[]> = {
  error: [{ kind: 'slow', delayMs: SLOW_MS }, { kind: 'error' }],
  drop: [{ kind: 'slow', delayMs: SLOW_MS }, { kind: 'drop' }],
};

/** What the member sees under each failing fault, in a toast or in the page's own alert. */
const MESSAGES: Record<Kind, RegExp> = {
  error: new RegExp(FAULT_ERROR_MESSAGE),
  // src/api/client.ts; the card may show its offline copy instead.
  drop: /サーバーに接続できませんでした。通信環境を確認して|オフライン表示/,
};

/** The sidebar badge's call, sent quietly on every page of the layout. */
const LAYOUT_CALLS = ['GetListUnreadApplication'];

/**
 * Member pages that make no call of their own when loaded: the demo templates, and the order
 * confirmation, which shows the order the member brought from the order form (none here).
 */
const QUIET_PAGES = new Set<string>(['/Products/OrderConfirm']);

const isQuiet = (target: AppPage): boolean => target.demo || QUIET_PAGES.has(target.url);

/** A call the page itself makes (not the layout's). */
function isPageCall(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/') && !LAYOUT_CALLS.includes(pathname.split('/').pop() ?? '');
}

/**
 * Opens a page under the browser's fault and checks what the member sees. The first page of a test
 * loads the app; the next ones are opened inside it, as its links do, once the calls of the page
 * before are answered and its toasts closed, so the calls and the message seen are this page's. A
 * page whose data an earlier page left in the app's cache asks for it again: it shows that data,
 * the bar and the message.
 */
async function visit(page: Page, target: AppPage, kind: Kind, first: boolean): Promise<void> {
  const calls: string[] = [];
  let firstCall: (at: number) => void = () => undefined;
  const called = new Promise<number>((resolve) => (firstCall = resolve));
  const unanswered = new Set<Request>();
  const record = (request: Request) => {
    if (!isPageCall(request)) return;
    if (calls.length === 0) firstCall(Date.now());
    calls.push(request.url());
    unanswered.add(request);
  };
  const answered = (request: Request) => unanswered.delete(request);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  if (first) {
    page.on('request', record);
    await page.goto(memberPath(target.url));
  } else {
    await closeToasts(page);
    await page.evaluate(() => delete (window as ProgressWatch).progressSeenAt);
    page.on('request', record);
    await navigateInApp(page, target.url);
  }
  // Never a blank screen: the layout (top bar) and the page's own heading are there.
  await expect(userMenuButton(page, MEMBER.name)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(target.title);
  if (isQuiet(target)) {
    expect(calls, `calls of ${target.url}, listed as making none`).toEqual([]);
  } else {
    // The bar shows while the page loads or its slow calls are out, before the message: seen by
    // the page itself (watchProgress), until 5 s after the page's first call, however long a busy
    // machine takes to load the app before that call.
    const firstCallAt = await Promise.race([
      called,
      new Promise<number>((resolve) => setTimeout(() => resolve(Date.now()), 10_000)),
    ]);
    const deadline = firstCallAt + 5_000;
    const seenAt = () =>
      page.evaluate(() => (window as ProgressWatch).progressSeenAt ?? Number.POSITIVE_INFINITY);
    await expect
      .poll(seenAt, { message: `progress bar on ${target.url}`, timeout: 10_000 })
      .toBeLessThanOrEqual(deadline);
    await expect(page.getByText(MESSAGES[kind]).first(), `message on ${target.url}`).toBeVisible();
    expect(calls.length, `calls of ${target.url}`).toBeGreaterThan(0);
  }
  // The next page opens once this one's calls are answered: one still out would be joined by a
  // next page asking for the same data (会員詳細, then its edit page), not sent again.
  await expect.poll(() => unanswered.size, { message: `calls of ${target.url} answered` }).toBe(0);
  page.off('request', record);
  page.off('requestfinished', answered);
  page.off('requestfailed', answered);
}

type ProgressWatch = Window & { progressSeenAt?: number };

/**
 * Closes every toast on screen with its own 閉じる, all in one go inside the page (a toast may close
 * itself meanwhile), and waits until none is left.
 */
async function closeToasts(page: Page): Promise<void> {
  const closers = page.locator('[data-placement]').getByRole('button', { name: '閉じる' });
  await closers.evaluateAll((buttons) =>
    buttons.forEach((button) => (button as HTMLElement).click()),
  );
  await expect(closers).toHaveCount(0);
}

/**
 * Runs in each page before the app: notes when a progress bar (the top bar, or a page's own
 * skeleton) first appears. A bar that shows for a moment on a busy machine is still seen, which
 * polling from outside the page may miss.
 */
function watchProgress() {
  const watch = window as ProgressWatch;
  const note = () => {
    if (watch.progressSeenAt !== undefined) return;
    if (document.querySelector('[role="progressbar"][aria-label="読み込み中"]')) {
      watch.progressSeenAt = Date.now();
    }
  };
  new MutationObserver(note).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role', 'aria-label'],
  });
}

// Each heading differs from the one before, so a heading with the page's title is this page's.
const pages = alternatingTitles(await memberPages());
/** Pages per test: spread over the workers, each test loading the app once. */
const CHUNK = 5;

test.use({ account: MEMBER.login });

for (const kind of Object.keys(FAULTS) as Kind[]) {
  for (let start = 0; start < pages.length; start += CHUNK) {
    const chunk = pages.slice(start, start + CHUNK);
    test(`${kind}: pages ${start + 1}–${start + chunk.length} of ${pages.length} never go blank`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await page.addInitScript(watchProgress);
      await setFaults(context, FAULTS[kind]);
      await keepResultsUnread(page);
      for (const [index, target] of chunk.entries()) await visit(page, target, kind, index === 0);
      const quiet = chunk.filter(isQuiet).length;
      const line = `${kind}: ${chunk.length} pages tried (${chunk.length - quiet} with calls of their own)`;
      console.log(`[faults] ${line}`);
      test.info().annotations.push({ type: 'faults', description: line });
    });
  }
}
