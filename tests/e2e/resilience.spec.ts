import type { Locator, Page, Request } from '@playwright/test';
import { FAULT_ERROR_MESSAGE } from '../../demo-api/faults';
import {
  DEMO_PASSWORD,
  MEMBER,
  STAFF,
  TEMP_MEMBER,
  expect,
  openSignedIn,
  setFaults,
  submitLoginForm,
  test,
} from './fixtures';

test("React's renderer failing to load reloads the page once, then says so", async ({ page }) => {
  // index.html fetches the renderer beside the entry: the preload that is not the bundle runtime.
  const html = await (await page.request.get('/member/login')).text();
  const renderer = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((href) => !href.includes('rolldown-runtime'));
  expect(renderer).toMatch(/\/member\/assets\/[\w-]+\.js$/);
  // Pages asked for, not load events: the reload may start before the first page's load fires.
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads += 1;
  });
  await page.route(`**${renderer}`, (route) => route.abort());
  await page.goto('/member/login');
  await expect(page.getByRole('alert')).toHaveText(
    '会員ポータルを読み込めませんでした。通信状態をご確認のうえ、再読み込みしてください。',
  );
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(2);
});

test.describe('signed in', () => {
  test.use({ account: MEMBER.login });

  test('a page chunk that fails to load reloads the page once, never in a loop', async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => void (loads += 1));
    // As after a deploy: the old page asks for a chunk the server no longer has.
    await page.route(/\/assets\/DashboardPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/member/dashboard');
    await expect(
      page.getByRole('heading', { name: '画面を表示できませんでした', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
    // Settled on the error: a reload loop would never reach network idle with two loads.
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(2);
  });

  test('the sidebar collapses below 1200 px and opens from 1200 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, '/dashboard');
    const entry = page.getByRole('menuitem', { name: '会員詳細' });
    await expect(entry).toContainText('会員詳細');
    const sidebar = page.getByRole('navigation', { name: 'サイドメニュー' });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(80);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
  });
});

/** A form, opened and filled up to its submit button, and the call that button sends. */
interface FormCase {
  name: string;
  account: string;
  call: string;
  /** Opens the form and fills it; returns the submit button. */
  fill: (page: Page) => Promise<Locator>;
}

const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

const FORMS: FormCase[] = [
  {
    name: 'member details (confirm and register)',
    account: TEMP_MEMBER.login,
    call: 'UpdateMember',
    fill: async (page) => {
      await openSignedIn(page, '/members/MemberInfo/edit');
      await textbox(page, /^部署/).fill('医療安全管理室');
      await page.getByRole('button', { name: '確認へ' }).click();
      return page.getByRole('button', { name: '登録する' });
    },
  },
  {
    name: 'goods order (confirm)',
    account: MEMBER.login,
    call: 'InsertProductOrder',
    fill: async (page) => {
      await openSignedIn(page, '/Products/ProductOrder?productId=101');
      await page.getByRole('spinbutton', { name: /数量/ }).fill('1');
      await page.getByRole('button', { name: '確認へ' }).click();
      return page.getByRole('button', { name: '注文を確定する' });
    },
  },
  {
    name: 'password change',
    account: MEMBER.login,
    call: 'VerifyCurrentPassword',
    fill: async (page) => {
      await openSignedIn(page, '/ResettingPassword');
      await page
        .getByRole('textbox', { name: '現在のパスワード', exact: true })
        .fill(DEMO_PASSWORD);
      await page
        .getByRole('textbox', { name: '新しいパスワード', exact: true })
        .fill('Kensa-2026-Naishikyo');
      await page
        .getByRole('textbox', { name: '新しいパスワード（確認）', exact: true })
        .fill('Kensa-2026-Naishikyo');
      return page.getByRole('button', { name: 'パスワードを変更する' });
    },
  },
  {
    name: 'staff edit (prefecture master)',
    account: STAFF.update.login,
    call: 'UpdatePrefecture',
    fill: async (page) => {
      await openSignedIn(page, '/masters/Prefectures/46/edit');
      await textbox(page, /^フリガナ/).fill('カゴシマ');
      return page.getByRole('button', { name: '保存' });
    },
  },
];

const isCall = (call: string) => (request: Request) =>
  new URL(request.url()).pathname.endsWith(`/${call}`);

test.describe('no submit button sends twice', () => {
  for (const form of FORMS) {
    test.describe(() => {
      test.use({ account: form.account });
      test(form.name, async ({ page, context }) => {
        // Slow, then refused: nothing is changed, and a second request would have time to go.
        await setFaults(context, [
          { kind: 'slow', call: form.call, delayMs: 1_000 },
          { kind: 'error', call: form.call },
        ]);
        const sent: Request[] = [];
        page.on('request', (request) => void (isCall(form.call)(request) && sent.push(request)));
        const submit = await form.fill(page);

        await submit.dblclick();
        await expect(page.getByText(FAULT_ERROR_MESSAGE).first()).toBeVisible();
        expect(sent, 'after a double click').toHaveLength(1);

        // As a person would: the second key goes wherever the focus is then.
        await submit.focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        await expect.poll(() => sent.length).toBe(2);
        await page.waitForTimeout(500);
        expect(sent, 'after Enter twice').toHaveLength(2);
      });
    });
  }
});

/** A form that keeps its draft through a 401: what was typed, checked after signing in again. */
interface DraftCase {
  form: FormCase;
  /** Checks that what the member typed is on the page after coming back. */
  expectTyped: (page: Page) => Promise<void>;
  /** What a successful submit shows. */
  saved: (page: Page) => Locator;
  /** Puts the demo data back, for specs that read it. */
  restore?: (page: Page) => Promise<void>;
}

const formNamed = (name: string): FormCase => {
  const form = FORMS.find((candidate) => candidate.name === name);
  if (!form) throw new Error(`no form ${name}`);
  return form;
};

const DRAFTS: DraftCase[] = [
  {
    form: formNamed('member details (confirm and register)'),
    expectTyped: (page) => expect(page.getByText('医療安全管理室').first()).toBeVisible(),
    saved: (page) => page.getByRole('status').filter({ hasText: '会員情報を更新しました' }),
  },
  {
    form: formNamed('staff edit (prefecture master)'),
    expectTyped: (page) => expect(textbox(page, /^フリガナ/)).toHaveValue('カゴシマ'),
    saved: (page) => page.getByText('カゴシマ', { exact: true }),
    // Through the API, with the page's own session: the journey through the form is done.
    restore: async (page) => {
      const authorization = await page.evaluate(() => localStorage.getItem('auth._token.local'));
      const restored = await page.request.put('/api/services/app/Common/UpdatePrefecture', {
        headers: { Authorization: authorization ?? '' },
        data: { id: 46, name: '鹿児島県', nameKana: 'カゴシマケン' },
      });
      expect(restored.status()).toBe(200);
    },
  },
];

test.describe('a 401 on submit brings the member back to the form, draft intact', () => {
  for (const { form, expectTyped, saved, restore } of DRAFTS) {
    test.describe(() => {
      test.use({ account: form.account });
      test(form.name, async ({ page, context }) => {
        await setFaults(context, [{ kind: 'unauthorized', call: form.call, times: 1 }]);
        const submit = await form.fill(page);
        const formUrl = page.url();
        await submit.click();

        const dialog = page.getByRole('dialog', { name: 'ログインしなおしてください' });
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(page).toHaveURL(/\/member\/login\?redirect=/);
        await submitLoginForm(page, form.account);
        await expect(page).toHaveURL(formUrl);

        await expectTyped(page);
        await submit.click();
        await expect(saved(page)).toBeVisible();
        await restore?.(page);
      });
    });
  }

  test.describe(() => {
    test.use({ account: formNamed('password change').account });
    test('password change: back on the form, no password kept anywhere', async ({
      page,
      context,
    }) => {
      const form = formNamed('password change');
      await setFaults(context, [{ kind: 'unauthorized', call: form.call, times: 1 }]);
      const submit = await form.fill(page);
      const formUrl = page.url();
      await submit.click();
      await page
        .getByRole('dialog', { name: 'ログインしなおしてください' })
        .getByRole('button', { name: 'OK' })
        .click();
      await submitLoginForm(page, form.account);
      await expect(page).toHaveURL(formUrl);
      // Passwords are never stored: the member types them again.
      await expect(
        page.getByRole('textbox', { name: '現在のパスワード', exact: true }),
      ).toHaveValue('');
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...sessionStorage, ...localStorage }),
      );
      expect(stored).not.toContain(DEMO_PASSWORD);
      expect(stored).not.toContain('Kensa-2026-Naishikyo');
    });
  });
});
