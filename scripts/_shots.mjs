// Temporary screenshot tour (not committed): node scripts/_shots.mjs <login> <path>...
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, signInThroughForm } from './browser.mjs';
const [login, ...paths] = process.argv.slice(2);
const base = 'http://localhost:4173/member';
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
for (const [w, h, touch] of [[360, 740, true], [1280, 800, false]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: touch, isMobile: touch, locale: 'ja-JP' });
  const page = await context.newPage();
  await signInThroughForm(page, base, login, 'demo-pass-2026');
  for (const path of paths) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    const name = `${login}${path.replace(/\//g, '_')}-${w}`;
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
    console.log(name, 'scrollWidth', width);
  }
  await context.close();
}
await browser.close();
