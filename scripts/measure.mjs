// `npm run measure`: builds, serves the build with the demo API, and prints what the budgets of
// DESIGN §9 are about: the gzipped JS that /member/login and /member/dashboard (signed in, cold)
// load in Chromium, each page's own chunk, and Lighthouse's mobile performance score of both.
// Flags: --no-build (measure dist/ as it is), --no-lighthouse (sizes only).
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { DEMO_ACCOUNT, BUDGETS, pageChunks, scriptsLoadedBy } from './bundles.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signInThroughForm } from './browser.mjs';
import { auditPerformance, signedInProfile } from './lighthouse.mjs';

const PORT = 4190;
const base = `http://localhost:${PORT}/member`;
const flag = (name) => process.argv.includes(name);

const print = (title, { rows, totalKb }, budgetKb) => {
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
  const verdict = budgetKb
    ? ` (budget ${budgetKb} KB: ${totalKb <= budgetKb ? 'ok' : 'OVER'})`
    : '';
  console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total gzipped JS${verdict}`);
};

const printAudit = (title, audit, minimum) => {
  const verdict = audit.score >= minimum ? 'ok' : 'UNDER';
  console.log(
    `  ${title}: ${audit.score} (budget ≥ ${minimum}: ${verdict})  FCP ${audit.fcp}  LCP ${audit.lcp}  TBT ${audit.tbt}  CLS ${audit.cls}`,
  );
};

if (!flag('--no-build')) execSync('npx vite build --mode demo', { stdio: 'inherit' });
const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

try {
  const page = await browser.newPage();
  print(
    '/member/login',
    await scriptsLoadedBy(page, () => page.goto(`${base}/login`)),
    BUDGETS.signInKb,
  );

  const context = await browser.newContext();
  await signInThroughForm(await context.newPage(), base, DEMO_ACCOUNT.login, DEMO_ACCOUNT.password);
  const signedIn = await browser.newContext({ storageState: await context.storageState() });
  const dashboard = await signedIn.newPage();
  print(
    '/member/dashboard (signed in, cold load)',
    await scriptsLoadedBy(dashboard, () => dashboard.goto(`${base}/dashboard`)),
  );

  console.log(
    `\nOwn chunk of each lazily loaded module (pages: budget ${BUDGETS.pageChunkKb} KB each)`,
  );
  for (const chunk of pageChunks()) {
    const over = chunk.source.startsWith('src/pages/') && chunk.kb > BUDGETS.pageChunkKb;
    console.log(`  ${chunk.kb.toFixed(1).padStart(7)} KB  ${chunk.source}${over ? '  OVER' : ''}`);
  }

  if (!flag('--no-lighthouse')) {
    console.log('\nLighthouse performance, mobile (default settings)');
    printAudit('/member/login', await auditPerformance(`${base}/login`), BUDGETS.signInScore);
    const profileDir = await signedInProfile(base, DEMO_ACCOUNT.login, DEMO_ACCOUNT.password);
    printAudit(
      '/member/dashboard (signed in)',
      await auditPerformance(`${base}/dashboard`, { profileDir }),
      BUDGETS.dashboardScore,
    );
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
