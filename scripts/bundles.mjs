// Bundle figures of the built portal (dist/): what a browser really loads for a route, gzipped,
// and each page's own chunk. Shared by `npm run measure` and the budget test in the e2e suite.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = new URL('../dist/', import.meta.url).pathname;

/**
 * Budgets of DESIGN §9: gzipped kilobytes (1 KB = 1000 bytes, as Vite reports) and Lighthouse
 * mobile performance scores.
 */
export const BUDGETS = { signInKb: 150, pageChunkKb: 60, signInScore: 95, dashboardScore: 90 };

/** The demo account measurements sign in as (DESIGN §6). */
export const DEMO_ACCOUNT = { login: 'demo-member', password: 'demo-pass-2026' };

export function gzipKb(file) {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1000;
}

/** Sum of the gzipped JS files behind a list of script URLs seen by the browser. */
export function loadedJs(urls) {
  const files = [...new Set(urls.map((url) => new URL(url).pathname.replace(/^\/member\//, '')))]
    .filter((file) => file.endsWith('.js') && file.startsWith('assets/'))
    .sort();
  const rows = files.map((file) => ({ file, kb: gzipKb(file) }));
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

/** Records every script a page loads while `visit` runs. */
export async function scriptsLoadedBy(page, visit) {
  const urls = [];
  const listener = (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  };
  page.on('response', listener);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return loadedJs(urls);
}
