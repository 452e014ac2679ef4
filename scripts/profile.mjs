// `npm run profile`: where a first visit of the signed-in dashboard spends its main thread, at 4×
// CPU (Lighthouse's mobile slowdown) in Debian's Chromium. Builds the portal in demo mode with
// hidden source maps (the served code is the production code), signs in, then opens
// /member/dashboard in a fresh browser context (no HTTP cache, no code cache, no service worker)
// under V8's sampling profiler, and prints, per run: the first paint, every long task from
// navigation start, and the CPU time by package or source folder and by function, each sample
// mapped back to its source. Flags: --no-build, --runs=N (3 unless given), --page=/path.
/* global window, document -- in the page */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { deployedPreview } from './deployedPreview.mjs';
import { DEMO_ACCOUNT, DIST } from './bundles.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInThroughForm } from './browser.mjs';
import { spread } from './benchStats.mjs';

const PORT = 4178;
const BASE = `http://localhost:${PORT}/member`;
const CPU_SLOWDOWN = 4;
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
const RUNS = Number(option('--runs') ?? 3);
const PAGE = option('--page') ?? '/dashboard';
const TOP = 18;

/** Runs in the page before its scripts: keeps every long task and the first paint. */
function observeMainThread() {
  const seen = { tasks: [], paint: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  window.__mainThread = seen;
}

const maps = new Map();
/** The source map of a built file, by its URL (null outside dist/, e.g. the page itself). */
function mapOf(url) {
  if (!maps.has(url)) {
    const file = url.startsWith(`${BASE}/`) ? url.slice(BASE.length + 1).split('?')[0] : null;
    let map = null;
    try {
      if (file?.endsWith('.js'))
        map = new TraceMap(readFileSync(join(DIST, `${file}.map`), 'utf8'));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url);
}

/** `node_modules/@scope/name` or `src/<folder>`: where a source file belongs. */
function bucketOf(source) {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules) return modules[1];
  const own = /(?:^|\/)((?:src|resources)\/[^/]+)/.exec(source);
  return own ? own[1] : source;
}

/** The source and name of a profiled frame, through the file's source map. */
function origin({ url, functionName, lineNumber, columnNumber }) {
  if (!url) return { bucket: functionName || '(native)', name: functionName || '(anonymous)' };
  const map = mapOf(url);
  if (!map) return { bucket: url.replace(BASE, ''), name: functionName || '(anonymous)' };
  const position = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const source = position.source ?? url;
  return {
    bucket: bucketOf(source),
    name: `${position.name ?? (functionName || '(anonymous)')} ${source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${position.line ?? '?'}`,
  };
}

/** Self time in ms by bucket and by function, from a V8 CPU profile (idle time left out). */
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byBucket = new Map();
  const byFunction = new Map();
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (node.callFrame.functionName === '(idle)') return;
    const { bucket, name } = origin(node.callFrame);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + ms);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { byBucket, byFunction };
}

const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;

async function profileOnce(browser, storageState) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeMainThread);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${BASE}${PAGE}`);
    // Polled from outside rather than with a locator, whose injected script would run in the
    // profile: the page's heading, then the network quiet.
    while (!(await page.evaluate(() => document.querySelector('h1') !== null))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await page.waitForLoadState('networkidle');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { profile } = await cdp.send('Profiler.stop');
    const seen = await page.evaluate(() => window.__mainThread);
    return { ...seen, ...selfTimes(profile) };
  } finally {
    await context.close();
  }
}

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --mode demo --sourcemap hidden', { stdio: 'inherit' });
}
const server = await preview({
  mode: 'demo',
  preview: { port: PORT, strictPort: true },
  plugins: [deployedPreview()],
  logLevel: 'warn',
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const signingIn = await browser.newContext();
  await signInThroughForm(
    await signingIn.newPage(),
    BASE,
    DEMO_ACCOUNT.login,
    DEMO_ACCOUNT.password,
  );
  const storageState = await signingIn.storageState();
  await signingIn.close();
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await profileOnce(browser, storageState);
    runs.push(result);
    const blocking = result.tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(
      `\n== run ${run}: ${PAGE}, first visit, ${CPU_SLOWDOWN}× CPU: first paint ${ms(result.paint ?? Number.NaN)}, blocking from navigation start ${ms(blocking)} ==`,
    );
    console.log(
      `  long tasks (start +duration): ${result.tasks.map((task) => `${task.start.toFixed(0)} +${task.duration.toFixed(0)}`).join(', ')}`,
    );
  }
  const merged = (key) => {
    const names = new Set(runs.flatMap((run) => [...run[key].keys()]));
    return new Map(
      [...names].map((name) => [name, spread(runs.map((run) => run[key].get(name) ?? 0)).median]),
    );
  };
  console.log(`\n== CPU time by package or source folder, median of ${RUNS} run(s) ==`);
  for (const [bucket, time] of top(merged('byBucket'), TOP))
    console.log(`  ${ms(time)}  ${bucket}`);
  console.log(`\n== CPU time by function (self), median of ${RUNS} run(s) ==`);
  for (const [name, time] of top(merged('byFunction'), TOP)) console.log(`  ${ms(time)}  ${name}`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
