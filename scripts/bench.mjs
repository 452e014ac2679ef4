// `npm run bench`: the performance budgets of DESIGN §9 and issue 10, measured. Builds the portal
// (demo mode) and a stock react-admin app with one list page (bench/stock-react-admin, the
// reference), serves both, and prints: the gzipped JS every route loads cold in Chromium, each
// page's own chunk, the click-to-rows time of the two 1,000-row staff lists, Lighthouse's mobile
// performance of the sign-in page and a signed-in page of each app, and the two side by side.
// Exits non-zero when a budget is missed (after printing every figure), so it can gate a change.
// Flags: --no-build (measure the builds as they are), --no-lighthouse, --lighthouse-runs=N (audits
// per page and visit, five unless given; fewer are printed but judge no goal), --floors (audits the
// floors too: bench/floors, the least a page on this stack runs, against the stock pages).
import { execSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { appRoutes } from './appRoutes.mjs';
import {
  BUDGETS,
  DEMO_ACCOUNT,
  DEMO_STAFF_ACCOUNT,
  STOCK_RATIOS,
  pageChunks,
  scriptsLoadedBy,
} from './bundles.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInThroughForm } from './browser.mjs';
import { lostPoints, meets, pairedRatios, spread, WORST_ALLOWANCE } from './benchStats.mjs';
import { auditPerformance, VISITS, visitProfile } from './lighthouse.mjs';
import { deployedPreview } from './deployedPreview.mjs';
import { sortClicks, timeListActions } from './listTiming.mjs';

const PORTAL_PORT = 4176;
const STOCK_PORT = 4177;
const FLOORS_PORT = 4179;
const portal = `http://localhost:${PORTAL_PORT}/member`;
const stock = `http://localhost:${STOCK_PORT}`;
const STOCK_CONFIG = new URL('../bench/stock-react-admin/vite.config.ts', import.meta.url).pathname;
const STOCK_DIST = new URL('../bench/stock-react-admin/dist/', import.meta.url).pathname;
const FLOORS_CONFIG = new URL('../bench/floors/vite.config.ts', import.meta.url).pathname;
const floors = `http://localhost:${FLOORS_PORT}`;
/** The stock app's one resource, at react-admin's default (hash) routes. */
const STOCK_LOGIN = `${stock}/#/login`;
const STOCK_LIST = `${stock}/#/posts`;
/** Clicks per list action, and the staff lists of 1,000+ rows timed (resource names). */
const CLICKS = 5;
const LARGE_LISTS = ['members', 'participationHistory'];

const flag = (name) => process.argv.includes(name);
/** `--name=value`'s value. */
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
/**
 * Lighthouse audits per page and visit. One audit's blocking time swings by half between runs of
 * one build: the median and the worst of several, portal and stock taken in turn so a change in
 * the machine's load meets both, are the figures.
 */
const MIN_AUDITS = 5;
const AUDIT_RUNS = Number(option('--lighthouse-runs') ?? MIN_AUDITS);
/** Attempts at one audit Lighthouse itself fails (NO_NAVSTART …) before it counts as failed. */
const AUDIT_ATTEMPTS = 4;
const misses = [];

/** A verdict, remembered when it misses so the exit code can say so. */
function verdict(ok, what) {
  if (!ok) misses.push(what);
  return ok ? 'ok' : 'MISSED';
}

const kb = (value) => `${value.toFixed(1).padStart(7)} KB`;
const ms = (value) => `${value.toFixed(0).padStart(4)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

function printFiles(title, { rows, totalKb }) {
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${kb(row.kb)}  ${row.file}`);
  console.log(`  ${kb(totalKb)}  total gzipped JS`);
}

/**
 * One audit of `target` on `visit`, in a profile prepared for it. An audit Lighthouse fails is
 * run again in a fresh profile, never dropped; after AUDIT_ATTEMPTS failures it stays a failure
 * (and the goals it feeds count as missed).
 */
async function auditVisit(target, visit) {
  let result;
  for (let attempt = 1; attempt <= AUDIT_ATTEMPTS; attempt++) {
    result = await auditPerformance(target.url, await visitProfile(visit, target));
    if (!result.error) return result;
    console.log(
      `      (${target.title}, ${visit} visit: Lighthouse failed, ${result.error}; again)`,
    );
  }
  return result;
}

