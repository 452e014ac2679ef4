import { expect, test } from '@playwright/test';
import {
  MEMBER,
  TEMP_MEMBER,
  memberPath,
  sidebar,
  signIn,
  submitLoginForm,
  userMenuButton,
} from './fixtures';

test('the next member on the same browser starts with nothing of the last one', async ({
  page,
}) => {
  await signIn(page, MEMBER.login);
  await sidebar(page).getByRole('menuitem', { name: 'お知らせ一覧' }).click();
  await page.getByRole('button', { name: '3ページ' }).click();
  await expect(page.getByText('全67件中 21〜30件')).toBeVisible();

  await userMenuButton(page, MEMBER.name).click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/member\/login$/);

  // The same document: whatever the last member left in memory must be gone too.
  await submitLoginForm(page, TEMP_MEMBER.login);
  await expect(userMenuButton(page, TEMP_MEMBER.name)).toBeVisible();
  await page.getByRole('menuitem', { name: 'お知らせ一覧' }).click();
  await expect(page.getByText('全67件中 1〜10件')).toBeVisible();
  await expect(page.getByRole('button', { name: '1ページ' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('logging out in one tab signs the other tab out too', async ({ page, context }) => {
  await signIn(page, MEMBER.login);
  const other = await context.newPage();
  await other.goto(memberPath('/notices'));
  await expect(other.getByText('全67件中 1〜10件')).toBeVisible();

  await userMenuButton(page, MEMBER.name).click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await expect(other).toHaveURL(/\/member\/login\?redirect=/);
});
