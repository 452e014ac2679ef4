// Lighthouse's mobile performance audit (its default settings: emulated phone, simulated slow 4G
// and 4× CPU) of a page in Debian's Chromium, on one of two visits prepared in a browser profile
// of its own:
// - first: nothing cached. The profile keeps only the session (cookies, storage): no HTTP cache,
//   no V8 code cache, no service worker or its precache.
// - return: the app's own caches warm. The profile visited the page once and kept everything,
//   so the portal's service worker is active with its precache filled, and the stock app has its
//   HTTP cache; scripts come with whatever code cache the visit left.
// Lighthouse is told to keep the profile's storage either way (it would otherwise clear the
// origin's data, the session with it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';

export const VISITS = ['first', 'return'];

/** What a first visit has never stored: Chromium's profile folders for each cache. */
const CACHE_FOLDERS = ['Cache', 'Code Cache', 'Service Worker'];

/** Waits for the page's service worker, when it registered one, to be active (precache filled). */
const serviceWorkerReady = (page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await navigator.serviceWorker.ready;
  });

/**
 * A profile folder for `visit` of a page: `signIn(page)` runs first when given; a return visit
 * then opens the page once (`open(page)` resolves when it shows) and waits for its service worker.
 */
export async function visitProfile(visit, { signIn, open }) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lh-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await context.newPage();
  if (signIn) await signIn(page);
  if (visit === 'return') {
    await open(page);
    await serviceWorkerReady(page);
  }
  await context.close();
  if (visit === 'first') {
    for (const cache of CACHE_FOLDERS) {
      rmSync(join(dir, 'Default', cache), { recursive: true, force: true });
    }
  }
  return dir;
}

/**
 * Milliseconds of main-thread blocking from navigation start: every long task's time past 50 ms,
 * as Lighthouse simulated it. Its TBT counts only between the first paint and the page's
 * interactivity, so a page that paints late hides its start-up work there; this does not.
 */
function blockingFromStart(lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.debugData?.tasks ?? [];
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}

/**
 * Runs the audit in `profileDir` (removed afterwards); returns the score (0–100), the metrics in
 * milliseconds, and what to look at when the score is low: the LCP element and the biggest
 * savings it suggests, or Lighthouse's own error when it could not audit the page.
 */
export async function auditPerformance(url, profileDir) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir: profileDir,
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      disableStorageReset: true,
      logLevel: 'error',
    });
    const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      url: lhr.finalDisplayedUrl,
      // Set when Lighthouse itself failed (its score is then 0 and the metrics are empty).
      error: lhr.runtimeError && `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      blockingMs: blockingFromStart(lhr),
      cls: numeric('cumulative-layout-shift'),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet,
      opportunities: Object.values(lhr.audits)
        .filter((audit) => audit.details?.type === 'opportunity' && audit.score !== 1)
        .filter((audit) => (audit.details.overallSavingsMs ?? 0) > 0)
        .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
        .slice(0, 3)
        .map(
          (audit) =>
            `${audit.title} (${audit.displayValue || `${audit.details.overallSavingsMs} ms`})`,
        ),
    };
  } finally {
    chrome.kill();
    rmSync(profileDir, { recursive: true, force: true });
  }
}
