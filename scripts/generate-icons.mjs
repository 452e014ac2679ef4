// `npm run generate:icons`: the installed app's icons (public/icons/*.png, listed in the web app
// manifest by server/pwa.ts), drawn by Debian's Chromium from public/icons/icon.svg, the favicon's
// mark on a full square. The maskable one keeps the mark inside the middle 80 % (the safe zone a
// launcher's mask never cuts). The PNGs are committed: nothing is drawn at build or run time.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { HEADLESS_SHELL_PATH } from './browser.mjs';

const ICONS = new URL('../public/icons/', import.meta.url);
const svg = readFileSync(new URL('icon.svg', ICONS), 'utf8');
const TEAL = '#00695c';

/** [file, size, share of the square the mark takes] */
const OUTPUTS = [
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['icon-maskable-512.png', 512, 0.7],
];

const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH });
try {
  for (const [file, size, share] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const mark = Math.round(size * share);
    await page.setContent(
      `<body style="margin:0;background:${TEAL};display:grid;place-items:center;height:${size}px">` +
        `<div style="width:${mark}px;height:${mark}px">${svg.replace('<svg ', `<svg width="${mark}" height="${mark}" `)}</div></body>`,
    );
    await page.screenshot({ path: new URL(file, ICONS).pathname, omitBackground: false });
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
