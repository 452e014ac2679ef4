/**
 * Shared helpers of the end-to-end suite: the demo accounts (DESIGN §6), sign-in through the
 * real login form as a member would do it, and a `test` whose `account` option starts each test
 * already signed in (the form is used once per account for the whole run, in globalSetup, then
 * its storage is reused).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from '../../demo-api/accounts';
import { DEMO_RESET_PATH, demoResetInit } from '../../demo-api/calls/demoControl';
import { FAULT_COOKIE, faultCookie, type Fault } from '../../demo-api/faults';
import { signInThroughForm } from '../../scripts/browser.mjs';

export { DEMO_PASSWORD, expect };

/** Where `vite preview` serves the app (playwright.config.ts). */
export const ORIGIN = 'http://localhost:4173';

/** Demo accounts used by the suite, with the name the top bar shows. */
export const MEMBER = { login: 'demo-member', name: '内視鏡 花子' } as const;
export const TEMP_MEMBER = { login: 'demo-temp', name: '仮会員 太郎' } as const;
/** Society staff, by role. */
export const STAFF = {
  read: { login: 'demo-read', name: '事務局 一郎' },
  update: { login: 'demo-update', name: '事務局 二郎' },
  admin: { login: 'demo-admin', name: '事務局 三郎' },
} as const;
/** A member with an unpaid annual fee, for the card payment walk. */
export const FEE_MEMBER = { login: 'demo-fee', name: '松井 美咲' } as const;
/** A member at today's venue seminar (event 124), whose codes the check-in specs scan. */
export const VENUE_MEMBER = { login: 'demo-venue', name: '佐野 由美' } as const;

/** The app's base path (SPEC §2). */
export const BASE = '/member';

/** `/member` + a route path of SPEC §2. */
export const memberPath = (path: string): string => `${BASE}${path}`;

/** The URL of the login page that brings the member back to `path` (a route path). */
export const loginUrlFor = (path: string): string =>
  `${BASE}/login?redirect=${encodeURIComponent(memberPath(path))}`;

/** Matches a full URL whose path (ignoring query and hash) is exactly `path`. */
export function urlPath(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}(?:[?#].*)?$`);
}

export function loginIdInput(page: Page): Locator {
  return page.getByRole('textbox', { name: 'ログインID', exact: true });
}

export function passwordInput(page: Page): Locator {
  // Playwright gives `<input type="password">` the textbox role.
  return page.getByRole('textbox', { name: 'パスワード', exact: true });
}

export function loginButton(page: Page): Locator {
  return page.getByRole('button', { name: 'ログイン', exact: true });
}

/** Fills and submits the login form already on screen. */
export async function submitLoginForm(
  page: Page,
  login: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await loginIdInput(page).fill(login);
  await passwordInput(page).fill(password);
  await loginButton(page).click();
}

/** Waits until the browser has left the sign-in pages. */
export async function expectSignedInPage(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/member\/(?:auth\/)?login(?:[?#].*)?$/);
}

/**
 * Signs in through the real login form at /member/login and waits until the signed-in layout
 * shows the member's name in the top bar.
 */
export async function signIn(
  page: Page,
  login: string = MEMBER.login,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await signInThroughForm(page, BASE, login, password);
  await expect(userMenuButton(page)).toBeVisible();
}

/** The top-bar button showing "<name>さん". */
export function userMenuButton(page: Page, name?: string): Locator {
  return name === undefined
    ? page.getByRole('banner').getByRole('button', { name: /さん$/ })
    : page.getByRole('banner').getByRole('button', { name: `${name}さん`, exact: true });
}

/** The sidebar: the menu holding the entries of SPEC §2 (a navigation landmark or a menu). */
export function sidebar(page: Page): Locator {
  return page
    .getByRole('menu')
    .or(page.getByRole('navigation'))
    .filter({ has: page.getByText('会員詳細', { exact: true }) })
    .filter({ has: page.getByText('退会申請', { exact: true }) })
    .last();
}

/** The breadcrumb landmark. */
export function breadcrumb(page: Page): Locator {
  return page.getByRole('navigation', { name: 'パンくずリスト' });
}

/** The heading of the page on screen (h1). */
export function pageHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Every localStorage key and cookie name the page can see, for session assertions. */
export async function storageSnapshot(
  page: Page,
): Promise<{ localStorage: Record<string, string>; cookie: string }> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key !== null) entries[key] = window.localStorage.getItem(key) ?? '';
    }
    return { localStorage: entries, cookie: document.cookie };
  });
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The demo accounts that specs open signed in (`test.use({ account })`). */
export const SIGNED_IN_ACCOUNTS: readonly string[] = [
  MEMBER.login,
  TEMP_MEMBER.login,
  STAFF.read.login,
  STAFF.update.login,
  STAFF.admin.login,
  FEE_MEMBER.login,
  VENUE_MEMBER.login,
];

