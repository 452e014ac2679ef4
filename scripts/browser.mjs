// Debian's Chromium as every browser run of this repo starts it (e2e, measurements), and sign-in
// through the real login form. Without the background-networking flags, Chromium keeps calling
// hosts this closed network refuses.
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
