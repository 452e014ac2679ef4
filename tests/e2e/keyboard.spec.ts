/**
 * Keyboard only: a member who uses no pointer signs in, finds a seminar through the
 * sidebar, the list and its detail, chooses a course and sessions, agrees to the terms, confirms,
 * applies and logs out — with Tab, Shift+Tab, Enter, Space, the arrows and typed text, never a
 * click or a fill. Every control focused on the way shows that it has the focus.
 *
 * The walk applies demo-update (事務局 二郎, a staff role that may apply like a member) for the
 * Sendai brush-up seminar (event 117): no other spec signs in as demo-update to look at events,
 * nor asserts on event 117 (events.spec.ts counts the open brush-up seminars, which an application
 * does not change, and applies demo-member for event 123). globalSetup resets the demo API.
 */
import type { Locator, Page } from '@playwright/test';
import {
  MEMBER,
  STAFF,
  breadcrumb,
  DEMO_PASSWORD,
  expect,
  loginButton,
  loginIdInput,
  memberPath,
  pageHeading,
  passwordInput,
  sidebar,
  test,
  urlPath,
  userMenuButton,
  freshOnRetry,
} from './fixtures';

const SENDAI = 'ブラッシュアップセミナー（仙台会場）';

/** Whether the focused element shows it: an outline, a focus shadow or MUI's focus state. */
function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    // Past the last control the focus leaves the page (the browser's own bar): nothing to show.
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // MUI marks a keyboard focus on the control's root (buttons, menu items, checkboxes and
    // radios: Mui-focusVisible) or the field around an input (Mui-focused: a thicker border).
    const marked = element.closest('.Mui-focusVisible, .Mui-focused') !== null;
    if (outlined || style.boxShadow !== 'none' || marked) return null;
    return `${element.tagName.toLowerCase()} "${element.textContent ?? ''}" has no visible focus`;
  });
}

/** Presses `key` until `target` has the focus, checking the focus is visible at every stop. */
async function moveFocusTo(page: Page, target: Locator, key = 'Tab', most = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press(key);
    expect(await focusIndicator(page)).toBeNull();
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached with ${most} presses of ${key}`);
}

/** Opens an MUI select by keyboard and picks `option` with the arrows. */
async function chooseWithKeys(page: Page, select: Locator, option: string): Promise<void> {
  await moveFocusTo(page, select);
  await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await moveFocusTo(page, wanted, 'ArrowDown', 20);
  await page.keyboard.press('Enter');
  await expect(select).toHaveText(option);
}

test('a keyboard-only member signs in, applies for a seminar and logs out', async ({ page }) => {
  await freshOnRetry(STAFF.update.login);
  test.setTimeout(90_000);
  const member = STAFF.update;

  // Sign in: Tab into the form, type, Enter submits.
  await page.goto(memberPath('/login'));
  await moveFocusTo(page, loginIdInput(page));
  await page.keyboard.type(member.login);
  await moveFocusTo(page, passwordInput(page));
  await page.keyboard.type(DEMO_PASSWORD);
  await expect(loginButton(page)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, 'ダッシュボード')).toBeVisible();
  await expect(userMenuButton(page, member.name)).toBeVisible();

  // The sidebar entry to the open events.
  await moveFocusTo(
    page,
    sidebar(page).getByRole('menuitem', { name: '学会・セミナー一覧(申込受付中)' }),
  );
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, '学会・セミナー一覧(申込受付中)')).toBeVisible();

  // Filter to the brush-up seminars with the two selects, then open Sendai's detail.
  await chooseWithKeys(page, page.getByRole('combobox', { name: '区分' }), 'セミナー');
  await chooseWithKeys(
    page,
    page.getByRole('combobox', { name: '分類' }),
    'ブラッシュアップセミナー',
  );
  const table = page.getByRole('table', { name: '申込受付中の学会・セミナー' });
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(3);
  await moveFocusTo(page, table.getByRole('link', { name: SENDAI, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/member\/events\/eventDetail\?id=117$/);
  await expect(breadcrumb(page)).toContainText('学会・セミナー詳細');
  await expect(page.getByText(SENDAI).first()).toBeVisible();

  // The entry: a course with Space, two sessions with Space, the terms with Space.
  await moveFocusTo(page, page.getByRole('link', { name: '参加申込へ' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/member\/events\/entry\?id=117$/);
  const course = page.getByRole('radio', { name: /^基礎コース/ });
  await moveFocusTo(page, course);
  await page.keyboard.press('Space');
  await expect(course).toBeChecked();
  for (const name of [/構造と取り扱いの基本/, /前処置と患者対応/]) {
    const session = page.getByRole('checkbox', { name });
    await moveFocusTo(page, session);
    await page.keyboard.press('Space');
    await expect(session).toBeChecked();
  }
  const terms = page.getByRole('checkbox', { name: '学会・セミナー参加規約に同意する' });
  await moveFocusTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await moveFocusTo(page, page.getByRole('button', { name: '確認へ' }));
  await page.keyboard.press('Enter');

  // Confirm and apply.
  const summary = page.getByRole('table', { name: '申込内容' });
  await expect(summary.getByRole('row', { name: /受講する講座/ })).toContainText(
    '講義「内視鏡の構造と取り扱いの基本」',
  );
  await expect(summary.getByRole('row', { name: /受講する講座/ })).toContainText(
    '講義「前処置と患者対応」',
  );
  await moveFocusTo(page, page.getByRole('button', { name: '申し込む' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('参加申込を受け付けました。')).toBeVisible();
  await expect(pageHeading(page, '学会・セミナー参加一覧')).toBeVisible();
  await expect(
    page.getByRole('table', { name: '参加申込' }).getByRole('link', { name: SENDAI, exact: true }),
  ).toBeVisible();

  // Log out through the user menu: back up to it, open it, arrow to ログアウト.
  await moveFocusTo(page, userMenuButton(page, member.name), 'Shift+Tab', 80);
  await page.keyboard.press('Enter');
  const logout = page.getByRole('menuitem', { name: 'ログアウト' });
  await expect(logout).toBeFocused();
  expect(await focusIndicator(page)).toBeNull();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlPath(memberPath('/login')));
  await expect(loginButton(page)).toBeVisible();
});

test.describe('visible focus', () => {
  test.use({ account: MEMBER.login });

  // A page with every kind of control: links, buttons, the sidebar's menu items, a radio group,
  // checkboxes and (in the top bar) the user menu. Only tabbing: nothing is changed.
  test('every control reached by Tab on a form page shows the focus', async ({ page }) => {
    // 117, not 123: events.spec.ts applies demo-member for 123, whose entry then opens the change.
    await page.goto(memberPath('/events/entry?id=117'));
    const agree = page.getByRole('checkbox', { name: '学会・セミナー参加規約に同意する' });
    await moveFocusTo(page, page.getByRole('button', { name: '確認へ' }), 'Tab', 80);
    await expect(agree).not.toBeChecked();
  });

  test('text fields show the focus', async ({ page }) => {
    await page.goto(memberPath('/members/MemberInfo/edit'));
    await moveFocusTo(page, page.getByRole('textbox').last(), 'Tab', 120);
  });
});