/** Where globalSetup keeps the signed-in storage (cookies, localStorage) of an account. */
export function sessionFile(login: string): string {
  return fileURLToPath(new URL(`../../test-reports/sessions/${login}.json`, import.meta.url));
}

/**
 * Signs each account in through the real form once for the whole run, and keeps its storage for
 * the tests that start signed in (globalSetup).
 */
export async function prepareSessions(browser: Browser): Promise<void> {
  const waiting = [...SIGNED_IN_ACCOUNTS];
  // Two at a time, one per core: all at once, each sign-in's page load waits on the others'.
  const signInNext = async (): Promise<void> => {
    const login = waiting.shift();
    if (login === undefined) return;
    const context = await browser.newContext({ baseURL: ORIGIN });
    try {
      const page = await context.newPage();
      await signIn(page, login);
      await context.storageState({ path: sessionFile(login) });
    } finally {
      await context.close();
    }
    await signInNext();
  };
  await Promise.all([signInNext(), signInNext()]);
}

/** A prepared storage whose stored access token (`auth._token.local`) is `token` instead. */
async function withAccessToken(file: string, token: string): Promise<StorageState> {
  const state = JSON.parse(await readFile(file, 'utf8')) as StorageState;
  const replace = <T extends { name: string; value: string }>(entry: T): T =>
    entry.name === 'auth._token.local' ? { ...entry, value: token } : entry;
  return {
    cookies: state.cookies.map(replace),
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map(replace),
    })),
  };
}

/** A new session of `login` from the demo API's sign-in call: its access token. */
export async function newAccessToken(login: string): Promise<string> {
  const response = await fetch(new URL('/api/TokenAuth/Authenticate', ORIGIN), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: login, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { result?: { accessToken?: string } };
  if (!body.result?.accessToken) throw new Error(`sign-in of ${login}: HTTP ${response.status}`);
  return body.result.accessToken;
}

/** The prepared storage of a demo login that specs open signed in. */
function preparedSession(login: string): string {
  if (!SIGNED_IN_ACCOUNTS.includes(login))
    throw new Error(`tests/e2e/fixtures.ts: add ${login} to SIGNED_IN_ACCOUNTS`);
  return sessionFile(login);
}

interface SessionOptions {
  /** Start the test signed in as this demo login (null: signed out, the default). */
  account: string | null;
  /**
   * The access token the prepared session holds in its place (null: the real one), e.g. one the
   * server no longer accepts, so the first page load already meets a 401.
   */
  accessToken: string | null;
  /**
   * A session of the test's own (a new token for `account`) rather than the one every test of the
   * run shares: for a test that logs out, which ends its token on the server.
   */
  ownSession: boolean;
}

/** The screens a walk runs on: the desktop of the project, or a 360×740 touch phone. */
export type WalkDevice = 'desktop' | 'phone';

interface WalkFixtures {
  /**
   * One page per account (null: signed out) and device for the whole worker, for the walks over
   * every page (axe, layout): the app loads once and the tests move inside it, as a member does.
   */
  walkPage: (account: string | null, device?: WalkDevice) => Promise<Page>;
}

/**
 * The prepared session of `login`, as a phone of its own would hold it: without the desktop's
 * open sidebar (on a phone the sidebar is a drawer, which would open over the page).
 */
export async function phoneSession(login: string): Promise<StorageState> {
  const state = JSON.parse(await readFile(preparedSession(login), 'utf8')) as StorageState;
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(({ name }) => !name.endsWith('sidebar.open')),
    })),
  };
}

/** A 360×740 touch phone. */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
} as const;

