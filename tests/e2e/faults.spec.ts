/**
 * Resilience of every member page (issue 10): with the demo API's fault switch on for this
 * browser (demo-api/faults.ts), a page never goes blank: while its slow calls are out it shows a
 * progress bar, then the server's message under 500s or the network's under dropped connections,
 * inside the signed-in layout with the page's heading. The pages come
 * from the app's route tables (tests/e2e/appPages.ts); the faults tried are counted and printed.
 */
import type { Page, Request } from '@playwright/test';
import { FAULT_ERROR_MESSAGE, type Fault } from '../../demo-api/faults';
import { memberPageUrls } from './appPages';
import {
  MEMBER,
  expect,
  keepResultsUnread,
  memberPath,
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
/** How long a page without a call of its own is given to make one before it counts as none. */
const NO_CALL_WAIT_MS = 2_000;

/** A call the page itself makes (not the layout's). */
function isPageCall(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/api/') && !LAYOUT_CALLS.includes(pathname.split('/').pop() ?? '');
}

/**
 * Opens `url` under the browser's fault and checks what the member sees. Returns whether the
 * page called the API itself (a page without calls, like the demo templates, only shows its layout).
 */
async function visit(page: Page, url: string, kind: Kind): Promise<boolean> {
  const called = page.waitForRequest(isPageCall, { timeout: NO_CALL_WAIT_MS }).then(
    () => true,
    () => false,
  );
  const progressbar = page.getByRole('progressbar', { name: '読み込み中' });
  // Watched from the start: the bar shows while the slow calls are out, before the message.
  const sawProgress = progressbar.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  await page.goto(memberPath(url));
  // Never a blank screen: the layout (top bar) and the page's own heading are there.
  await expect(userMenuButton(page, MEMBER.name)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/\S/);
  if (!(await called)) return false;
  expect(await sawProgress, `progress bar on ${url}`).toBe(true);
  await expect(page.getByText(MESSAGES[kind]).first(), `message on ${url}`).toBeVisible();
  return true;
}

const pages = await memberPageUrls();
/** Pages per test: spread over the workers, each test reusing one signed-in browser. */
const CHUNK = Math.ceil(pages.length / 2);

test.use({ account: MEMBER.login });

for (const kind of Object.keys(FAULTS) as Kind[]) {
  for (let start = 0; start < pages.length; start += CHUNK) {
    const chunk = pages.slice(start, start + CHUNK);
    test(`${kind}: pages ${start + 1}–${start + chunk.length} of ${pages.length} never go blank`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await setFaults(context, FAULTS[kind]);
      await keepResultsUnread(page);
      let withCalls = 0;
      for (const url of chunk) if (await visit(page, url, kind)) withCalls += 1;
      const line = `${kind}: ${chunk.length} pages tried (${withCalls} with calls of their own)`;
      console.log(`[faults] ${line}`);
      test.info().annotations.push({ type: 'faults', description: line });
    });
  }
}
