/**
 * Security of the portal as served by `vite preview` (issue 10; docs/security.md): the
 * Content-Security-Policy and what it lets run, sanitized notice and term HTML under known XSS
 * payloads (tests/xssPayloads.ts), the after-login redirect refusing other sites, and the access
 * token kept out of every URL and console message, with its cookie SameSite=Lax; the demo API's
 * controls refusing other sites.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Response as PlaywrightResponse } from '@playwright/test';
import { ok } from '../../demo-api/abp';
import {
  DEMO_CONTROL_REFUSED,
  DEMO_FAULTS_PATH,
  DEMO_RESET_PATH,
} from '../../demo-api/calls/demoControl';
import { notices } from '../../demo-api/seed/notices';
import { terms } from '../../demo-api/seed/terms';
import { XSS_PAYLOADS, dangerousParts } from '../xssPayloads';
import {
  DEMO_PASSWORD,
  MEMBER,
  ORIGIN,
  expect,
  memberPath,
  navigateInApp,
  openSignedIn,
  pageHeading,
  signIn,
  submitLoginForm,
  test,
  urlPath,
  userMenuButton,
} from './fixtures';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

/** What a context does, recorded from before its first page loads. */
interface Observed {
  /** Every request URL, the service worker's included. */
  urls: string[];
  /** Every console message, as `<type>: <text>`. */
  console: string[];
  /** Every alert, confirm or prompt. */
  dialogs: string[];
  /** The portal's CSP violations: `securitypolicyviolation` events and console reports. */
  cspViolations: () => string[];
}

async function observe(context: BrowserContext): Promise<Observed> {
  const urls: string[] = [];
  const messages: string[] = [];
  const dialogs: string[] = [];
  const violations: string[] = [];
  // Only the portal's pages: another origin (the identity provider) has its own policy.
  const onPortal = (url: string | undefined) => url?.startsWith(ORIGIN) ?? false;
  context.on('request', (request) => urls.push(request.url()));
  context.on('console', (message) => {
    messages.push(`${message.type()}: ${message.text()}`);
    const url = message.page()?.url();
    if (/Content.Security.Policy/i.test(message.text()) && onPortal(url)) {
      violations.push(`${url}: ${message.text()}`);
    }
  });
  context.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    if (onPortal(page.url())) violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__reportCspViolation?.(`${event.effectiveDirective} ${event.blockedURI}`),
    ),
  );
  return { urls, console: messages, dialogs, cspViolations: () => [...violations] };
}

test.describe('Content-Security-Policy', () => {
  test('keeps the hashed build files a year, with the headers, and asks again for the page', async ({
    page,
  }) => {
    const scripts: PlaywrightResponse[] = [];
    page.on('response', (response) => {
      if (/\/member\/assets\/[\w.-]+\.js$/.test(response.url())) scripts.push(response);
    });
    const document = await page.goto(memberPath('/login'));
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const headers = script.headers();
      expect([script.url(), headers['cache-control']]).toEqual([
        script.url(),
        'public, max-age=31536000, immutable',
      ]);
      expect(headers['content-type']).toBe('text/javascript');
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('is served without unsafe-eval or inline script, and the browser enforces it', async ({
    page,
  }) => {
    const seen = await observe(page.context());
    const response = await page.goto(memberPath('/login'));
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
    expect(seen.cspViolations()).toEqual([]);

    // A control, proving the policy is enforced and its violations seen: an injected inline
    // script is refused. (Not eval: Playwright's own evaluation is exempt from the policy.)
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = "inline"';
      document.head.append(script);
    });
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    await expect
      .poll(() => seen.cspViolations())
      .toContain(`${page.url()}: script-src-elem inline`);
  });
});

