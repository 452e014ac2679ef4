/**
 * The signed-in layout (SPEC §2): sidebar, top bar, breadcrumb; the test-environment banner,
 * the service worker, and the headers every call carries (SPEC §7).
 */
import type { Locator } from '@playwright/test';
import {
  MEMBER,
  breadcrumb,
  expect,
  loginIdInput,
  memberPath,
  openSignedIn,
  pageHeading,
  sidebar,
  test,
  urlPath,
  userMenuButton,
} from './fixtures';
import { SPEC_SIDEBAR, SPEC_SIDEBAR_AFTER_DIVIDER, specSidebarOf } from '../spec';

const DIVIDER = '---';

/**
 * Sidebar entries of SPEC §2 in order, with the group collapsed (compared with the sidebar's
 * entries less those resources/menu.ts declares beyond SPEC §2).
 */
const TOP_LEVEL = SPEC_SIDEBAR.flatMap((entry) =>
  entry === SPEC_SIDEBAR_AFTER_DIVIDER ? [DIVIDER, entry] : [entry],
);
/** Where each sidebar link goes (SPEC §2), under /member. */
const LINK_TARGETS: ReadonlyArray<readonly [string, string]> = [
  ['会員詳細', '/members/MemberInfo'],
  ['会費支払明細', '/MembershipFeeDetail'],
  ['学会・セミナー一覧(申込受付中)', '/events/EventsAccepting'],
  ['学会・セミナー参加一覧', '/events/participaints'],
  ['資格更新確認', '/MemberUpdates'],
  ['デジタル会員証確認', '/DigitalMembershipCard'],
  ['受講履歴ポイント照会', '/PointHistories'],
  ['クレジットカード決済状況一覧', '/CreditSettlements'],
  ['お知らせ一覧', '/Notices'],
  ['パスワード再設定', '/ResettingPassword'],
  ['休会申請', '/approved/tempAbsence'],
  ['休会復帰申請', '/approved/return'],
  ['更新延長申請', '/approved/extension'],
  ['退会申請', '/applications/withdrawal'],
];

/**
 * The sidebar's entries in document order: the accessible text of each link, menu item or
 * button, and `---` for a divider (an `<hr>` or role separator).
 */
async function sidebarEntries(menu: Locator): Promise<string[]> {
  return menu
    .locator('a, button, [role="menuitem"], [role="button"], [role="separator"], hr')
    .evaluateAll((elements, divider) => {
      const entries: string[] = [];
      for (const element of elements) {
        // A link inside a menu item (or the reverse) is one entry.
        const owner = element.parentElement?.closest(
          'a, button, [role="menuitem"], [role="button"]',
        );
        if (owner) continue;
        if (element.tagName === 'HR' || element.getAttribute('role') === 'separator') {
          entries.push(divider);
          continue;
        }
        if (element instanceof HTMLElement && element.offsetParent === null) continue;
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        entries.push(element.getAttribute('aria-label') ?? text);
      }
      return entries;
    }, DIVIDER);
}

/** A sidebar entry by its label, whatever role the layout gives it. */
function sidebarLink(menu: Locator, name: string): Locator {
  return menu
    .getByRole('menuitem', { name, exact: true })
    .or(menu.getByRole('link', { name, exact: true }));
}

