// Lighthouse's mobile performance audit (its default settings: emulated phone, throttled network
// and CPU) of a page, in Debian's Chromium. A signed-in page is audited in a browser profile that
// signed in first, with Lighthouse told to keep that storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';

/** Runs `signIn(page)` inside a fresh profile folder, and returns the folder. */
export async function signedInProfile(signIn) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lh-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  await signIn(await context.newPage());
  await context.close();
  // Keep the session, not the HTTP cache: the audit is of a cold load.
  for (const cache of ['Cache', 'Code Cache']) {
    rmSync(join(dir, 'Default', cache), { recursive: true, force: true });
  }
  return dir;
}

/**
 * Runs the audit; returns the score (0–100), the main metrics as Lighthouse displays them, and
 * what to look at when the score is low: the LCP element and the biggest savings it suggests,
 * or Lighthouse's own error when it could not audit the page.
 */
export async function auditPerformance(url, { profileDir } = {}) {
  const userDataDir = profileDir ?? mkdtempSync(join(tmpdir(), 'portal-lh-'));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir,
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(profileDir),
      logLevel: 'error',
    });
    const metric = (id) => lhr.audits[id]?.displayValue ?? '';
    return {
      url: lhr.finalDisplayedUrl,
      // Set when Lighthouse itself failed (its score is then 0 and the metrics are empty).
      error: lhr.runtimeError && `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      // In milliseconds, for the ratios against the stock app.
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: metric('cumulative-layout-shift'),
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
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