test.describe('server HTML under XSS payloads', () => {
  test.use({ account: MEMBER.login });

  /** Payloads per test: the notices open one after another inside the loaded app. */
  const CHUNK = 13;
  for (let start = 0; start < XSS_PAYLOADS.length; start += CHUNK) {
    const first = start + 1;
    const last = Math.min(start + CHUNK, XSS_PAYLOADS.length);
    test(`no payload of ${first}–${last} (of ${XSS_PAYLOADS.length}) runs in a notice, one notice each`, async ({
      page,
    }) => {
      const seen = await observe(page.context());
      const [sample] = notices;
      await page.route(/\/api\/services\/app\/Notice\/GetNotice\?/, async (route) => {
        const id = Number(new URL(route.request().url()).searchParams.get('id'));
        const payload = XSS_PAYLOADS[id - 1];
        const answer = ok({ ...sample, id, title: `XSS試験 ${id}`, body: payload?.html ?? '' });
        await route.fulfill({ status: answer.status, json: await answer.json() });
      });

      await page.goto(memberPath(`/notices/${first}`));
      const main = page.getByRole('main');
      for (let id = first; id <= last; id += 1) {
        const payload = XSS_PAYLOADS[id - 1]!;
        if (id > first) await navigateInApp(page, `/notices/${id}`);
        await expect(main.getByText(`XSS試験 ${id}`, { exact: true }).first()).toBeVisible();
        const html = main.locator('.html-content');
        // A payload may leave nothing at all to show.
        if ((await html.count()) > 0) {
          expect(await html.evaluate(dangerousParts), payload.name).toEqual([]);
        }
      }
      // Let failed images and media report their errors before looking.
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.__xss)).toBeUndefined();
      expect(seen.dialogs).toEqual([]);
      await expect(page.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
    });
  }

  test('no payload runs in a term, all of them in one body', async ({ page }) => {
    const seen = await observe(page.context());
    // One body: a payload may take what follows it down with it (the notices try each alone).
    const body = `<p>規約の本文</p>${XSS_PAYLOADS.map((payload) => payload.html).join('\n')}`;
    await page.route(/\/api\/services\/app\/Term\/GetDetailTermByType\?/, async (route) => {
      const answer = ok({ ...terms[0], body });
      await route.fulfill({ status: answer.status, json: await answer.json() });
    });

    await page.goto(memberPath('/notices'));
    await page.getByRole('button', { name: '会員規約', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('規約の本文')).toBeVisible();
    expect(await dialog.locator('.html-content').evaluate(dangerousParts)).toEqual([]);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(seen.dialogs).toEqual([]);
    await expect(dialog.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
  });
});

test.describe('the after-login redirect', () => {
  for (const target of ['//evil.example', '%2F%2Fevil.example', '/\\evil.example']) {
    test(`refuses ${target} and lands on the dashboard`, async ({ page }) => {
      const seen = await observe(page.context());
      await page.goto(`${memberPath('/login')}?redirect=${encodeURIComponent(target)}`);
      await submitLoginForm(page, MEMBER.login, DEMO_PASSWORD);
      await expect(pageHeading(page, 'ダッシュボード')).toBeVisible();
      await expect(page).toHaveURL(urlPath(memberPath('/')));
      expect(seen.urls.filter((url) => !url.startsWith(ORIGIN))).toEqual([]);
    });
  }
});

test.describe('the demo controls', () => {
  test('answer another site’s page neither a preflight nor a request without the header', async ({
    page,
  }) => {
    // A page of another site, served from this machine: Vite's own CORS answer would approve its
    // origin, and Chromium lets a loopback page reach a loopback server.
    const elsewhere = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<!doctype html><title>他のサイト</title>');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const siteOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    let fromThere: string;
    try {
      await page.goto(siteOrigin);
      fromThere = await page.evaluate(async (control) => {
        try {
          const answer = await fetch(control, {
            method: 'DELETE',
            headers: { 'X-Demo-Control': '1' },
          });
          return `answered ${answer.status}`;
        } catch (error) {
          return error instanceof TypeError ? 'refused' : String(error);
        }
      }, `${ORIGIN}${DEMO_FAULTS_PATH}`);
    } finally {
      elsewhere.closeAllConnections();
      await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
    }
    expect(fromThere).toBe('refused');

    for (const path of [DEMO_RESET_PATH, DEMO_FAULTS_PATH]) {
      const preflight = await page.request.fetch(path, {
        method: 'OPTIONS',
        headers: {
          Origin: siteOrigin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-demo-control',
        },
      });
      const approvals = Object.keys(preflight.headers()).filter((name) =>
        name.startsWith('access-control-allow-'),
      );
      expect([path, approvals]).toEqual([path, []]);
      // What a form on another site can send: no custom header, so refused.
      const simple = await page.request.post(path, {
        headers: { Origin: siteOrigin, 'Content-Type': 'text/plain' },
        data: '{}',
      });
      expect(simple.status()).toBe(403);
      expect(await simple.json()).toMatchObject({ error: { message: DEMO_CONTROL_REFUSED } });
    }
  });
});

/** The access token the page holds (without `Bearer `). */
async function storedToken(page: Page): Promise<string> {
  const bearer = await page.evaluate(() => localStorage.getItem('auth._token.local'));
  expect(bearer).toMatch(/^Bearer \S{16,}$/);
  return bearer!.slice('Bearer '.length);
}

/** Fails with the offending entries if any holds the token or a `Bearer ` value. */
function expectNoToken(seen: Observed, token: string): void {
  const leaks = [...seen.urls, ...seen.console].filter(
    (text) => text.includes(token) || /Bearer(?: |%20|\+)/i.test(text),
  );
  expect(leaks).toEqual([]);
}

test.describe('the access token', () => {
  test('password sign-in: never in a URL or the console, no CSP violation, cookies Lax', async ({
    page,
    context,
  }) => {
    const seen = await observe(context);
    await signIn(page, MEMBER.login);
    const token = await storedToken(page);

    // The first page a member moves to inside the app, as its links take them.
    await navigateInApp(page, '/notices');
    await expect(pageHeading(page, 'お知らせ一覧')).toBeVisible();

    expect(seen.cspViolations()).toEqual([]);
    expectNoToken(seen, token);

    const cookies = await context.cookies();
    const session = cookies.filter((cookie) => cookie.name.startsWith('auth.'));
    expect(session.map((cookie) => cookie.name).sort()).toEqual([
      'auth._token.local',
      'auth.strategy',
    ]);
    for (const cookie of session) {
      // Secure is for https only: the preview server is plain http on localhost.
      expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/', secure: false });
    }
  });

  test.describe('signed in', () => {
    test.use({ account: MEMBER.login });

    test('notices and codes: never in a URL or the console, no CSP violation', async ({
      page,
      context,
    }) => {
      const seen = await observe(context);
      await openSignedIn(page, '/notices');
      const token = await storedToken(page);
      // A notice with ordinary HTML. (Notice 900's hostile handlers are reported, not run: Chrome
      // checks the policy as DOMPurify parses them; docs/security.md.)
      await navigateInApp(page, '/notices/1');
      await expect(page.locator('.html-content')).toBeVisible();

      await navigateInApp(page, '/DigitalMembershipCard');
      await expect(page.getByRole('img', { name: '会員証の確認用QRコード' })).toBeVisible();
      const png = page.waitForEvent('download');
      await page.getByRole('button', { name: '画像で保存' }).click();
      expect((await png).suggestedFilename()).toBe('会員証_0012345.png');

      await navigateInApp(page, '/events/AttendanceSlip?participantId=5005');
      await expect(page.getByRole('img', { name: '受付用QRコード' })).toBeVisible();

      expect(seen.cspViolations()).toEqual([]);
      expectNoToken(seen, token);
    });

    test('receipts and payment: never in a URL or the console, no CSP violation', async ({
      page,
      context,
    }) => {
      const seen = await observe(context);
      await openSignedIn(page, '/MembershipFeeDetail');
      const token = await storedToken(page);
      const pdf = page.waitForEvent('download');
      await page.getByRole('button', { name: '領収書（2026年度 年会費）' }).click();
      expect((await pdf).suggestedFilename()).toBe('領収書_2026年度_年会費_0012345.pdf');
      await page
        .getByRole('button', { name: 'お支払いへ（2026年度 支部会費（関東支部））' })
        .click();
      await expect(pageHeading(page, 'お支払い')).toBeVisible();

      expect(seen.cspViolations()).toEqual([]);
      expectNoToken(seen, token);
    });
  });

  test('external sign-in: never in a URL or the console, no CSP violation', async ({
    page,
    context,
  }) => {
    const seen = await observe(context);
    await page.goto(memberPath('/notices'));
    await page.getByRole('button', { name: '外部認証でログイン', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4180\//);
    await page.getByLabel('ログインID').fill(MEMBER.login);
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByRole('button', { name: '許可する', exact: true }).click();
    await expect(page).toHaveURL(urlPath(memberPath('/notices')));
    await expect(userMenuButton(page, MEMBER.name)).toBeVisible();
    const bearer = await page.evaluate(() => localStorage.getItem('auth._token.oidc'));
    expect(bearer).toMatch(/^Bearer ey/);

    await navigateInApp(page, '/DigitalMembershipCard');
    await expect(page.getByRole('img', { name: '会員証の確認用QRコード' })).toBeVisible();

    expect(seen.cspViolations()).toEqual([]);
    expectNoToken(seen, bearer!.slice('Bearer '.length));
  });
});
