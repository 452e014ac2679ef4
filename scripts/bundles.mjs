// Bundle figures of a built app (the portal's dist/ unless told another folder): what a browser
// really loads for a route, gzipped, and each page's own chunk. The budgets of DESIGN §9 live here
// only: `npm run bench` (scripts/bench.mjs) and the budget test of the e2e suite read them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = new URL('../dist/', import.meta.url).pathname;

/**
 * Budgets of DESIGN §9 and issue 10: gzipped kilobytes (1 KB = 1000 bytes, as Vite reports),
 * Lighthouse mobile performance scores, and milliseconds from a click on a list's pagination or
 * sort header to its new rows on screen.
 */
export const BUDGETS = {
  signInKb: 150,
  pageChunkKb: 60,
  signInScore: 95,
  dashboardScore: 90,
  listActionMs: 100,
  /**
   * A generated list page, cold and signed in: no more than the stock react-admin list page
   * (bench/stock-react-admin with this lockfile, as `npm run bench` measures it).
   */
  listPageKb: 293.5,
};

/**
 * The signed-in speed goals: ratios against the stock react-admin app measured in the same run
 * (timings swing with the machine's load; ratios and byte counts do not).
 */
export const STOCK_RATIOS = {
  /** Cold signed-in dashboard, gzipped JS, against the stock list page's. */
  dashboardJs: 0.8,
  /** Its main-thread blocking from navigation start (Lighthouse, mobile) against the stock list page's. */
  dashboardBlocking: 0.6,
  /** The login page's gzipped JS against the stock login's. */
  loginJs: 0.6,
  /** Its blocking from navigation start against the stock login's. */
  loginBlocking: 0.3,
  /** Every member page's cold gzipped JS against the stock list page's. */
  memberPageJs: 1,
};

/** The demo accounts measurements sign in as (DESIGN §6): a member and a staff admin. */
export const DEMO_ACCOUNT = { login: 'demo-member', password: 'demo-pass-2026' };
export const DEMO_STAFF_ACCOUNT = { login: 'demo-admin', password: 'demo-pass-2026' };

export function gzipKb(file, dist = DIST) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000;
}

/** Sum of the gzipped JS files (of the build in `dist`) behind script URLs seen by a browser. */
export function loadedJs(urls, dist = DIST) {
  const files = [
    ...new Set(urls.map((url) => new URL(url).pathname.replace(/^.*?\/assets\//, 'assets/'))),
  ]
    .filter((file) => file.endsWith('.js') && file.startsWith('assets/'))
    .sort();
  const rows = files.map((file) => ({ file, kb: gzipKb(file, dist) }));
  return { rows, totalKb: rows.reduce((sum, row) => sum + row.kb, 0) };
}

/** Each lazily loaded page module's own chunk (src/pages/**), from Vite's manifest. */
export function pageChunks() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  return Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && /^src\/(pages|App)/.test(source))
    .map(([source, chunk]) => ({ source, file: chunk.file, kb: gzipKb(chunk.file) }))
    .sort((a, b) => b.kb - a.kb);
}

/** Records every script a page loads while `visit` runs (and until the network is idle). */
export async function scriptsLoadedBy(page, visit, dist = DIST) {
  const urls = [];
  const listener = (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  };
  page.on('response', listener);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return loadedJs(urls, dist);
}