export const test = base.extend<SessionOptions, WalkFixtures>({
  account: [null, { option: true }],
  accessToken: [null, { option: true }],
  ownSession: [false, { option: true }],
  storageState: async ({ account, accessToken, ownSession, storageState }, provide) => {
    if (account === null) return provide(storageState);
    const session = preparedSession(account);
    const token = ownSession ? `Bearer ${await newAccessToken(account)}` : accessToken;
    await provide(token === null ? session : await withAccessToken(session, token));
  },
  walkPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport } = workerInfo.project.use;
      const pages = new Map<string, Promise<Page>>();
      const contexts: BrowserContext[] = [];
      const open = async (account: string | null, device: WalkDevice): Promise<Page> => {
        const phone = device === 'phone';
        const context = await browser.newContext({
          baseURL,
          locale,
          timezoneId,
          // As in playwright.config.ts (a context made here does not inherit it): once the
          // service worker controls the page, page.route no longer sees its calls, and
          // keepResultsUnread below would let UnreadFlgOff through (tests/e2e/offline.spec.ts is
          // about the worker).
          serviceWorkers: 'block',
          ...(phone ? PHONE : { viewport }),
          ...(account === null
            ? {}
            : { storageState: phone ? await phoneSession(account) : preparedSession(account) }),
        });
        contexts.push(context);
        const page = await context.newPage();
        await keepResultsUnread(page);
        return page;
      };
      await provide((account, device = 'desktop') => {
        const key = `${account ?? ''} ${device}`;
        const known = pages.get(key) ?? open(account, device);
        pages.set(key, known);
        return known;
      });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
});

/**
 * For a test that uses up something once per member (an application, an order, a payment, a
 * password): on a retry, `login`'s records go back to the seed first, so the retry runs the same
 * test again instead of meeting what the first try left (a retry only gathers evidence: a test
 * that passes on it fails the run as flaky). The first try starts from the suite's own reset.
 */
export async function freshOnRetry(login: string): Promise<void> {
  if (test.info().retry === 0) return;
  await resetMemberRecords(login);
}

/** Puts `login`'s member records back to the seed (demo-api/calls/demoControl.ts). */
export async function resetMemberRecords(login: string): Promise<void> {
  const response = await fetch(new URL(DEMO_RESET_PATH, ORIGIN), demoResetInit(login));
  if (response.status !== 204)
    throw new Error(`demo API reset of ${login}: HTTP ${response.status}`);
}

/**
 * A member API call as `login`, outside the browser (what a test needs from the server, such as
 * a member's signed codes, rather than what it is about): the `data` of the answer.
 */
export async function callAs<T>(
  login: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(new URL(path, ORIGIN), {
    method: body ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${await newAccessToken(login)}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { result?: { data?: T } };
  if (!response.ok || answer.result?.data === undefined) {
    throw new Error(`${path} as ${login}: HTTP ${response.status}`);
  }
  return answer.result.data;
}

/** Opens a page of the signed-in layout (a route path) and waits for the top bar. */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(memberPath(path));
  await expect(userMenuButton(page)).toBeVisible();
}

/**
 * Switches the demo API's faults on for this browser only (demo-api/faults.ts): the middleware
 * reads the `demo-faults` cookie of each request, so parallel tests never see each other's faults.
 * An empty list switches them off.
 */
export async function setFaults(context: BrowserContext, faults: Fault[]): Promise<void> {
  await context.addCookies([{ name: FAULT_COOKIE, value: faultCookie(faults), url: ORIGIN }]);
}

/**
 * Leaves the member's unread application results unread: opening a result page turns its flag
 * off on the server, and tests/e2e/applications.spec.ts asserts demo-member's unread mark. Specs
 * that walk every page (accessibility, faults) use this so their walk changes nothing another
 * spec sees; the call is quiet, so the page looks the same.
 */
export async function keepResultsUnread(page: Page): Promise<void> {
  await page.route(UNREAD_FLAG_OFF, (route) => route.abort());
}

/** The calls keepResultsUnread stops in the browser: they never reach the server. */
export const UNREAD_FLAG_OFF = /UnreadFlgOff$/;

/**
 * Opens `path` (a route path) inside the app already loaded, as a link inside it would: no
 * reload, so a walk over many pages pays for the app's start once.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, memberPath(path));
}
