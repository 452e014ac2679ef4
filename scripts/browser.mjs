// Debian's Chromium as every browser run of this repo starts it (e2e, measurements), and sign-in
// through the real login form. Without the background-networking flags, Chromium keeps calling
// hosts this closed network refuses.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The e2e layer's browser: Debian's build of Chromium's headless shell (package
 * chromium-headless-shell), the same engine without the browser's own UI, as Playwright runs
 * headless tests by default. Full Chromium in headless mode also starts a WebUI renderer and a
 * GPU process per window, work no test needs, on a machine whose e2e run is CPU-bound.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** What the e2e suite's fake camera films (a Y4M file, written by the test that uses it). */
export const CAMERA_FILM = new URL('../test-reports/camera.y4m', import.meta.url).pathname;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Signs in on `<base>/login` as a member would, and waits for the home page. */
export async function signInThroughForm(page, base, login, password) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: /ログインID/ }).fill(login);
  await page.getByLabel(/パスワード/).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL(`${base}/`);
}
