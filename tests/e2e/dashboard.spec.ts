/**
 * The dashboard as demo-member sees it in a browser: the to-do shortcuts (every unpaid fee, from
 * the fee page's own request, and the qualification renewal), no password notice while hers has
 * months left, the upcoming events with their exact request, server paging remembered across
 * pages, and the latest notices; and the two unpaid fees of demo-temp.
 * The demo API's clock is real: the seed programme has eleven upcoming participations for
 * demo-member until its first one (2026-11-29) is over.
 */
import type { Page, Request } from '@playwright/test';
import {
  MEMBER,
  TEMP_MEMBER,
  breadcrumb,
  expect,
  memberPath,
  openSignedIn,
  pageHeading,
  sidebar,
  test,
  urlPath,
} from './fixtures';

test.use({ account: MEMBER.login });

const isEventList = (request: Request) =>
  new URL(request.url()).pathname.endsWith('/Event/GetListEventParticipant');
const isUnpaidFeeList = (request: Request) =>
  new URL(request.url()).pathname.endsWith(
    '/MembershipFee/GetListMembershipFeeManagementNotPayment',
  );
const isPasswordCheck = (request: Request) =>
  new URL(request.url()).pathname.endsWith('/Password/CheckPasswordValidPeriod');

/** The unpaid-fee shortcut of the to-do list. */
const unpaidFeeTodo = (page: Page) => page.getByRole('link', { name: /会費の未払い/ });

function eventsCard(page: Page) {
  return page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: '参加予定の学会・セミナー', level: 2 }) });
}

test('greets the member and lists their upcoming events, soonest first', async ({ page }) => {
  const request = page.waitForRequest(isEventList);
  await openSignedIn(page, '/dashboard');
  await expect(pageHeading(page, 'ダッシュボード')).toBeVisible();
  await expect(page.getByText(`ようこそ、${MEMBER.name}さん`)).toBeVisible();
  await expect(page.getByRole('region', { name: '入会金のお支払いのお願い' })).toHaveCount(0);

  const query = Object.fromEntries(new URL((await request).url()).searchParams);
  expect(query).toEqual({
    SkipCount: '0',
    MaxResultCount: '10',
    Sorting: 'startDate ASC',
    upcoming: 'true',
  });

  const events = eventsCard(page);
  await expect(events.getByRole('columnheader')).toHaveText([
    '開催日',
    '学会・セミナー名',
    '会場',
    '参加区分',
    '状態',
  ]);
  const rows = events.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(10);
  const dates = (await rows.locator('td:first-child').allTextContents()).map((text) => text.trim());
  expect(dates).toEqual([...dates].sort());
  const today = await page.evaluate(() => {
    const now = new Date(Date.now() + 9 * 3600 * 1000);
    return now.toISOString().slice(0, 10).replaceAll('-', '/');
  });
  expect(dates[0]! >= today).toBe(true);
  await expect(events.getByText('キャンセル')).toHaveCount(0);
});

test('pages the events on the server and keeps the page after a visit elsewhere', async ({
  page,
}) => {
  await openSignedIn(page, '/dashboard');
  const events = eventsCard(page);
  await expect(events.getByText(/^全\d+件中 1〜10件$/)).toBeVisible();

  const second = page.waitForRequest(isEventList);
  await events.getByRole('button', { name: '2ページ', exact: true }).click();
  expect(new URL((await second).url()).searchParams.get('SkipCount')).toBe('10');
  await expect(events.getByText(/^全\d+件中 11〜\d+件$/)).toBeVisible();

  await sidebar(page).getByRole('menuitem', { name: 'お知らせ一覧', exact: true }).click();
  await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
  await breadcrumb(page).getByRole('link', { name: 'ホーム' }).click();
  await expect(page).toHaveURL(urlPath(memberPath('/dashboard')));
  await expect(events.getByRole('button', { name: '2ページ', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(events.getByText(/^全\d+件中 11〜\d+件$/)).toBeVisible();
});

test('offers the qualification renewal as something to do', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const renewal = page.getByRole('link', { name: /資格の更新期限/ });
  await expect(renewal).toContainText('資格の有効期限は2027/03/31です');
  await renewal.click();
  await expect(page).toHaveURL(urlPath(memberPath('/MemberUpdates')));
  await expect(pageHeading(page, '資格更新確認')).toBeVisible();
});

test('lists the unpaid branch fee from the fee page’s own request, and says nothing of the password', async ({
  page,
}) => {
  const unpaidRequest = page.waitForRequest(isUnpaidFeeList);
  const passwordCheck = page.waitForRequest(isPasswordCheck);
  await openSignedIn(page, '/dashboard');
  expect(Object.fromEntries(new URL((await unpaidRequest).url()).searchParams)).toEqual({
    allItems: 'true',
  });
  expect(new URL((await passwordCheck).url()).search).toBe('');

  // The annual fee is paid through FY2026; the FY2026 関東支部 fee is not.
  const unpaid = unpaidFeeTodo(page);
  await expect(unpaid).toContainText('未払いの会費が1件あります（￥2,000）');
  await expect(unpaid).toContainText('2026年度 支部会費（関東支部）');
  await expect(page.getByRole('link', { name: /資格の更新期限/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'パスワードを変更する' })).toHaveCount(0);
  await expect(page.getByText(/パスワードの有効期限/)).toHaveCount(0);

  await unpaid.click();
  await expect(page).toHaveURL(urlPath(memberPath('/MembershipFeeDetail')));
  await expect(pageHeading(page, '会費支払明細')).toBeVisible();
  await expect(page.getByRole('table', { name: '未払いの会費' })).toContainText('関東支部');
});

test('shows the five latest notices, each opening its page', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const notices = page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: '最新のお知らせ', level: 2 }) });
  const links = notices.locator('a[href^="/member/notices/"]');
  await expect(links).toHaveCount(5);
  const title = (await links.first().textContent()) ?? '';
  await links.first().click();
  await expect(pageHeading(page, 'お知らせ詳細')).toBeVisible();
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
});

test.describe('a provisional member', () => {
  test.use({ account: TEMP_MEMBER.login });

  test('is asked for the admission fee and shown both unpaid fees with their total', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    await expect(page.getByRole('region', { name: '入会金のお支払いのお願い' })).toBeVisible();
    const unpaid = unpaidFeeTodo(page);
    await expect(unpaid).toContainText('未払いの会費が2件あります（合計 ￥13,000）');
    await expect(unpaid).toContainText('2026年度 入会金、2026年度 年会費');
    await expect(unpaid).toHaveAttribute('href', memberPath('/MembershipFeeDetail'));
  });
});
