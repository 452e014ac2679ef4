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

/** The to-do list's card. */
const todoCard = (page: Page) =>
  page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: 'やること', level: 2 }) });

function eventsCard(page: Page) {
  return page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: '参加予定の学会・セミナー', level: 2 }) });
}

test('greets the member and lists their upcoming events, soonest first', async ({ page }) => {
  const request = page.waitForRequest(
    (candidate) => isEventList(candidate) && new URL(candidate.url()).searchParams.has('upcoming'),
  );
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
  const skips: (string | null)[] = [];
  page.on('request', (request) => {
    if (isEventList(request)) skips.push(new URL(request.url()).searchParams.get('SkipCount'));
  });
  await openSignedIn(page, '/dashboard');
  const events = eventsCard(page);
  await expect(events.getByText(/^全\d+件中 1〜10件$/)).toBeVisible();

  // Page 2 is asked of the server once page 1's rows are in, ahead of the click that shows it.
  await expect.poll(() => skips).toContain('10');
  await events.getByRole('button', { name: '2ページ', exact: true }).click();
  await expect(events.getByText(/^全\d+件中 11〜\d+件$/)).toBeVisible();
  expect(skips.filter((skip) => skip === '10')).toHaveLength(1);

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

test('puts the renewal first: its deadline and what is missing', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const todo = todoCard(page);
  const renewal = todo.getByRole('link', { name: /^資格の更新/ });
  await expect(renewal).toContainText(/更新申請の受付は2026\/11\/30まで/);
  await expect(renewal).toContainText('学術集会のポイントがあと4ポイント必要です。');
  await expect(todo.getByText(/資格の有効期限は2027\/03\/31です（あと/)).toHaveCount(0);
  // Most at stake first. (The refused extension's result follows while unread, as
  // tests/integration/dashboard.test.tsx checks; here another spec may have opened it.)
  await expect(todo.getByRole('link').first()).toHaveAccessibleName(/^資格の更新/);
  await renewal.click();
  await expect(page).toHaveURL(urlPath(memberPath('/MemberUpdates')));
  await expect(pageHeading(page, '資格更新確認')).toBeVisible();
});

test('lists every unpaid item, the branch fee from the fee page’s own request, and says nothing of the password', async ({
  page,
}) => {
  const unpaidRequest = page.waitForRequest(isUnpaidFeeList);
  const passwordCheck = page.waitForRequest(isPasswordCheck);
  await openSignedIn(page, '/dashboard');
  expect(Object.fromEntries(new URL((await unpaidRequest).url()).searchParams)).toEqual({
    allItems: 'true',
  });
  expect(new URL((await passwordCheck).url()).search).toBe('');

  // The annual fee is paid through FY2026; the FY2026 関東支部 fee is not. With the eight unpaid
  // participation fees it is one of nine, the rest a click away, each with its due date.
  const todo = todoCard(page);
  await expect(todo.getByText('未払いのお支払い')).toBeVisible();
  await expect(todo.getByText(/^9件、合計 ￥38,000/)).toBeVisible();
  await expect(todo.getByRole('button', { name: /^お支払いへ/ })).toHaveCount(3);
  await todo.getByRole('button', { name: '残り6件を表示する' }).click();
  await expect(todo.getByRole('button', { name: /^お支払いへ/ })).toHaveCount(9);
  const fee = todo.getByRole('listitem').filter({ hasText: '2026年度 支部会費（関東支部）' });
  await expect(fee).toContainText('￥2,000（期限 2026/12/31）');
  await expect(
    fee.getByRole('button', { name: 'お支払いへ（2026年度 支部会費（関東支部））' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'パスワードを変更する' })).toHaveCount(0);
  await expect(page.getByText(/パスワードの有効期限/)).toHaveCount(0);

  await fee.getByRole('link', { name: '2026年度 支部会費（関東支部）' }).click();
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
    // Both fees are on one request: one item names each, with their total and one button.
    const todo = todoCard(page);
    await expect(todo.getByText('1件、合計 ￥13,000', { exact: false })).toBeVisible();
    const fees = todo.getByRole('link', { name: '2026年度 入会金・2026年度 年会費' });
    await expect(fees).toHaveAttribute('href', memberPath('/MembershipFeeDetail'));
    await expect(
      todo.getByRole('button', { name: 'お支払いへ（2026年度 入会金・2026年度 年会費）' }),
    ).toBeVisible();
  });
});