test.describe('signed-in layout', () => {
  test.use({ account: MEMBER.login });

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, '/dashboard');
  });

  test('the sidebar lists the entries of SPEC §2 in order, divider before 休会申請', async ({
    page,
  }) => {
    const menu = sidebar(page);
    await expect(menu).toBeVisible();
    await expect(sidebarLink(menu, '退会申請')).toBeVisible();

    expect(specSidebarOf(await sidebarEntries(menu))).toEqual(TOP_LEVEL);
    await expect(menu.getByRole('separator')).toHaveCount(1);
  });

  test('each sidebar entry links to its route', async ({ page }) => {
    const menu = sidebar(page);
    for (const [name, path] of LINK_TARGETS) {
      const escaped = memberPath(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await expect
        .soft(sidebarLink(menu, name), name)
        .toHaveAttribute('href', new RegExp(`^${escaped}$`, 'i'));
    }
  });

  test('商品購入 expands to 商品一覧 and 注文履歴', async ({ page }) => {
    const menu = sidebar(page);
    const group = menu.getByRole('menuitem', { name: '商品購入' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarLink(menu, '商品一覧')).toHaveCount(0);

    await group.click();

    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarLink(menu, '商品一覧')).toBeVisible();
    await expect(sidebarLink(menu, '注文履歴')).toBeVisible();
    await expect(sidebarLink(menu, '商品一覧')).toHaveAttribute(
      'href',
      memberPath('/Products/ProductList'),
    );
    await expect(sidebarLink(menu, '注文履歴')).toHaveAttribute(
      'href',
      memberPath('/ProductOrderHistories'),
    );
    const expanded = [...TOP_LEVEL];
    expanded.splice(expanded.indexOf('商品購入') + 1, 0, '商品一覧', '注文履歴');
    expect(specSidebarOf(await sidebarEntries(menu))).toEqual(expanded);

    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarLink(menu, '商品一覧')).toBeHidden();
  });

  test('the top bar shows the member name with さん and a ログアウト item', async ({ page }) => {
    const button = userMenuButton(page, MEMBER.name);
    await expect(button).toBeVisible();
    await expect(button).toHaveText(`${MEMBER.name}さん`);

    await button.click();

    await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'ログアウト' })).toBeHidden();
  });

  test('the breadcrumb starts with ホーム → /dashboard and the h1 is the page title', async ({
    page,
  }) => {
    const menu = sidebar(page);
    await sidebarLink(menu, 'お知らせ一覧').click();

    await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();
    const crumbs = breadcrumb(page);
    await expect(crumbs).toBeVisible();
    const home = crumbs.getByRole('link').first();
    await expect(home).toHaveText('ホーム');
    await expect(home).toHaveAttribute('href', memberPath('/dashboard'));
    await expect(crumbs).toContainText('お知らせ一覧');

    await home.click();
    await expect(page).toHaveURL(urlPath(memberPath('/dashboard')));
  });
});

test.describe('environment banner', () => {
  test('a test origin shows テスト環境です', async ({ page }) => {
    await page.goto('http://test.localhost:4173/member/login');
    await expect(loginIdInput(page)).toBeVisible();
    await expect(page.getByText('テスト環境です')).toBeVisible();
  });

  test('the production-like origin does not', async ({ page }) => {
    await page.goto(memberPath('/login'));
    await expect(loginIdInput(page)).toBeVisible();
    await expect(page.getByText('テスト環境です')).toHaveCount(0);
  });
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/member/sw.js controls the /member/ scope', async ({ page }) => {
    await page.goto(memberPath('/login'));
    await expect(loginIdInput(page)).toBeVisible();

    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, scriptURL: ready.active?.scriptURL ?? '' };
    });

    expect(registration.scope).toBe('http://localhost:4173/member/');
    expect(registration.scriptURL).toMatch(/\/member\/sw\.js$/);
  });
});

test.describe('request headers', () => {
  test.use({ account: MEMBER.login });

  test('every call carries the session headers, X-NAME percent-encoded', async ({ page }) => {
    await openSignedIn(page, '/dashboard');

    const noticeCall = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/api/services/app/Notice/GetListNotice'),
    );
    await sidebarLink(sidebar(page), 'お知らせ一覧').click();
    const request = await noticeCall;
    const headers = await request.allHeaders();

    expect(headers['authorization']).toMatch(/^Bearer \S+/);
    expect(headers['x-app-key']).toBeTruthy();
    expect(headers['x-auth-api']).toBe('local');
    expect(headers['x-member-id']).toBe('1');
    expect(headers['x-name']).toBe(encodeURIComponent(MEMBER.name));
  });
});
