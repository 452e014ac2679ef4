/**
 * Points and qualification renewal as demo-member (seed: demo-api/seed/points.ts): the renewal
 * period's total, the history, a real .xlsx export of every row, and the renewal page saying what
 * is missing.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { EXPORT_HEADERS, readPointsWorkbook, tableRowAsExported } from '../pointsWorkbook';
import { MEMBER, expect, openSignedIn, pageHeading, test } from './fixtures';

const HISTORY_ROWS = 26;

function history(page: Page): Locator {
  return page.getByRole('region', { name: '受講履歴' });
}

/** The history table's rows on screen, as text column by column. */
function tableRows(page: Page): Promise<string[][]> {
  return history(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    );
}

test.describe('points and renewal', () => {
  test.use({ account: MEMBER.login });

  test('the points page shows the total and exports every row as .xlsx', async ({ page }) => {
    await openSignedIn(page, '/PointHistories');
    await expect(pageHeading(page, '受講履歴ポイント照会')).toBeVisible();
    const totals = page.getByRole('region', { name: '取得ポイント（現在の更新期間）' });
    await expect(totals.getByText(/合計 57ポイント/)).toBeVisible();
    await expect(totals.getByText('対象期間：2022/04/01〜2027/03/31')).toBeVisible();
    await expect(history(page).getByText(`全${HISTORY_ROWS}件中 1〜10件`)).toBeVisible();
    await expect(history(page).locator('tbody tr')).toHaveCount(10);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excelで出力' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^受講履歴ポイント_0012345_\d{8}\.xlsx$/);

    const workbook = await readPointsWorkbook(await readFile(await download.path()));
    expect(workbook.headers).toEqual([...EXPORT_HEADERS]);
    expect(workbook.rows).toHaveLength(HISTORY_ROWS);
    expect(workbook.rows.slice(0, 10)).toEqual((await tableRows(page)).map(tableRowAsExported));
  });

  test('the renewal page says what is missing and where to earn it', async ({ page }) => {
    await openSignedIn(page, '/MemberUpdates');
    await expect(pageHeading(page, '資格更新確認')).toBeVisible();
    const qualification = page.getByRole('region', { name: '資格情報' });
    await expect(qualification.getByRole('cell', { name: '消化器内視鏡技師' })).toBeVisible();
    await expect(qualification.getByText('要件未達')).toBeVisible();

    const requirements = page.getByRole('region', { name: '更新要件と取得ポイント' });
    await expect(requirements.getByRole('progressbar', { name: '学術集会' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    await expect(
      requirements.getByText('学術集会のポイントがあと4ポイント必要です。'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '更新を申請する' })).toHaveCount(0);

    await requirements.getByRole('link', { name: '受講履歴ポイント照会' }).click();
    await expect(pageHeading(page, '受講履歴ポイント照会')).toBeVisible();
  });
});
