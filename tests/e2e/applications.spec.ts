/**
 * Membership applications: the unread extension result and its badge, a leave application
 * (demo-member's one-time state: the demo API is reset before every run), the return page while
 * not on leave, and a provisional member's withdrawal (demo-temp).
 */
import {
  MEMBER,
  TEMP_MEMBER,
  expect,
  memberPath,
  openSignedIn,
  pageHeading,
  sidebar,
  test,
  urlPath,
  freshOnRetry,
} from './fixtures';

test.describe('as demo-member', () => {
  test.use({ account: MEMBER.login });

  test('the unread extension result marks the sidebar until it is opened', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    const entry = sidebar(page).getByRole('menuitem', { name: '更新延長申請', exact: true });
    await expect(entry).toHaveAccessibleDescription('未読');
    await expect(sidebar(page).getByText('未読', { exact: true })).toBeVisible();

    await entry.click();
    await expect(page).toHaveURL(urlPath(memberPath('/approved/extension')));
    await expect(page.getByText(/新しい審査結果があります（却下、2026\/11\/18）/)).toBeVisible();
    await expect(page.getByText('承認済みの更新延長はありません。')).toBeVisible();

    await page.getByRole('link', { name: '結果を確認する' }).click();
    await expect(pageHeading(page, '更新延長申請')).toBeVisible();
    // Decided and over, the rejected extension is the last application, not a current one.
    await expect(page.getByRole('region', { name: '現在の申請' }).getByRole('status')).toHaveText(
      '現在、更新延長を申請できます。',
    );
    const last = page.getByRole('region', { name: '前回の申請' });
    await expect(last.getByText('却下', { exact: true })).toBeVisible();
    await expect(last.getByText(/^延長の事由（2025年度のご家族の介護）は、/)).toBeVisible();
    // A rejected extension leaves the period's one extension: the terms to apply again show.
    await expect(page.getByText(/^前回の申請は却下されました。/)).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: '上記の更新延長の条件に同意します' }),
    ).toBeVisible();
    await expect(entry).not.toHaveAccessibleDescription('未読');
    await expect(sidebar(page).getByText('未読', { exact: true })).toHaveCount(0);
  });

  test('applies for leave with a certificate, once', async ({ page }) => {
    await freshOnRetry(MEMBER.login);
    await openSignedIn(page, '/approved/tempAbsence');
    // The page opens on where the member stands; the 2019 leave is history below.
    const standing = page.getByRole('region', { name: '現在の申請' }).getByRole('status');
    await expect(standing).toContainText('現在、休会を申請できます。');
    await expect(standing.getByRole('link', { name: '休会を申請する' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'これまでに承認された休会' })
        .getByRole('cell', { name: '出産・育児' }),
    ).toBeVisible();
    await page.getByRole('link', { name: '休会申請へ' }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/applications/TemporaryAbsence')));

    await page.getByRole('combobox', { name: /^休会理由/ }).click();
    await page.getByRole('option', { name: '出産・育児' }).click();
    await page.getByLabel('休会開始日').fill('2027-01-04');
    await page.getByLabel('休会終了日').fill('2027-12-31');
    // The events she applied for in that period, each to cancel or keep with a reason.
    const listed = page.getByRole('region', { name: '休会期間中に申し込んでいる学会・セミナー' });
    await expect(
      listed.getByText(/^休会期間中に申し込んでいる学会・セミナーが\d+件あります$/),
    ).toBeVisible();
    await expect(listed.getByRole('button', { name: /^キャンセルする（/ }).first()).toBeVisible();
    await page.getByRole('button', { name: '確認して申請する' }).click();
    await expect(page.getByText('参加を続ける理由を入力してください').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: '休会申請' })).toHaveCount(0);
    // A period clear of her events (and of every event the other specs apply for).
    await page.getByLabel('休会開始日').fill('2027-07-01');
    await page.getByLabel('休会終了日').fill('2027-10-31');
    await expect(
      page.getByText('休会期間中に申し込んでいる学会・セミナーはありません。'),
    ).toBeVisible();
    await page
      .getByLabel('休会理由の詳細')
      .fill('第二子出産のため、育児休業期間中の休会を申請します。');
    await page.getByLabel('添付ファイル').setInputFiles({
      name: '母子健康手帳.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% demo certificate\n'),
    });
    await expect(page.getByText('母子健康手帳.pdf')).toBeVisible();
    await page.getByRole('button', { name: '確認して申請する' }).click();
    const dialog = page.getByRole('dialog', { name: '休会申請' });
    await dialog.getByRole('button', { name: '申請する' }).dblclick();

    await expect(page.getByText('休会申請はすでに受け付けています（申請中）。')).toBeVisible();
    const current = page.getByRole('region', { name: '現在の申請' });
    await expect(current.getByText('申請中', { exact: true })).toBeVisible();
    await expect(current.getByText('2027/07/01〜2027/10/31')).toBeVisible();
    await expect(page.getByRole('button', { name: '確認して申請する' })).toHaveCount(0);
  });

  test('return is offered only while on leave; the past return is listed', async ({ page }) => {
    await openSignedIn(page, '/approved/return');
    await expect(page.getByRole('cell', { name: '2020/04/01' })).toBeVisible();
    await page.getByRole('link', { name: '休会復帰申請へ' }).click();
    await expect(page.getByText('休会中の方のみ申請できます。')).toBeVisible();
    await expect(page.getByRole('button', { name: '確認して申請する' })).toHaveCount(0);
  });
});

test.describe('as demo-temp', () => {
  test.use({ account: TEMP_MEMBER.login });

  test('a provisional member withdraws after confirming the consequences', async ({ page }) => {
    await freshOnRetry(TEMP_MEMBER.login);
    await openSignedIn(page, '/applications/withdrawal');
    await expect(page.getByText('退会すると、入会の手続きが取り消されます。')).toBeVisible();
    await page.getByRole('button', { name: '確認して申請する' }).click();
    await expect(
      page.getByText('退会に伴う注意事項を確認し、チェックを入れてください'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: '上記の退会に伴う注意事項を確認しました' }).check();
    await page.getByRole('button', { name: '確認して申請する' }).click();
    await page
      .getByRole('dialog', { name: '退会申請' })
      .getByRole('button', { name: '申請する' })
      .click();

    await expect(page.getByText('退会申請はすでに受け付けています（申請中）。')).toBeVisible();
    const current = page.getByRole('region', { name: '現在の申請' });
    await expect(current.getByText('申請中', { exact: true })).toBeVisible();
    await expect(current.getByText('2027/03/31')).toBeVisible();
  });
});