function printAuditLine(run, visit, title, audit) {
  const figures = audit.error
    ? `FAILED ${audit.error}`
    : `score ${String(audit.score).padStart(3)}  FCP ${seconds(audit.fcpMs)}  LCP ${seconds(audit.lcpMs)}  TBT ${ms(audit.tbtMs)}  blocking from start ${ms(audit.blockingMs)}`;
  console.log(`  run ${run}  ${visit.padEnd(6)}  ${title.padEnd(36)} ${figures}`);
}

const SERIES = [
  ['score', (audit) => audit.score, String],
  ['FCP', (audit) => audit.fcpMs, seconds],
  ['LCP', (audit) => audit.lcpMs, seconds],
  ['TBT', (audit) => audit.tbtMs, ms],
  ['blocking from start', (audit) => audit.blockingMs, ms],
];

/** Median and worst of each figure of one page's audits on one visit. */
function printSummary(title, audits) {
  const completed = audits.filter((audit) => !audit.error);
  const failed = audits.length - completed.length;
  const parts = SERIES.map(([name, of, format]) => {
    const values = completed.map(of);
    // The worst score is the lowest; every other figure's is the highest.
    const worst = name === 'score' ? Math.min(...values) : Math.max(...values);
    return `${name} ${format(spread(values).median)} (worst ${format(worst)})`;
  });
  console.log(`  ${title.padEnd(36)} ${parts.join('  ')}${failed ? `  ${failed} FAILED` : ''}`);
  if (completed[0]?.score < 90) {
    console.log(`      LCP element: ${completed[0].lcpElement ?? '?'}`);
    for (const opportunity of completed[0].opportunities) console.log(`      ${opportunity}`);
  }
}

/**
 * A lower-is-better goal over the audits: met when the median meets it and the worst is within
 * 1.5× of it (benchStats.mjs), with every audit completed and at least five of them.
 */
function judgeSeries(title, values, goal, format, complete) {
  const { median, worst } = spread(values);
  const ok = verdict(complete && meets({ median, worst }, goal), title);
  console.log(
    `  ${title.padEnd(58)} median ${format(median)}  worst ${format(worst)}  (goal ≤ ${format(goal)}, worst ≤ ${format(goal * WORST_ALLOWANCE)})  ${ok}`,
  );
}

/**
 * Lighthouse on a first and a return visit of each app's sign-in page and signed-in page, portal
 * and stock interleaved (the order swapped every run), every audit printed, then the goals.
 */
