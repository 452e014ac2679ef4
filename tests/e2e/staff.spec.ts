/**
 * Society staff as demo-read, demo-update and demo-admin: the 事務局 sidebar section
 * by role, the member list and a member's page, the participation history export, the
 * prefecture master edit and the successful-applicant import. Changes only what no other spec
 * reads: prefecture 47's audit fields (same names) and five new members from the import.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import {
  expect,
  MEMBER,
  openSignedIn,
  pageHeading,
  sidebar,
  STAFF,
  test,
  navigateInApp,
} from './fixtures';

const FIXTURES = new URL('../fixtures/', import.meta.url);

test.describe('as demo-read (読み取り)', () => {
  test.use({ account: STAFF.read.login });

  test('finds a member by a name typed in ひらがな, and her 更新者 is in her 更新履歴', async ({
    page,
  }) => {
    await openSignedIn(page, '/members/MembersList');
    await expect(pageHeading(page, '会員一覧')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'キーワード（氏名・フリガナ・勤務先など）' })
      .fill('さの ゆみ');
    // The filtered answer first: a row clicked while the list is replaced may take no click.
    await expect(page.getByRole('navigation', { name: 'ページ送り' })).toContainText('全1件中');
    const row = page.getByRole('main').getByRole('row', { name: /佐野 由美/ });
    await expect(row).toBeVisible();
    await row.getByRole('link').first().click();
    await expect(pageHeading(page, '会員情報')).toBeVisible();
    await expect(page.getByRole('region', { name: '操作情報' })).toContainText('佐野 由美');
    const history = page.getByRole('region', { name: '更新履歴' });
    await expect(history.getByRole('row', { name: /2026\/04\/12/ })).toContainText('佐野 由美');
    await expect(page.getByText('更新履歴はありません。')).toHaveCount(0);
  });

  test('reads members and history, is offered no edit or import, and exports', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    // The staff dashboard: members by status, each count a link to the filtered list.
    const counts = page.getByRole('region', { name: '会員数（会員状態別）' });
    await expect(counts.getByRole('link', { name: /^正会員 \d+名$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: '合格者取込の履歴' })).toHaveCount(0);
    const menu = sidebar(page);
    await expect(menu.getByText('事務局', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '会員一覧' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '合格者取込' })).toHaveCount(0);

    await menu.getByRole('menuitem', { name: '会員一覧' }).click();
    await expect(pageHeading(page, '会員一覧')).toBeVisible();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/GetListMember')) requests.push(request.url());
    });
    await page
      .getByRole('textbox', { name: 'キーワード（氏名・フリガナ・勤務先など）' })
      .fill('A&B#C+D=E 内視鏡');
    await expect(page.getByText('全1件中 1〜1件')).toBeVisible();
    expect(new URL(requests.at(-1) ?? 'http://x/').searchParams.get('keyword')).toBe(
      'A&B#C+D=E 内視鏡',
    );
    await page.locator('tbody tr').first().getByRole('link').click();
    await expect(pageHeading(page, '会員情報')).toBeVisible();
    await expect(page.getByRole('region', { name: '操作情報' })).toBeVisible();
    await expect(page.getByRole('region', { name: '更新履歴' })).toBeVisible();
    await expect(page.getByRole('link', { name: '編集' })).toHaveCount(0);

    await navigateInApp(page, '/members/ImportSuccessfulApplicant');
    await expect(page.getByText('閲覧権限がありません')).toBeVisible();
    await expect(page.getByText('事務局の「読み書き更新」の権限が必要です')).toBeVisible();

    await navigateInApp(page, '/members/ParticipationHistory');
    await page.getByRole('textbox', { name: '会員（氏名・会員番号）' }).fill('0012345');
    await expect(page.getByText('全26件中 1〜10件')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excelで出力' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^参加履歴_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
    let rows = 0;
    workbook.worksheets[0]?.eachRow((row) => {
      if (row.getCell(1).value === '0012345') rows++;
    });
    expect(rows).toBe(26);
  });
});

test.describe('as demo-update (読み書き)', () => {
  test.use({ account: STAFF.update.login });

  test('edits the prefecture master and sees who did', async ({ page }) => {
    await openSignedIn(page, '/masters/Prefectures/47');
    await expect(pageHeading(page, '都道府県詳細')).toBeVisible();
    await page.getByRole('link', { name: '編集' }).click();
    await expect(pageHeading(page, '都道府県編集')).toBeVisible();
    const kana = page.getByRole('textbox', { name: 'フリガナ' });
    await kana.fill('okinawa'); // ひらがな would pass: the form turns it into カタカナ
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('全角カタカナで入力してください')).toBeVisible();
    await kana.fill('オキナワ');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(pageHeading(page, '都道府県詳細')).toBeVisible();
    await expect(page.getByText('オキナワ', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: '操作情報' }).getByText(STAFF.update.name),
    ).toBeVisible();
    // Back to the real name: other specs may show the master. The confirmation sits over the
    // page's top right, where 編集 is: a person closes it first.
    await page.getByRole('status').getByRole('button', { name: '閉じる' }).click();
    await page.getByRole('link', { name: '編集' }).click();
    await page.getByRole('textbox', { name: 'フリガナ' }).fill('オキナワケン');
    // Members live in Okinawa: 削除 is not offered, and the form says why.
    await expect(page.getByRole('button', { name: '削除' })).toBeDisabled();
    await expect(
      page.getByText(/^この都道府県は \d+ 名の会員が使用しているため削除できません$/),
    ).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('オキナワケン', { exact: true })).toBeVisible();
  });

  test("is refused a member's edit page", async ({ page }) => {
    await openSignedIn(page, '/members/MembersList/1001/edit');
    await expect(page.getByText('閲覧権限がありません')).toBeVisible();
  });
});

test.describe('as demo-admin (読み書き更新)', () => {
  test.use({ account: STAFF.admin.login });

  test('imports successful applicants from a Shift_JIS CSV and finds them', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await sidebar(page).getByRole('menuitem', { name: '合格者取込' }).click();
    await expect(pageHeading(page, '合格者取込')).toBeVisible();
    await page
      .getByLabel('取込ファイル')
      .setInputFiles(new URL('successful-applicants-sjis.csv', FIXTURES).pathname);
    await page.getByRole('button', { name: '読み込む' }).click();
    const preview = page.getByRole('table', { name: '取込内容' });
    await expect(preview.getByText('森田 真理子')).toBeVisible();
    // A retried run finds them registered already: never twice.
    const register = page.getByRole('button', { name: /^登録可能な\d+件を会員として登録する$/ });
    if (await register.isEnabled()) {
      await register.click();
      await expect(page.getByText('5件を会員として登録しました。')).toBeVisible();
    }
    await expect(preview.getByText('登録済み').first()).toBeVisible();

    await navigateInApp(page, '/members/MembersList');
    await page
      .getByRole('textbox', { name: 'キーワード（氏名・フリガナ・勤務先など）' })
      .fill('森田 真理子');
    await expect(page.getByText('全1件中 1〜1件')).toBeVisible();
    await expect(page.getByRole('cell', { name: '仮会員' })).toBeVisible();
    await page.getByRole('link', { name: '森田 真理子' }).click();
    await expect(page.getByRole('link', { name: '編集' })).toBeVisible();
  });
});

test.describe('as demo-member', () => {
  test.use({ account: MEMBER.login });

  test('sees no 事務局 section and is refused the staff pages', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await expect(sidebar(page).getByText('事務局', { exact: true })).toHaveCount(0);
    await page.goto('/member/members/MembersList');
    await expect(page.getByText('閲覧権限がありません')).toBeVisible();
    await expect(page.getByText('事務局の方のみ利用できます')).toBeVisible();
  });
});
