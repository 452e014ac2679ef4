/** Sign-in, redirects, logout and the session-expired dialog (SPEC §2, §4, §8; DESIGN §5). */
import type { Response } from '@playwright/test';
import {
  MEMBER,
  expect,
  test,
  TEMP_MEMBER,
  expectSignedInPage,
  loginButton,
  loginIdInput,
  loginUrlFor,
  memberPath,
  pageHeading,
  passwordInput,
  signIn,
  storageSnapshot,
  submitLoginForm,
  urlPath,
  userMenuButton,
} from './fixtures';

test.describe('sign-in', () => {
  test('the login form signs a member in and shows their name in the top bar', async ({ page }) => {
    await page.goto(memberPath('/login'));
    await expect(pageHeading(page, 'ログイン')).toBeVisible();
    await expect(loginIdInput(page)).toBeVisible();
    await expect(passwordInput(page)).toBeVisible();

    await submitLoginForm(page, MEMBER.login);

    await expectSignedInPage(page);
    await expect(userMenuButton(page, MEMBER.name)).toBeVisible();
  });

  test('/auth/login is the same login form', async ({ page }) => {
    await page.goto(memberPath('/auth/login'));
    await expect(loginIdInput(page)).toBeVisible();
    await expect(passwordInput(page)).toBeVisible();
    await submitLoginForm(page, TEMP_MEMBER.login);
    await expectSignedInPage(page);
    await expect(userMenuButton(page, TEMP_MEMBER.name)).toBeVisible();
  });

  test('the session is stored under auth.* keys and cookies (DESIGN §5)', async ({ page }) => {
    await signIn(page, MEMBER.login);

    const { localStorage, cookie } = await storageSnapshot(page);
    expect(localStorage['auth._token.local']).toMatch(/^Bearer \S+/);
    expect(localStorage['auth.strategy']).toBe('local');
    expect(cookie).toContain('auth._token.local=');
  });

  test('a wrong password shows the server message and stays on the login page', async ({
    page,
  }) => {
    await page.goto(memberPath('/login'));
    await submitLoginForm(page, MEMBER.login, 'not-the-password');

    await expect(page.getByRole('alert').filter({ hasText: 'ログイン失敗!' })).toBeVisible();
    await expect(page).toHaveURL(urlPath(memberPath('/login')));
    await expect(loginButton(page)).toBeEnabled();
    const { localStorage } = await storageSnapshot(page);
    expect(localStorage['auth._token.local']).toBeUndefined();
  });

  test('a protected page sends a signed-out visitor to login and back after sign-in', async ({
    page,
  }) => {
    await page.goto(memberPath('/notices'));

    await expect(page).toHaveURL(loginUrlFor('/notices'));
    await expect(loginIdInput(page)).toBeVisible();

    await submitLoginForm(page, MEMBER.login);

    await expect(page).toHaveURL(urlPath(memberPath('/notices')));
    await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
  });

  test.describe(() => {
    test.use({ account: MEMBER.login });

    test('a signed-in member opening the login page goes home', async ({ page }) => {
      await page.goto(memberPath('/login'));

      await expect(page).toHaveURL(/\/member\/?(?:[?#].*)?$/);
      await expect(userMenuButton(page, MEMBER.name)).toBeVisible();
      await expect(loginIdInput(page)).toHaveCount(0);
    });
  });
});

test.describe('sign-out', () => {
  test('logout ends the token on the server, and clears every auth.* key, cookie and draft', async ({
    page,
  }) => {
    await signIn(page, MEMBER.login);
    // A draft of the member's details, typed and kept for a reload.
    await page.goto(memberPath('/members/MemberInfo/edit'));
    await page.getByRole('textbox', { name: /^部署/ }).fill('下書きの部署');
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft.'))),
      )
      .toHaveLength(1);
    const token = await page.evaluate(() => window.localStorage.getItem('auth._token.local'));

    // The top bar slides away as the form scrolls: back at the top, it is there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await userMenuButton(page, MEMBER.name).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();

    await expect(page).toHaveURL(urlPath(memberPath('/login')));
    await expect(loginIdInput(page)).toBeVisible();
    const { localStorage, cookie } = await storageSnapshot(page);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('auth.'))).toEqual([]);
    const cookieNames = cookie
      .split(';')
      .map((part) => part.trim().split('=')[0] ?? '')
      .filter((name) => name !== '');
    expect(cookieNames.filter((name) => name.startsWith('auth.'))).toEqual([]);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContainEqual(
      expect.stringMatching(/^draft\./),
    );
    // A copy of the token taken before logout reads nothing.
    const stolen = await page.request.get('/api/services/app/Common/GetDetailMember', {
      headers: { Authorization: token ?? '' },
    });
    expect(stolen.status()).toBe(401);

    // Signed out for real: a protected page asks for login again.
    await page.goto(memberPath('/notices'));
    await expect(page).toHaveURL(loginUrlFor('/notices'));
  });
});

test.describe('expired session (401)', () => {
  // Signed in, but with a token the server refuses: every call of the first page gets a 401.
  test.use({ account: MEMBER.login, accessToken: 'Bearer invalid' });

  test('one dialog for all failed calls, then login and back to the page', async ({ page }) => {
    const unauthorized: Response[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response);
    });

    await page.goto(memberPath('/notices'));

    const dialog = page.getByRole('dialog', { name: 'ログインしなおしてください' });
    await expect(dialog).toBeVisible();
    // Let every call of the page settle: however many failed, there is still one dialog.
    await page.waitForLoadState('networkidle');
    expect(unauthorized.length).toBeGreaterThan(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByText('ログインしなおしてください', { exact: true })).toHaveCount(1);

    await dialog.getByRole('button', { name: 'OK' }).click();

    await expect(page).toHaveURL(loginUrlFor('/notices'));
    await submitLoginForm(page, MEMBER.login);

    await expect(page).toHaveURL(urlPath(memberPath('/notices')));
    await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