async function measureVisits() {
  const opened = (ready) => async (page, url) => {
    await page.goto(url);
    await ready(page).waitFor();
  };
  const target = (title, url, ready, signIn) => ({
    title,
    url,
    signIn,
    open: (page) => opened(ready)(page, url),
  });
  const pairs = [
    [
      target('/member/login', `${portal}/login`, pageHeading),
      target('stock react-admin login', STOCK_LOGIN, (page) =>
        page.getByRole('button', { name: 'Sign in' }),
      ),
    ],
    [
      target(
        '/member/dashboard (signed in)',
        `${portal}/dashboard`,
        pageHeading,
        signInPortal(DEMO_ACCOUNT),
      ),
      target(
        'stock react-admin list (signed in)',
        STOCK_LIST,
        (page) => page.getByRole('table'),
        signInStock,
      ),
    ],
  ];
  const [stockLogin, stockList] = pairs.map(([, theirs]) => theirs);
  // Each floor and the stock page it is a ratio of (that page's audit of the same run). A floor
  // is a first visit only: it has no service worker, so its return visit says nothing more.
  const floorPairs = flag('--floors')
    ? [
        [target('floor: React, one heading', `${floors}/react.html`, pageHeading), stockLogin],
        [target('floor: MUI sign-in form', `${floors}/mui.html`, pageHeading), stockLogin],
        [
          target('floor: react-admin <Admin>, empty', `${floors}/admin.html`, pageHeading),
          stockList,
        ],
      ]
    : [];
  console.log(
    `\n== Lighthouse mobile (default settings), ${AUDIT_RUNS} audits per page and visit, portal and stock interleaved ==`,
  );
  const audits = new Map(
    [...pairs.flat(), ...floorPairs.map(([floor]) => floor)].map((item) => [
      item,
      { first: [], return: [] },
    ]),
  );
  const auditInto = async (run, visit, item) => {
    const audit = await auditVisit(item, visit);
    audits.get(item)[visit].push(audit);
    printAuditLine(run, visit, item.title, audit);
  };
  for (let run = 1; run <= AUDIT_RUNS; run++) {
    for (const visit of VISITS) {
      for (const pair of pairs) {
        for (const item of run % 2 ? pair : [...pair].reverse()) await auditInto(run, visit, item);
      }
    }
    for (const [floor] of floorPairs) await auditInto(run, 'first', floor);
  }
  const enough = AUDIT_RUNS >= MIN_AUDITS;
  if (!enough) console.log(`\n  Fewer than ${MIN_AUDITS} audits: no goal is judged met.`);
  for (const visit of VISITS) {
    console.log(`\n== ${visit} visit: median (worst) of ${AUDIT_RUNS} audits ==`);
    for (const item of pairs.flat()) printSummary(item.title, audits.get(item)[visit]);
    if (visit === 'first') {
      for (const [floor] of floorPairs) printSummary(floor.title, audits.get(floor).first);
    }
    const [[ourLogin, theirLogin], [ourDashboard, theirList]] = pairs.map((pair) =>
      pair.map((item) => audits.get(item)[visit]),
    );
    const complete =
      enough &&
      [ourLogin, theirLogin, ourDashboard, theirList].flat().every((audit) => !audit.error);
    const ratio = (value) => `${value.toFixed(2)}×`;
    const blocking = (series) => series.map((audit) => audit.blockingMs);
    console.log(`\n  Goals, ${visit} visit (ratios are per run: portal audit i / stock audit i)`);
    judgeSeries(
      `dashboard blocking from start / stock list's, ${visit} visit`,
      pairedRatios(blocking(ourDashboard), blocking(theirList)),
      STOCK_RATIOS.dashboardBlocking,
      ratio,
      complete,
    );
    judgeSeries(
      `login blocking from start / stock login's, ${visit} visit`,
      pairedRatios(blocking(ourLogin), blocking(theirLogin)),
      STOCK_RATIOS.loginBlocking,
      ratio,
      complete,
    );
    const lost = (series) => series.map((audit) => lostPoints(audit.score));
    const points = (value) => `${value.toFixed(0)} pts`;
    // Above the stock page's median score: at least one point fewer lost.
    judgeSeries(
      `dashboard score above stock list's (points lost), ${visit} visit`,
      lost(ourDashboard),
      spread(lost(theirList)).median - 1,
      points,
      complete,
    );
    judgeSeries(
      `dashboard score ≥ ${BUDGETS.dashboardScore} (points lost), ${visit} visit`,
      lost(ourDashboard),
      lostPoints(BUDGETS.dashboardScore),
      points,
      complete,
    );
    judgeSeries(
      `login score ≥ ${BUDGETS.signInScore} (points lost), ${visit} visit`,
      lost(ourLogin),
      lostPoints(BUDGETS.signInScore),
      points,
      complete,
    );
  }
  if (floorPairs.length) {
    console.log(
      `\n  Floors, first visit: blocking from start / the stock page's, per run (what no page on this stack goes under)`,
    );
    for (const [floor, theirs] of floorPairs) {
      const series = (item) =>
        audits.get(item).first.map((audit) => (audit.error ? Number.NaN : audit.blockingMs));
      const { median, worst } = spread(pairedRatios(series(floor), series(theirs)));
      console.log(
        `  ${`${floor.title} / ${theirs.title}`.padEnd(72)} median ${median.toFixed(2)}×  worst ${worst.toFixed(2)}×`,
      );
    }
  }
  console.log(`\n  Lighthouse's TBT (from first paint) beside it, for reference:`);
  for (const visit of VISITS) {
    const tbt = (item) => audits.get(item)[visit].map((audit) => audit.tbtMs);
    for (const [ours, theirs] of pairs) {
      const { median, worst } = spread(pairedRatios(tbt(ours), tbt(theirs)));
      console.log(
        `  ${`${ours.title} / ${theirs.title}, ${visit}`.padEnd(72)} median ${median.toFixed(2)}×  worst ${worst.toFixed(2)}×`,
      );
    }
  }
}

const signInPortal = (account) => (page) =>
  signInThroughForm(page, portal, account.login, account.password);

