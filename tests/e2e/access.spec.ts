/**
 * Route access (SPEC §2, §5, §6, §8): pages needing paid_admission_fee refuse a provisional
 * member with 403, the pages without a permission stay open, and unknown paths give 404. Each
 * test loads the app once, at its first page, and opens the next ones inside it as its links do.
 */
import type { Page } from '@playwright/test';
import {
  MEMBER,
  TEMP_MEMBER,
  expect,
  memberPath,
  navigateInApp,
  pageHeading,
  test,
  urlPath,
} from './fixtures';
import { SPEC_PAID_ROUTES } from '../spec';

/** Pages SPEC §6 names as open to a provisional member (with their headings). */
const OPEN_TO_TEMP_MEMBER: ReadonlyArray<readonly [string, string]> = [
  ['/applications/withdrawal', '退会申請'],
  ['/payment', 'お支払い'],
  ['/MembershipFeeDetail', '会費支払明細'],
  ['/notices', 'お知らせ一覧'],
  ['/members/MemberInfo', '会員詳細'],
];

/** The error page's "access refused" content (SPEC §2, §6). */
async function expectForbidden(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByText('閲覧権限がありません', { exact: true })).toBeVisible();
  await expect(main.getByText('403', { exact: true })).toBeVisible();
  await expect(main.getByText('入会費の支払いをお願いします', { exact: true })).toBeVisible();
  // The way forward, before the way back.
  await expect(main.getByRole('button', { name: '入会金を支払う' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'ダッシュボードへ戻る' })).toHaveAttribute(
    'href',
    memberPath('/dashboard'),
  );
}

/** The page is shown (its heading is there) and no 403 content appears. */
async function expectAllowed(page: Page, heading: string): Promise<void> {
  await expect(pageHeading(page, heading)).toBeVisible();
  await expect(page.getByText('閲覧権限がありません')).toHaveCount(0);
  await expect(page.getByText('入会費の支払いをお願いします')).toHaveCount(0);
}

/** Opens a page: the first of a test by loading the app there, the next ones inside it. */
async function open(page: Page, route: string, first: boolean): Promise<void> {
  if (first) await page.goto(memberPath(route));
  else await navigateInApp(page, route);
  await expect(page).toHaveURL(urlPath(memberPath(route)));
}

/** Paid routes per test, each followed by an open page (whose heading tells the 403 is gone). */
const PAID_CHUNK = 4;

test.describe('provisional member (admission fee unpaid)', () => {
  test.use({ account: TEMP_MEMBER.login });

  for (let start = 0; start < SPEC_PAID_ROUTES.length; start += PAID_CHUNK) {
    const routes = SPEC_PAID_ROUTES.slice(start, start + PAID_CHUNK);
    test(`${routes.join(', ')} show 403 閲覧権限がありません; the pages open to them stay open`, async ({
      page,
    }) => {
      // The server refuses the paid pages' calls (403): the pages open to a provisional member,
      // the sidebar and the dashboard must make none of them.
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(new URL(response.url()).pathname);
      });
      let previous: string | null = null;
      for (const [index, route] of routes.entries()) {
        const [openRoute, heading] = OPEN_TO_TEMP_MEMBER[index % OPEN_TO_TEMP_MEMBER.length] ?? [];
        if (!openRoute || !heading) throw new Error('no open page to follow the route');
        await open(page, route, index === 0);
        // The open page before this one has left, so the 403 on screen is this route's.
        if (previous) await expect(pageHeading(page, previous)).toHaveCount(0);
        await expectForbidden(page);
        await open(page, openRoute, false);
        await expectAllowed(page, heading);
        previous = heading;
      }
      expect(refused).toEqual([]);
    });
  }

  test('ダッシュボードへ戻る leads back to the dashboard', async ({ page }) => {
    await page.goto(memberPath('/events/EventsAccepting'));
    await expectForbidden(page);

    await page.getByRole('link', { name: 'ダッシュボードへ戻る' }).click();

    await expect(page).toHaveURL(urlPath(memberPath('/dashboard')));
    await expect(page.getByText('閲覧権限がありません')).toHaveCount(0);
  });
});

/** Paid pages a member opens from the sidebar, with their headings. */
const PAID_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['/events/EventsAccepting', '学会・セミナー一覧(申込受付中)'],
  ['/DigitalMembershipCard', 'デジタル会員証確認'],
  ['/Products/ProductList', '商品一覧'],
  ['/PointHistories', '受講履歴ポイント照会'],
  ['/MemberUpdates', '資格更新確認'],
  ['/approved/tempAbsence', '休会申請'],
];

test.describe('member (admission fee paid)', () => {
  test.use({ account: MEMBER.login });

  test(`opens ${PAID_PAGES.map(([route]) => route).join(', ')} without 403`, async ({ page }) => {
    for (const [index, [route, heading]] of PAID_PAGES.entries()) {
      await open(page, route, index === 0);
      await expectAllowed(page, heading);
    }
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto(memberPath('/no-such-page'));

    const main = page.getByRole('main');
    await expect(main.getByText('This page could not be found', { exact: true })).toBeVisible();
    await expect(main.getByText('ページがありません', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'ダッシュボードへ戻る' })).toHaveAttribute(
      'href',
      memberPath('/dashboard'),
    );
  });
});
