// `npm run screenshots`: what a member sees on a phone (360×740, touch), for the README. Serves
// the demo build (`vite build --mode demo` first; the npm script does it), signs in as
// demo-member through the login form, and saves the first screen of each main member page to
// docs/screenshots/<name>.png. The demo API's calendar is pinned, as in e2e, so the pictures only
// change when the pages do.
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
try {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  const page = await context.newPage();
  await signInThroughForm(page, BASE, 'demo-member', 'demo-pass-2026');
  for (const [name, path] of Object.entries(PAGES)) {
    await page.goto(`${BASE}${path}`);
    // The page with its data: no loader left, and the network quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => !globalThis.document.querySelector('[role="progressbar"]:not([aria-valuenow])'),
    );
    await page.screenshot({ path: new URL(`${name}.png`, OUT).pathname });
    console.log(`docs/screenshots/${name}.png  ${path}`);
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