/** react-admin's default login form; the stock auth provider takes any name and password. */
async function signInStock(page) {
  await page.goto(STOCK_LOGIN);
  await page.getByLabel(/Username/).fill('bench');
  await page.getByLabel(/Password/).fill('bench');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/posts/);
}

/** A browser context holding a session: `signIn` runs once in a throwaway context. */
async function signedInContext(browser, signIn) {
  const throwaway = await browser.newContext();
  await signIn(await throwaway.newPage());
  const storageState = await throwaway.storageState();
  await throwaway.close();
  return (options = {}) => browser.newContext({ ...options, storageState });
}

/** Every page of the portal, sign-in pages included, titles itself with one h1. */
const pageHeading = (page) => page.getByRole('heading', { level: 1 }).first();

/**
 * Cold-loads `url` in a fresh context until `ready` (a locator of what the page shows once it is
 * there) is visible; returns its gzipped JS and the title the page showed (a signed-in page titles
 * itself by its route, so a 404 or a refusal would show). Waiting for the page's content, not only
 * for a quiet network: a lazy page asks for its chunk only once the shell has run, which on this
 * machine can come after networkidle's 500 ms of quiet.
 */
async function coldLoad(newContext, url, ready, dist) {
  const context = await newContext();
  try {
    const page = await context.newPage();
    const loaded = await scriptsLoadedBy(
      page,
      async () => {
        await page.goto(url);
        await ready(page).waitFor();
      },
      dist,
    );
    return { ...loaded, shown: await page.title(), landed: page.url() };
  } finally {
    await context.close();
  }
}

/**
 * Gzipped JS of each route of a group, against `budgetKb` if given. A route that did not show
 * itself is flagged: `signedIn` pages by their title, sign-in pages by staying at their URL.
 */
async function printRouteGroup(title, routes, newContext, { budgetKb, signedIn = true } = {}) {
  console.log(`\n${title}`);
  const sizes = {};
  for (const route of routes) {
    const url = `${portal}${route.url}`;
    const loaded = await coldLoad(newContext, url, pageHeading);
    sizes[route.path] = loaded;
    const shown = signedIn ? loaded.shown.startsWith(route.title) : loaded.landed === url;
    const note = shown ? '' : `  (showed: ${signedIn ? loaded.shown : loaded.landed})`;
    const budget = budgetKb
      ? `  ${verdict(loaded.totalKb <= budgetKb, `${route.path} ≤ ${budgetKb} KB`)}`
      : '';
    console.log(`  ${kb(loaded.totalKb)}  ${route.url}${budget}${note}`);
  }
  return sizes;
}

function printTimings(list, action, values) {
  const worst = Math.max(...values);
  const ok = verdict(
    worst <= BUDGETS.listActionMs,
    `${list}: ${action} ≤ ${BUDGETS.listActionMs} ms`,
  );
  console.log(
    `    ${action.padEnd(28)} median ${ms(spread(values).median)}  max ${ms(worst)}  (${values.map((v) => v.toFixed(0)).join(', ')})  ${ok}`,
  );
}

