/**
 * The notices list and detail (SPEC §2, §9): paging with at most five page numbers, a page size
 * change going back to page 1, remembered pagination, the detail page, and sanitized HTML.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { MEMBER, expect, memberPath, pageHeading, sidebar, test, urlPath } from './fixtures';

const TOTAL_NOTICES = 67;
const HOSTILE_NOTICE = { id: 900, title: 'HTML表示確認用のお知らせ' } as const;

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** The notice title links of the list on screen. */
function noticeLinks(page: Page): Locator {
  return page.getByRole('main').locator('a[href^="/member/notices/"]');
}

function pager(page: Page): Locator {
  return page.getByRole('navigation', { name: 'ページ送り' });
}

function pageButton(page: Page, number: number): Locator {
  return pager(page).getByRole('button', { name: `${number}ページ`, exact: true });
}

function pageNumberButtons(page: Page): Locator {
  return pager(page).getByRole('button', { name: /^\d+ページ$/ });
}

async function expectCurrentPage(page: Page, number: number): Promise<void> {
  await expect(pageButton(page, number)).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).locator('[aria-current="page"]')).toHaveCount(1);
}

/** The numbers on the page-number buttons, in order. */
async function shownPageNumbers(page: Page): Promise<number[]> {
  const names = await pageNumberButtons(page).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
  );
  return names.map((name) => Number.parseInt(name, 10));
}

function sidebarEntry(page: Page, name: string): Locator {
  const menu = sidebar(page);
  return menu
    .getByRole('menuitem', { name, exact: true })
    .or(menu.getByRole('link', { name, exact: true }));
}

/** Chooses a page size in the 表示件数 select (the device's own). */
async function choosePerPage(page: Page, perPage: number): Promise<void> {
  await page.getByRole('combobox', { name: '表示件数' }).selectOption(String(perPage));
}

async function openNoticeList(page: Page): Promise<void> {
  await page.goto(memberPath('/notices'));
  await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
  await expect(noticeLinks(page)).toHaveCount(10);
}

