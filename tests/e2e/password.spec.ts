/**
 * Passwords: the in-app change, the forgotten-password request and a bad reset
 * link. Only the first test touches a password, and only `demo-password`'s: the other specs sign
 * in as demo-member against the same server. The reset itself (the link goes to the server's
 * log) is covered end to end in tests/integration/password.test.tsx.
 */
import type { Locator, Page } from '@playwright/test';
import { BUDGETS, scriptsLoadedBy } from '../../scripts/bundles.mjs';
import {
  DEMO_PASSWORD,
  expect,
  memberPath,
  navigateInApp,
  pageHeading,
  signIn,
  submitLoginForm,
  test,
  urlPath,
  userMenuButton,
  freshOnRetry,
} from './fixtures';

const ACCOUNT = { login: 'demo-password', name: '高橋 健一' } as const;

const passwordField = (page: Page, label: string): Locator =>
  page.getByRole('textbox', { name: label, exact: true });

/** The message under a field (SPEC §5): its accessible description. */
async function expectMessageUnder(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message}`));
}

test.describe('the in-app change (demo-password)', () => {
  // One account: the refusal runs before the change, never beside it.
  test.describe.configure({ mode: 'serial' });

  /** Signs in as ACCOUNT and opens パスワード再設定 inside the app. */
  async function openChange(page: Page) {
    await freshOnRetry(ACCOUNT.login);
    await signIn(page, ACCOUNT.login);
    await navigateInApp(page, '/ResettingPassword');
    await expect(pageHeading(page, 'パスワード再設定')).toBeVisible();
  }

  test('a wrong current password is refused under its field, the rules ticking as the member types', async ({
    page,
  }) => {
    await openChange(page);
    await expect(page.getByText(/までです（あと8日）。お早めに変更してください。/)).toBeVisible();
    const current = passwordField(page, '現在のパスワード');
    const next = passwordField(page, '新しいパスワード');
    const rules = page.getByRole('list', { name: 'パスワードの条件' });

    await current.fill('not-my-password');
    await next.fill('Kensa-Room-2026');
    await expect(rules.getByRole('listitem').filter({ hasText: '10文字以上' })).toHaveText(
      /：満たしています$/,
    );
    await expect(page.getByRole('status').filter({ hasText: 'パスワードの条件' })).toHaveText(
      'パスワードの条件をすべて満たしています',
    );
    await passwordField(page, '新しいパスワード（確認）').fill('Kensa-Room-2026');
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();
    await expectMessageUnder(current, '現在のパスワードが正しくありません。');
    await expect(current).toBeFocused();
  });

  test('a member changes the password in the portal, and sign-in then takes only the new one', async ({
    page,
  }) => {
    // Unique per run: the history rule refuses a password used before.
    const newPassword = `Kensa-Room-${Date.now()}`;
    await openChange(page);
    const current = passwordField(page, '現在のパスワード');
    const next = passwordField(page, '新しいパスワード');

    await page.getByRole('button', { name: '現在のパスワードを表示する' }).click();
    await expect(current).toHaveAttribute('type', 'text');
    await current.fill(DEMO_PASSWORD);
    await next.fill(newPassword);
    await passwordField(page, '新しいパスワード（確認）').fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを変更する' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'パスワードを変更しました。' }),
    ).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(current).toHaveAttribute('type', 'password');
    await expect(next).toHaveValue('');
    await expect(page.getByText(/（あと180日）/)).toBeVisible();

    await userMenuButton(page, ACCOUNT.name).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/login')));

    await submitLoginForm(page, ACCOUNT.login, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'ログイン失敗!' })).toBeVisible();

    await submitLoginForm(page, ACCOUNT.login, newPassword);
    await expect(userMenuButton(page, ACCOUNT.name)).toBeVisible();
  });
});

test('a forgotten password gets the same neutral confirmation, on a light sign-in page', async ({
  page,
}) => {
  const loaded = await scriptsLoadedBy(page, () => page.goto(memberPath('/auth/forgotPassword')));
  await expect(pageHeading(page, 'パスワードをお忘れの方')).toBeVisible();
  expect(loaded.totalKb).toBeLessThanOrEqual(BUDGETS.signInKb);
  expect(loaded.rows.map((row) => row.file).join(' ')).not.toMatch(/\/App-/);

  const input = page.getByRole('textbox', { name: 'ログインIDまたはメールアドレス' });
  await page.getByRole('button', { name: '再設定用のURLを送信する' }).click();
  await expectMessageUnder(input, 'ログインIDまたはメールアドレスを入力してください');

  await input.fill('no-such-member@example.jp');
  await page.getByRole('button', { name: '再設定用のURLを送信する' }).click();
  await expect(page.getByRole('status')).toContainText(
    '入力されたログインIDまたはメールアドレスが登録されている場合は、パスワード再設定用のURLを登録メールアドレスへお送りしました。URLの有効期限は30分です。',
  );

  await page.getByRole('link', { name: 'ログイン画面へ戻る' }).click();
  await expect(pageHeading(page, 'ログイン')).toBeVisible();
  await page.getByRole('link', { name: 'パスワードをお忘れの方はこちら' }).click();
  await expect(page).toHaveURL(urlPath(memberPath('/auth/forgotPassword')));
});

test('a reset link that is no good says so and offers a new one, without the admin shell', async ({
  page,
}) => {
  const loaded = await scriptsLoadedBy(page, () =>
    page.goto(memberPath('/auth/resetPassword?token=not-a-real-token')),
  );
  await expect(pageHeading(page, 'パスワードの再設定')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('パスワード再設定用のURLが正しくありません。');
  expect(loaded.totalKb).toBeLessThanOrEqual(BUDGETS.signInKb);
  expect(loaded.rows.map((row) => row.file).join(' ')).not.toMatch(/\/App-/);

  await page.getByRole('link', { name: 'パスワード再設定用のURLを請求する' }).click();
  await expect(pageHeading(page, 'パスワードをお忘れの方')).toBeVisible();
});