if (!flag('--no-build')) {
  execSync('npx vite build --mode demo', { stdio: 'inherit' });
  execSync(`npx vite build --config ${STOCK_CONFIG}`, { stdio: 'inherit' });
  if (flag('--floors')) execSync(`npx vite build --config ${FLOORS_CONFIG}`, { stdio: 'inherit' });
}
const routes = await appRoutes();
// Timings and scores depend on what else the machine runs: say how busy it was.
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`\n${availableParallelism()} CPUs, load average ${load()} (1, 5, 15 min)`);
const servers = [
  await preview({
    mode: 'demo',
    preview: { port: PORTAL_PORT, strictPort: true },
    plugins: [deployedPreview()],
    logLevel: 'warn',
  }),
  await preview({
    configFile: STOCK_CONFIG,
    preview: { port: STOCK_PORT, strictPort: true },
    plugins: [deployedPreview()],
    logLevel: 'warn',
  }),
  ...(flag('--floors')
    ? [
        await preview({
          configFile: FLOORS_CONFIG,
          preview: { port: FLOORS_PORT, strictPort: true },
          plugins: [deployedPreview()],
          logLevel: 'warn',
        }),
      ]
    : []),
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

try {
  const signedOut = (options = {}) => browser.newContext(options);
  const asMember = await signedInContext(browser, signInPortal(DEMO_ACCOUNT));
  const asStaff = await signedInContext(browser, signInPortal(DEMO_STAFF_ACCOUNT));
  const asStockUser = await signedInContext(browser, signInStock);

  console.log('\n== Gzipped JS each route loads (cold, in Chromium) ==');
  const sizes = {
    ...(await printRouteGroup('Sign-in pages, signed out', routes.signedOut, signedOut, {
      budgetKb: BUDGETS.signInKb,
      signedIn: false,
    })),
    ...(await printRouteGroup(`Member pages, as ${DEMO_ACCOUNT.login}`, routes.member, asMember)),
    ...(await printRouteGroup(
      `Staff pages, as ${DEMO_STAFF_ACCOUNT.login}`,
      routes.staff,
      asStaff,
    )),
  };
  const login = sizes['/login'];
  const dashboard = sizes['/dashboard'];
  printFiles('/member/login, file by file', login);
  printFiles('/member/dashboard (signed in), file by file', dashboard);

  console.log(`\nOwn chunk of each lazily loaded module (pages: ≤ ${BUDGETS.pageChunkKb} KB each)`);
  for (const chunk of pageChunks()) {
    const isPage = chunk.source.startsWith('src/pages/');
    const ok = isPage
      ? `  ${verdict(chunk.kb <= BUDGETS.pageChunkKb, `${chunk.source} ≤ ${BUDGETS.pageChunkKb} KB`)}`
      : '';
    console.log(`  ${kb(chunk.kb)}  ${chunk.source}${ok}`);
  }

  const stockLogin = await coldLoad(
    signedOut,
    STOCK_LOGIN,
    (page) => page.getByRole('button', { name: 'Sign in' }),
    STOCK_DIST,
  );
  const stockList = await coldLoad(
    asStockUser,
    STOCK_LIST,
    (page) => page.getByRole('table'),
    STOCK_DIST,
  );
  printFiles('Stock react-admin: login page', stockLogin);
  printFiles('Stock react-admin: list page (signed in)', stockList);

  console.log('\n== Signed-in speed against stock react-admin, same run (portal / stock) ==');
  const goal = (title, ours, theirs, most) => {
    const value = ours / theirs;
    const ok = verdict(value <= most, `${title} ≤ ${most}× stock`);
    console.log(
      `  ${title.padEnd(44)} ${ours.toFixed(1).padStart(7)} / ${theirs.toFixed(1).padStart(7)} = ${value.toFixed(2)}×  (goal ≤ ${most}×)  ${ok}`,
    );
  };
  goal(
    'dashboard JS vs stock list page (KB)',
    dashboard.totalKb,
    stockList.totalKb,
    STOCK_RATIOS.dashboardJs,
  );
  goal('login JS vs stock login (KB)', login.totalKb, stockLogin.totalKb, STOCK_RATIOS.loginJs);
  for (const route of routes.member)
    goal(
      `${route.url} JS vs stock list page (KB)`,
      sizes[route.path].totalKb,
      stockList.totalKb,
      STOCK_RATIOS.memberPageJs,
    );

  console.log(
    `\n== Lists of 1,000+ rows, as ${DEMO_STAFF_ACCOUNT.login}: click → new rows painted (≤ ${BUDGETS.listActionMs} ms) ==`,
  );
  for (const name of LARGE_LISTS) {
    const definition = routes.resources.find((resource) => resource.name === name);
    const context = await asStaff();
    const page = await context.newPage();
    await page.goto(`${portal}${definition.routes.list}`);
    await page.getByText(/^全\d+件中/).waitFor();
    const timings = await timeListActions(page, sortClicks(definition, CLICKS), CLICKS);
    console.log(`  ${definition.routes.list} (${timings.total} rows)`);
    verdict(timings.total >= 1000, `${definition.routes.list} has 1,000+ rows`);
    printTimings(definition.routes.list, 'next page (次のページ)', timings.nextPage);
    printTimings(definition.routes.list, 'sort (column header)', timings.sort);
    await context.close();
  }

  if (!flag('--no-lighthouse')) {
    await measureVisits();
  }
} finally {
  await browser.close();
  for (const server of servers) await new Promise((resolve) => server.httpServer.close(resolve));
}

console.log(`\nLoad average at the end: ${load()}`);
console.log(
  misses.length
    ? `\n${misses.length} budget(s) missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`
    : '\nEvery budget met.',
);
process.exitCode = misses.length ? 1 : 0;
