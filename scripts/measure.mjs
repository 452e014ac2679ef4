// `npm run measure`: builds, serves the build with the demo API, and prints the gzipped JS that
// /member/login and /member/dashboard (signed in) load in Chromium, and each page's own chunk.
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { BUDGETS, pageChunks, scriptsLoadedBy } from './bundles.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = 4190;
const base = `http://localhost:${PORT}/member`;

if (!process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'inherit' });
const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'warn' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const print = (title, { rows, totalKb }, budgetKb) => {
  console.log(`\n${title}`);
  for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
  const verdict = budgetKb
    ? ` (budget ${budgetKb} KB: ${totalKb <= budgetKb ? 'ok' : 'OVER'})`
    : '';
  console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total gzipped JS${verdict}`);
};

try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await scriptsLoadedBy(page, () => page.goto(`${base}/login`));
  print('/member/login', login, BUDGETS.signInKb);

  await page.getByLabel('ログインID').fill('demo-member');
  await page.getByLabel('パスワード').fill('demo-pass-2026');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(`${base}/`);
  const signedIn = await context.storageState();

  const fresh = await browser.newContext({ storageState: signedIn });
  const dashboardPage = await fresh.newPage();
  const dashboard = await scriptsLoadedBy(dashboardPage, () =>
    dashboardPage.goto(`${base}/dashboard`),
  );
  print('/member/dashboard (signed in, cold load)', dashboard);

  console.log(`\nOwn chunk of each lazily loaded page (budget ${BUDGETS.pageChunkKb} KB each)`);
  for (const chunk of pageChunks()) {
    const over = chunk.kb > BUDGETS.pageChunkKb && !chunk.source.startsWith('src/App');
    console.log(`  ${chunk.kb.toFixed(1).padStart(7)} KB  ${chunk.source}${over ? '  OVER' : ''}`);
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
