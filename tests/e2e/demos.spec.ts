/**
 * The template demo pages (SPEC §1): every one opens without a single request to the member API,
 * /commerce also signed out (without the admin shell), and the calendar adds, edits and deletes
 * events in memory, in a modal that animates in 500 ms.
 */
import type { Page } from '@playwright/test';
import { DEMO_PATHS } from '../../src/demos/catalog';
import { appPages } from './appPages';
import { MEMBER, expect, memberPath, navigateInApp, openSignedIn, test } from './fixtures';

const TITLES = new Map((await appPages()).map(({ url, title }) => [url, title]));

/** Every /api/ request the page makes from now on. */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(pathname);
  });
  return seen;
}

/** Waits for the demo page itself, not only the layout around it. */
async function expectDemoOpen(page: Page, path: string): Promise<void> {
  const marker = path === '/demos' ? /サーバーと通信せず/ : /テンプレートのデモ画面です/;
  await expect(page.getByText(marker)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
}

test.describe('signed in', () => {
  test.use({ account: MEMBER.login });

  /** Demo pages per test, opened one after another inside the app. */
  const CHUNK = 4;
  for (let start = 0; start < DEMO_PATHS.length; start += CHUNK) {
    const paths = DEMO_PATHS.slice(start, start + CHUNK);
    test(`${paths.join(', ')} open without a request to /api`, async ({ page }) => {
      // The member's session is in place (fixture); from here on, nothing may reach the API.
      const requests = recordApiRequests(page);
      await openSignedIn(page, '/demos');
      await page.waitForLoadState('networkidle');
      expect(requests, 'loading the app on /demos').toEqual([]);
      // The pages are opened inside the app, as the index's links open them.
      for (const path of paths) {
        await navigateInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.get(path) ?? path);
        await expectDemoOpen(page, path);
        expect(requests, path).toEqual([]);
      }
    });
  }

  test('the index links every demo page', async ({ page }) => {
    await openSignedIn(page, '/demos');
    // The index is a lazy page: wait for it before reading its links.
    await expect(page.getByRole('link', { name: '地図', exact: true })).toBeVisible();
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of DEMO_PATHS.filter((candidate) => candidate !== '/demos'))
      expect(hrefs).toContain(memberPath(path));
    await page.getByRole('link', { name: '地図', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/maps$/);
    await expect(page.getByRole('group', { name: /日本地図/ }).getByRole('button')).toHaveCount(47);
  });

  /** Opens the calendar and the add dialog of a day on the month grid. */
  async function openAddDialog(page: Page) {
    await openSignedIn(page, '/calendar');
    const calendar = page.locator('.fc');
    await expect(calendar.locator('.fc-daygrid-day').first()).toBeVisible();
    await calendar.locator('.fc-daygrid-day[data-date]').nth(10).click();
    const dialog = page.getByRole('dialog', { name: '予定の追加' });
    await expect(dialog).toBeVisible();
    return { calendar, dialog };
  }

  test('the calendar adds an event only with a title, in a modal that animates in 500 ms', async ({
    page,
  }) => {
    const requests = recordApiRequests(page);
    const { calendar, dialog } = await openAddDialog(page);
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('transition-duration', '0.5s');
    await dialog.getByRole('button', { name: '追加' }).click();
    await expect(dialog.getByText('タイトルを入力してください')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'タイトル' }).fill('e2e 研修会');
    await dialog.getByRole('button', { name: '追加' }).click();
    await expect(dialog).toBeHidden();
    const added = calendar.locator('.fc-event', { hasText: 'e2e 研修会' });
    await expect(added).toBeVisible();
    await expect(added).toHaveClass(/event-default/);
    expect(requests).toEqual([]);
  });

  test('the calendar edits a sample event and deletes it, in memory', async ({ page }) => {
    const requests = recordApiRequests(page);
    await openSignedIn(page, '/calendar');
    // Tomorrow's sample event: on the month grid whatever day the suite runs.
    const deadline = page.locator('.fc .fc-event', { hasText: '会誌原稿締切' });
    await expect(deadline).toHaveClass(/event-red/);

    // Clicking the event edits it; its colour class follows.
    await deadline.click();
    const editor = page.getByRole('dialog', { name: '予定の編集' });
    await editor.getByRole('combobox', { name: '色' }).click();
    await page.getByRole('option', { name: '緑' }).click();
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(editor).toBeHidden();
    await expect(deadline).toHaveClass(/event-green/);

    await deadline.click();
    await editor.getByRole('button', { name: '削除' }).click();
    await expect(deadline).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('the calendar switches to the week and day views', async ({ page }) => {
    const requests = recordApiRequests(page);
    await openSignedIn(page, '/calendar');
    const calendar = page.locator('.fc');
    await expect(calendar.locator('.fc-dayGridMonth-view')).toBeVisible();
    for (const [view, className] of [
      ['週', '.fc-timeGridWeek-view'],
      ['日', '.fc-timeGridDay-view'],
    ] as const) {
      await calendar.getByRole('button', { name: view, exact: true }).click();
      await expect(calendar.locator(className)).toBeVisible();
    }
    expect(requests).toEqual([]);
  });
});

test.describe('signed out', () => {
  test('/commerce opens without login, without the admin shell or any request', async ({
    page,
  }) => {
    const requests = recordApiRequests(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(memberPath('/commerce'));
    await expect(page).toHaveURL(/\/member\/commerce$/);
    await expect(page.getByRole('heading', { level: 1, name: 'コマース' })).toBeVisible();
    await expectDemoOpen(page, '/commerce');
    await expect(
      page
        .getByRole('figure', { name: /月別売上/ })
        .locator('svg')
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(scripts.join(' ')).not.toMatch(/\/App-/);
    await page.getByRole('link', { name: 'ログイン' }).click();
    await expect(page).toHaveURL(/\/member\/login\?redirect=%2Fmember%2Fcommerce$/);
  });

  test('the other demo pages still ask for sign-in', async ({ page }) => {
    await page.goto(memberPath('/charts'));
    await expect(page).toHaveURL(/\/member\/login\?redirect=%2Fmember%2Fcharts$/);
  });
});
