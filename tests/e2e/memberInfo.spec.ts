/**
 * 会員詳細 in the browser, as demo-member: view → edit; edit (全角 input normalised, the address
 * filled from the postal code out of the lazily loaded offline data) → confirm; the confirmation
 * survives a reload; confirm → update → the details and the history show the change. Only 勤務先 items change, which no other
 * spec reads, each to a value unique to this run and worker (the demo server lives for the run).
 */
import type { Page } from '@playwright/test';
import {
  MEMBER,
  expect,
  memberPath,
  openSignedIn,
  pageHeading,
  test,
  urlPath,
  freshOnRetry,
} from './fixtures';

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });
const detailRow = (page: Page, label: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });

test.describe('member details', () => {
  test.use({ account: MEMBER.login });

  test('the details lead to the edit form, filled with them', async ({ page }) => {
    await openSignedIn(page, '/members/MemberInfo');
    await expect(pageHeading(page, '会員詳細')).toBeVisible();
    await expect(detailRow(page, '会員番号')).toContainText('0012345');
    await expect(page.getByRole('region', { name: '操作情報' })).toContainText('登録者');

    await page.getByRole('link', { name: '編集する' }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/members/MemberInfo/edit')));
    await expect(pageHeading(page, '会員情報の編集')).toBeVisible();
    await expect(field(page, '氏名（姓）')).toHaveValue('内視鏡');
  });

  test('edit: 全角 normalised, the address filled from the postal code → the confirmation marks the changes', async ({
    page,
  }, testInfo) => {
    const department = `内視鏡センター${testInfo.workerIndex}-${Date.now() % 100000}`;
    await openSignedIn(page, '/members/MemberInfo/edit');
    await expect(pageHeading(page, '会員情報の編集')).toBeVisible();

    await field(page, '部署').fill(department);
    // Emptied first, so that the fill happens even where an earlier run left this same code.
    await field(page, '勤務先市区町村・番地').fill('');
    await field(page, '勤務先郵便番号').fill('１０１ー００６２');
    await expect(field(page, '勤務先市区町村・番地')).toHaveValue('千代田区神田駿河台');
    await expect(
      page.getByText(
        '郵便番号の住所: 東京都千代田区神田駿河台（続けて番地・建物名を入力してください）',
      ),
    ).toBeVisible();
    // The keyboard is on the 番地, after the locality.
    await expect(field(page, '勤務先市区町村・番地')).toBeFocused();
    await page.keyboard.type('２ー１');
    await field(page, '勤務先電話番号').focus();
    await expect(field(page, '勤務先郵便番号')).toHaveValue('101-0062');
    await expect(field(page, '勤務先市区町村・番地')).toHaveValue('千代田区神田駿河台2-1');

    await page.getByRole('button', { name: '確認へ' }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/ConfirmMemberInfo')));
    await expect(detailRow(page, '部署')).toContainText(department);
    await expect(detailRow(page, '部署').getByText('変更', { exact: true })).toBeVisible();
    await expect(detailRow(page, '勤務先郵便番号')).toContainText('101-0062');
    await expect(
      detailRow(page, '勤務先郵便番号').getByText('変更', { exact: true }),
    ).toBeVisible();
  });

  /** Changes 部署 and 勤務先郵便番号 on the form, then opens the confirmation. */
  async function editAndConfirm(page: Page, department: string) {
    await openSignedIn(page, '/members/MemberInfo/edit');
    await field(page, '部署').fill(department);
    await field(page, '勤務先市区町村・番地').fill('');
    await field(page, '勤務先郵便番号').fill('１０１ー００６２');
    await expect(field(page, '勤務先市区町村・番地')).toHaveValue('千代田区神田駿河台');
    await page.getByRole('button', { name: '確認へ' }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/ConfirmMemberInfo')));
    await expect(detailRow(page, '部署')).toContainText(department);
  }

  test('the confirmation is kept across a reload', async ({ page }, testInfo) => {
    const department = `内視鏡センター${testInfo.workerIndex}-${Date.now() % 100000}`;
    // Two typed fields, no postal-code lookup: what is kept is the subject here.
    await openSignedIn(page, '/members/MemberInfo/edit');
    await field(page, '部署').fill(department);
    await field(page, '勤務先電話番号').fill('03-3295-0001');
    await page.getByRole('button', { name: '確認へ' }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/ConfirmMemberInfo')));
    await expect(detailRow(page, '部署')).toContainText(department);
    await page.reload();
    await expect(detailRow(page, '部署')).toContainText(department);
    await expect(detailRow(page, '勤務先電話番号')).toContainText('03-3295-0001');
  });

  test('confirm → update once on a double click, with the change in the details and the history', async ({
    page,
  }, testInfo) => {
    await freshOnRetry(MEMBER.login);
    const department = `内視鏡センター${testInfo.workerIndex}-${Date.now() % 100000}`;
    await editAndConfirm(page, department);

    const register = page.getByRole('button', { name: '登録する' });
    // From the foot of the confirmation, the details open at their top, heading focused.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await register.dblclick();
    await expect(
      page.getByRole('status').filter({ hasText: '会員情報を更新しました' }),
    ).toBeVisible();
    await expect(page).toHaveURL(urlPath(memberPath('/members/MemberInfo')));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('会員詳細');
    await expect(detailRow(page, '部署')).toContainText(department);
    await expect(detailRow(page, '勤務先郵便番号')).toContainText('101-0062');

    const history = page.getByRole('region', { name: '更新履歴' });
    const latest = history.getByRole('row').nth(1);
    await expect(latest).toContainText(`部署: `);
    await expect(latest).toContainText(`→ ${department}`);
    await expect(latest).toContainText(MEMBER.name);
  });
});