test.describe('notices', () => {
  test.use({ account: MEMBER.login });

  test('the list shows 10 notices per page with title links to their detail', async ({ page }) => {
    await openNoticeList(page);

    const hrefs = await noticeLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(hrefs).toHaveLength(10);
    for (const href of hrefs) expect(href).toMatch(/^\/member\/notices\/\d+$/);
    expect(new Set(hrefs).size).toBe(10);
    await expectCurrentPage(page, 1);
  });

  test('speaks Japanese: no raw message key of react-admin is shown or announced', async ({
    page,
  }) => {
    await openNoticeList(page);
    await expect(page.locator('body')).not.toContainText(/\bra\.[a-z_]+\.[a-z_]+/);
    const rawLabels = await page
      .locator('[aria-label^="ra."], [title^="ra."], [placeholder^="ra."]')
      .count();
    expect(rawLabels).toBe(0);
  });

  test('paging shows at most five page numbers and reaches the last notices', async ({ page }) => {
    await openNoticeList(page);
    const lastPage = Math.ceil(TOTAL_NOTICES / 10);

    expect(await shownPageNumbers(page)).toEqual([1, 2, 3, 4, 5]);
    const firstOnPageOne = await noticeLinks(page).first().textContent();

    await pageButton(page, 3).click();
    await expectCurrentPage(page, 3);
    await expect(noticeLinks(page)).toHaveCount(10);
    await expect(noticeLinks(page).first()).not.toHaveText(firstOnPageOne ?? '');

    await pageButton(page, 5).click();
    await expectCurrentPage(page, 5);
    await expect(pageButton(page, lastPage)).toBeVisible();
    expect((await shownPageNumbers(page)).length).toBeLessThanOrEqual(5);

    await pageButton(page, lastPage).click();
    await expectCurrentPage(page, lastPage);
    await expect(noticeLinks(page)).toHaveCount(TOTAL_NOTICES - (lastPage - 1) * 10);
    const numbers = await shownPageNumbers(page);
    expect(numbers.length).toBeLessThanOrEqual(5);
    expect(numbers).toContain(lastPage);
    expect(numbers).not.toContain(lastPage + 1);
  });

  test('changing the page size goes back to page 1', async ({ page }) => {
    await openNoticeList(page);
    await pageButton(page, 3).click();
    await expectCurrentPage(page, 3);

    await choosePerPage(page, 20);

    await expectCurrentPage(page, 1);
    await expect(noticeLinks(page)).toHaveCount(20);
    expect(await shownPageNumbers(page)).toEqual([1, 2, 3, 4]);
  });

  test('the list remembers its page when the member comes back from another page', async ({
    page,
  }) => {
    await openNoticeList(page);
    const firstOnPageOne = (await noticeLinks(page).first().textContent()) ?? '';
    await pageButton(page, 3).click();
    await expectCurrentPage(page, 3);
    // The pager moves at once; page 1's rows stay on screen until page 3's arrive.
    await expect(noticeLinks(page).first()).not.toHaveText(firstOnPageOne);
    const firstOnPageThree = (await noticeLinks(page).first().textContent()) ?? '';

    await sidebarEntry(page, '会費支払明細').click();
    await expect(pageHeading(page, '会費支払明細')).toBeVisible();
    await expect(noticeLinks(page)).toHaveCount(0);

    await sidebarEntry(page, 'お知らせ一覧').click();

    await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
    await expectCurrentPage(page, 3);
    await expect(noticeLinks(page).first()).toHaveText(firstOnPageThree);
  });

  test('a title link opens the notice', async ({ page }) => {
    await openNoticeList(page);
    const link = noticeLinks(page).nth(2);
    const title = ((await link.textContent()) ?? '').trim();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/member\/notices\/\d+$/);

    await link.click();

    await expect(page).toHaveURL(urlPath(href));
    await expect(page.getByRole('main').getByText(title, { exact: true })).toBeVisible();
    await expect(noticeLinks(page)).toHaveCount(0);
  });

  test(`notice ${HOSTILE_NOTICE.id} renders its HTML without running scripts`, async ({ page }) => {
    await page.goto(memberPath(`/notices/${HOSTILE_NOTICE.id}`));

    const main = page.getByRole('main');
    await expect(main.getByText(HOSTILE_NOTICE.title, { exact: true })).toBeVisible();
    await expect(main.getByText('箇条書き1')).toBeVisible();
    await expect(main.getByRole('link', { name: '外部リンク' })).toBeVisible();

    // Give every payload its chance: images finish (onerror), then click the handlers' targets.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    await main.getByText('クリックしても何も起きません。').click();
    await main.getByText('このリンクは無効化されます').click();
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    await expect(main.locator('[href^="javascript:" i]')).toHaveCount(0);
    await expect(main.locator('[onerror], [onclick]')).toHaveCount(0);
    await expect(page).toHaveURL(urlPath(memberPath(`/notices/${HOSTILE_NOTICE.id}`)));
  });
});

test.describe('notice attachments and terms', () => {
  test.use({ account: MEMBER.login });

  test('an attached handout downloads as a PDF under its own name', async ({ page }) => {
    await page.goto(memberPath('/notices'));
    await page.getByRole('textbox', { name: 'キーワード' }).fill('2026年度 年会費納入のお願い');
    // The keyword applies after a pause: open a row of the filtered list, not of the page before.
    await expect(
      noticeLinks(page).filter({ hasNotText: '2026年度 年会費納入のお願い' }),
    ).toHaveCount(0);
    await noticeLinks(page).filter({ hasText: '2026年度 年会費納入のお願い' }).first().click();
    await expect(pageHeading(page, 'お知らせ詳細')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '2026年度 会費納入のご案内.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('2026年度 会費納入のご案内.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the footer opens the membership terms in a dialog', async ({ page }) => {
    await page.goto(memberPath('/notices'));
    // The footer sits inside react-admin's <main>, so browsers do not make it a landmark.
    await page.getByRole('button', { name: '会員規約', exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: '一般社団法人 日本消化器内視鏡技師会 会員規約',
    });
    await expect(dialog.getByRole('heading', { name: '第3条（会費）' })).toBeVisible();
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toBeHidden();
  });
});
