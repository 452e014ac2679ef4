/**
 * External sign-in through the demo identity provider (demo-api/oidc), for real: the portal's
 * authorization request with PKCE, the provider's login and consent pages, the callback, silent
 * renewal with the refresh token (access tokens live 20 s in e2e, playwright.config.ts), and a
 * logout that also ends the provider's session.
 */
import type { Page, Request } from '@playwright/test';
import {
  DEMO_PASSWORD,
  MEMBER,
  TEMP_MEMBER,
  expect,
  memberPath,
  pageHeading,
  test,
  urlPath,
  userMenuButton,
} from './fixtures';

const IDP = 'http://127.0.0.1:4180';
const atProvider = new RegExp(`^${IDP.replace(/\./g, '\\.')}/`);

const externalButton = (page: Page) =>
  page.getByRole('button', { name: '外部認証でログイン', exact: true });

/** The provider's login page: asks for credentials. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await expect(page).toHaveURL(atProvider);
  await expect(page.getByRole('heading', { name: 'ログイン', exact: true })).toBeVisible();
  await page.getByLabel('ログインID').fill(login);
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('heading', { name: '利用の許可' })).toBeVisible();
}

async function signInExternally(page: Page, path: string, login: string): Promise<void> {
  await page.goto(memberPath(path));
  await externalButton(page).click();
  await signInAtProvider(page, login);
  await page.getByRole('button', { name: '許可する', exact: true }).click();
  await expect(page).toHaveURL(urlPath(memberPath(path)));
}

const isRefreshGrant = (request: Request) =>
  request.url() === `${IDP}/token` &&
  request.method() === 'POST' &&
  new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token';

const storedSession = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('auth._token.oidc'),
    userAuth: JSON.parse(localStorage.getItem('auth.userAuth') ?? 'null') as Record<
      string,
      unknown
    > | null,
  }));

test('signs in through the identity provider and comes back to the page the member wanted', async ({
  page,
}) => {
  await page.goto(memberPath('/members/MemberInfo'));
  await expect(page).toHaveURL(/\/member\/login\?redirect=/);
  await externalButton(page).click();
  await signInAtProvider(page, MEMBER.login);
  await page.getByRole('button', { name: '許可する', exact: true }).click();

  await expect(page).toHaveURL(urlPath(memberPath('/members/MemberInfo')));
  await expect(pageHeading(page, '会員詳細')).toBeVisible();
  await expect(userMenuButton(page, MEMBER.name)).toBeVisible();
  const { token, userAuth } = await storedSession(page);
  expect(token).toMatch(/^Bearer ey/);
  expect(userAuth).toMatchObject({ authType: 'oidc', authAPI: 'oidc', roles: ['member'] });
  expect(userAuth?.refreshToken).toEqual(expect.any(String));
});

test('renews the access token silently with the refresh token, and calls keep working', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInExternally(page, '/members/MemberInfo', MEMBER.login);
  const before = await storedSession(page);

  // 20 s tokens are renewed halfway: a refresh_token grant within about 10 s.
  const renewal = await page.waitForRequest(isRefreshGrant, { timeout: 30_000 });
  expect((await renewal.response())?.status()).toBe(200);
  await expect.poll(async () => (await storedSession(page)).token).not.toBe(before.token);
  const after = await storedSession(page);
  // Rotation: the refresh token was replaced too.
  expect(after.userAuth?.refreshToken).not.toBe(before.userAuth?.refreshToken);

  const call = page.waitForResponse(
    (response) =>
      response.url().includes('/api/services/app/') && response.request().method() === 'GET',
  );
  await page.goto(memberPath('/notices'));
  const response = await call;
  expect(response.status()).toBe(200);
  expect(await response.request().headerValue('x-auth-api')).toBe('oidc');
  expect(await response.request().headerValue('authorization')).toBe(after.token);
});

test('logout ends the provider’s session too: signing in again asks for credentials', async ({
  page,
}) => {
  await signInExternally(page, '/notices', TEMP_MEMBER.login);
  await userMenuButton(page, TEMP_MEMBER.name).click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();

  await expect(page).toHaveURL(urlPath(memberPath('/login')));
  // Logout passes through the provider and back: read the storage once the login page has settled.
  await expect(externalButton(page)).toBeVisible();
  await expect.poll(async () => (await storedSession(page)).userAuth).toBeNull();
  await externalButton(page).click();
  await expect(page).toHaveURL(atProvider);
  await expect(page.getByLabel('ログインID')).toBeVisible();
});

test('refusing consent returns to the login page with a message', async ({ page }) => {
  await page.goto(memberPath('/login'));
  await externalButton(page).click();
  await signInAtProvider(page, TEMP_MEMBER.login);
  await page.getByRole('button', { name: '許可しない', exact: true }).click();

  await expect(page).toHaveURL(urlPath(memberPath('/login')));
  await expect(page.getByRole('alert')).toHaveText('外部認証がキャンセルされました');
  expect((await storedSession(page)).token).toBeNull();
});

test('a forged answer at the dashboard callback is refused (state mismatch)', async ({ page }) => {
  await page.goto(memberPath('/dashboard?code=forged&state=unknown'));
  await expect(page).toHaveURL(urlPath(memberPath('/login')));
  await expect(page.getByRole('alert')).toHaveText(
    '外部認証に失敗しました。もう一度お試しください',
  );
});

test('/auth/login_test offers local and external sign-in on a test origin only', async ({
  page,
}) => {
  await page.goto('http://test.localhost:4173/member/auth/login_test');
  await expect(pageHeading(page, 'ログイン（テスト環境）')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ローカル認証' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '外部認証', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  await expect(externalButton(page)).toBeVisible();

  await page.goto(memberPath('/auth/login_test'));
  await expect(page).toHaveURL(urlPath(memberPath('/login')));
});
