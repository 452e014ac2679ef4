/**
 * Where a page starts, on a phone (360×740, touch): each step of a form opens at its top with
 * focus on its heading (so the member sees, and a screen reader announces, the step they are on),
 * and Back returns to where the member was. The member-details steps are pages of their own (the
 * page after 登録する is checked in memberInfo.spec.ts); the event entry's steps share one page.
 */
import type { Browser, Page } from '@playwright/test';
import { MEMBER, PHONE, expect, memberPath, phoneSession, test, urlPath } from './fixtures';

/** A phone of `login`'s own, signed in, at `path`. */
async function openOnPhone(browser: Browser, login: string, path: string): Promise<Page> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    ...PHONE,
    storageState: await phoneSession(login),
  });
  const page = await context.newPage();
  await page.goto(memberPath(path));
  return page;
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls to the end of the page (a long form) and returns how far that is. */
async function scrollToEnd(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(300);
  return scrollTop(page);
}

/** The focused element's tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName.toLowerCase(),
    text: document.activeElement?.textContent,
  }));

test.describe('member details', () => {
  test('確認へ opens the confirmation at its top, its heading focused; Back returns to the place in the form', async ({
    browser,
  }, testInfo) => {
    const page = await openOnPhone(browser, MEMBER.login, '/members/MemberInfo/edit');
    const department = page.getByRole('textbox', { name: /^部署/ });
    await department.fill(`内視鏡室${testInfo.workerIndex}-${Date.now() % 100000}`);
    const inForm = await scrollToEnd(page);

    await page.getByRole('button', { name: '確認へ' }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/ConfirmMemberInfo')));
    await expect.poll(() => scrollTop(page)).toBe(0);
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: '会員情報の確認' });

    await page.goBack();
    await expect(page).toHaveURL(urlPath(memberPath('/members/MemberInfo/edit')));
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(inForm - 50);
    await page.context().close();
  });
});

test.describe('event entry', () => {
  test('確認へ shows the confirmation from its top, its heading focused; 修正する goes back to the form', async ({
    browser,
  }) => {
    // The Sendai brush-up seminar: demo-member holds no participation in it, whatever ran before
    // (events.spec.ts applies her for 123, whose entry then opens the change of that one).
    const page = await openOnPhone(browser, MEMBER.login, '/events/entry?id=117');
    await page.getByRole('radio', { name: /^基礎コース/ }).check();
    await page.getByRole('checkbox', { name: /構造と取り扱いの基本/ }).check();
    await page.getByRole('checkbox', { name: /参加規約に同意する/ }).check();
    await scrollToEnd(page);

    await page.getByRole('button', { name: '確認へ' }).click();
    await expect(page.getByRole('table', { name: '申込内容' })).toBeVisible();
    await expect.poll(() => scrollTop(page)).toBe(0);
    await expect.poll(() => focused(page)).toEqual({ tag: 'h2', text: '参加申込の確認' });

    await page.getByRole('button', { name: '修正する' }).click();
    await expect.poll(() => focused(page)).toEqual({ tag: 'h2', text: '参加申込' });
    await expect(page.getByRole('radio', { name: /^基礎コース/ })).toBeChecked();
    await page.context().close();
  });
});
