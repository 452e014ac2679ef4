// `npm run screenshots`: what a member sees on a phone (360×740, touch), for the README. Serves
// the demo build (`vite build --mode demo` first; the npm script does it), signs in as
// demo-member through the login form, and saves the first screen of each main member page to
// docs/screenshots/<name>.png; then, as staff (demo-update), the venue door answering demo-venue's
// unpaid 受講票 and a code that is none. The demo API's calendar is pinned, as in e2e, so the
// pictures only change when the pages do.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, signInThroughForm } from './browser.mjs';

const PORT = 4175;
const BASE = `http://localhost:${PORT}/member`;
const OUT = new URL('../docs/screenshots/', import.meta.url);

/** File name → page (a route path of SPEC §2). */
const PAGES = {
  dashboard: '/dashboard',
  'member-details': '/members/MemberInfo',
  payment: '/payment',
  'open-events': '/events/EventsAccepting',
  'event-detail': '/events/eventDetail?id=123',
  'event-entry': '/events/entry?id=123',
  participations: '/events/participaints',
  card: '/DigitalMembershipCard',
  points: '/PointHistories',
  goods: '/Products/ProductList',
};

process.env.DEMO_TODAY ??= '2026-11-22';
mkdirSync(OUT, { recursive: true });
const server = await preview({
  mode: 'demo',
  preview: { port: PORT, strictPort: true },
  logLevel: 'warn',
});
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
const phone = () =>
  browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
const save = (page, name, options = {}) =>
  page.screenshot({ path: new URL(`${name}.png`, OUT).pathname, ...options });

/** demo-venue's 受講票 code for today's paid seminar, which she has not paid. */
async function unpaidSlip() {
  const api = `http://localhost:${PORT}/api`;
  const signedIn = await fetch(`${api}/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: 'demo-venue', password: 'demo-pass-2026' }),
  }).then((response) => response.json());
  const detail = await fetch(`${api}/services/app/Event/GetDetailParticipant?id=5024`, {
    headers: { Authorization: `Bearer ${signedIn.result.accessToken}` },
  }).then((response) => response.json());
  return detail.result.data.admissionCode;
}

/** The door reading `code`, once the answer reads `expected`. */
async function doorAnswering(page, code, expected) {
  const field = page.getByRole('textbox', { name: 'QRコードの内容' });
  await field.fill(code);
  await field.press('Enter');
  await page.getByLabel('読み取り結果').getByText(expected).first().waitFor();
  // The whole page from its top: a full-page picture of a scrolled page repeats the fixed bar.
  await page.evaluate(() => globalThis.scrollTo(0, 0));
}

try {
  const context = await phone();
  const page = await context.newPage();
  await signInThroughForm(page, BASE, 'demo-member', 'demo-pass-2026');
  for (const [name, path] of Object.entries(PAGES)) {
    await page.goto(`${BASE}${path}`);
    // The page with its data: no loader left, and the network quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => !globalThis.document.querySelector('[role="progressbar"]:not([aria-valuenow])'),
    );
    await save(page, name);
    console.log(`docs/screenshots/${name}.png  ${path}`);
  }
  await context.close();

  const staff = await (await phone()).newPage();
  // The door's device keeps its clock right: the demo API's, whose calendar is pinned.
  const serverDate = (
    await fetch(`http://localhost:${PORT}/api/services/app/Term/GetDetailTermByType?type=1`)
  ).headers.get('date');
  await staff.clock.setSystemTime(new Date(serverDate ?? Date.now()));
  await signInThroughForm(staff, BASE, 'demo-update', 'demo-pass-2026');
  await staff.goto(`${BASE}/venue/CheckIn`);
  await staff.getByRole('combobox', { name: '学会・セミナー' }).click();
  await staff.getByRole('option', { name: /下部消化管内視鏡介助/ }).click();
  await doorAnswering(staff, await unpaidSlip(), '未払い');
  await save(staff, 'door-unpaid', { fullPage: true });
  await doorAnswering(staff, 'JGETS2.A.A', '読み取れないコードです');
  await save(staff, 'door-unreadable', { fullPage: true });
  console.log('docs/screenshots/door-unpaid.png, door-unreadable.png  /venue/CheckIn');
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
