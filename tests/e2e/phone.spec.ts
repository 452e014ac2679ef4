/**
 * Generated views on a phone (360×740, touch): every list route of the resource files, member
 * lists as demo-member and staff lists as demo-admin, shows its rows as stacked cards, not a
 * table; every record page (show, edit) sets each label over its value; and no page scrolls
 * sideways. The routes come from the resource files, so a new one is checked without touching
 * this file.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { appPages, resourceDefinitions, type Visitor } from './appPages';
import {
  MEMBER,
  PHONE,
  STAFF,
  expect,
  memberPath,
  navigateInApp,
  phoneSession,
  sessionFile,
  test,
} from './fixtures';
import { screenWidthOf } from './layoutAudit';

const LIST_ROUTES = new Set(
  (await resourceDefinitions()).flatMap((definition) => definition.routes.list ?? []),
);
const GENERATED = (await appPages()).filter(({ table }) => table === 'resources');
const LISTS = GENERATED.filter(({ url }) => LIST_ROUTES.has(url));
const RECORDS = GENERATED.filter(({ url }) => !LIST_ROUTES.has(url));

/** Whether the page scrolls sideways at the phone's width (not the widened layout viewport's). */
const widerThanScreen = (page: Page) =>
  page.evaluate(
    (screenWidth) => document.documentElement.scrollWidth > screenWidth,
    screenWidthOf(page),
  );

const ACCOUNTS: Partial<Record<Visitor, string>> = {
  member: MEMBER.login,
  staff: STAFF.admin.login,
};

async function phonePage(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...PHONE,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    storageState: await phoneSession(login),
  });
  return context.newPage();
}

for (const [visitor, login] of Object.entries(ACCOUNTS)) {
  const lists = LISTS.filter((list) => list.visitor === visitor);
  test(`${visitor}: ${lists.length} generated lists stack as cards at 360 px`, async ({
    browser,
  }) => {
    const page = await phonePage(browser, login);
    for (const [index, list] of lists.entries()) {
      if (index === 0) await page.goto(memberPath(list.url));
      else await navigateInApp(page, list.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title);
      await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
      await expect(page.getByText(/^全\d+件中|ありません。$/).first()).toBeVisible();
      // A table a page stacks on a phone (stackOnPhone) lays no row out as a table row; a
      // generated list, and a page's table of rows (the points' totals), draw cards instead.
      const grids = await page
        .getByRole('table')
        .evaluateAll(
          (tables) =>
            tables.filter((table) =>
              [...table.querySelectorAll('tr')].some(
                (row) => getComputedStyle(row).display === 'table-row',
              ),
            ).length,
        );
      expect(grids, `${list.url}: a table laid out as a grid`).toBe(0);
      expect(await widerThanScreen(page), `${list.url} is wider than the screen`).toBe(false);
    }
    await page.context().close();
  });

  const records = RECORDS.filter((record) => record.visitor === visitor);
  test(`${visitor}: ${records.length} generated record pages stack label over value at 360 px`, async ({
    browser,
  }) => {
    const page = await phonePage(browser, login);
    for (const [index, record] of records.entries()) {
      if (index === 0) await page.goto(memberPath(record.url));
      else await navigateInApp(page, record.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.title);
      await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
      // The record's card (or its sections' cards), with its values.
      await expect(page.locator('main .MuiCard-root').first()).toBeVisible();
      // A label/value row's header cell sits above its value, not beside it.
      const beside = await page
        .locator('main section tr:has(> th:first-child + td:last-child)')
        .evaluateAll(
          (rows) =>
            rows.filter((row) => {
              const [label, value] = [row.children[0]!, row.children[1]!].map((cell) =>
                cell.getBoundingClientRect(),
              );
              return value!.top < label!.bottom - 1;
            }).length,
        );
      expect(beside, `${record.url}: labels beside their values`).toBe(0);
      expect(await widerThanScreen(page), `${record.url} is wider than the screen`).toBe(false);
    }
    await page.context().close();
  });
}

test.describe('a phone whose store says the sidebar is open (a wider window, a reload with the drawer open)', () => {
  test.use({ account: MEMBER.login, ...PHONE });

  test('starts with the drawer closed and the page usable', async ({ page }) => {
    expect(
      JSON.parse(await readFile(sessionFile(MEMBER.login), 'utf8')).origins[0].localStorage.some(
        ({ name, value }: { name: string; value: string }) =>
          name.endsWith('sidebar.open') && value === 'true',
      ),
    ).toBe(true);
    await page.goto(memberPath('/members/MemberInfo/edit'));
    await expect(page.getByRole('textbox', { name: /^部署/ })).toBeEditable();
    await expect(page.getByRole('navigation', { name: 'サイドメニュー' })).toBeHidden();
  });
});
