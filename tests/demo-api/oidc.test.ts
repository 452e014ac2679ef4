// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { bypass, http, passthrough } from 'msw';
import type { ConfigPluginContext } from 'vite';
import { startDemoIdp, type DemoIdp } from '../../demo-api/oidc/server';
import { DEMO_CLIENT_ID } from '../../demo-api/oidc/settings';
import { demoApiPlugin } from '../../demo-api/vitePlugin';
import { server } from '../msw';
import { get, ORIGIN } from './helpers';

/** The demo identity provider, run for real on loopback, driven as a browser would. */
const PORT = 4190 + Number(process.env.VITEST_POOL_ID ?? 0);
const ISSUER = `http://127.0.0.1:${PORT}`;
const REDIRECT_URI = 'http://localhost:4173/member/auth/callback';
const ROLES_URL = `${ORIGIN}/api/services/app/Application/GetMemberRoles`;

let idp: DemoIdp;
beforeAll(async () => {
  vi.stubEnv('DEMO_OIDC_PORT', String(PORT));
  idp = await startDemoIdp({ port: PORT, issuer: ISSUER, accessTokenTtl: 120 });
});
afterAll(async () => {
  await idp.close();
  vi.unstubAllEnvs();
});
beforeEach(() => server.use(http.all(`${ISSUER}/*`, () => passthrough())));

/** A cookie jar and manual redirects: what the browser does between portal and provider. */
class Browser {
  private cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(
      bypass(new Request(url, { ...init, headers, redirect: 'manual' })),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects inside the provider; stops at the first one leaving it. */
  async follow(url: string, init: RequestInit = {}): Promise<{ url: string; response: Response }> {
    let current = url;
    let response = await this.request(current, init);
    while (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location') ?? '', current).toString();
      if (!current.startsWith(ISSUER)) return { url: current, response };
      response = await this.request(current);
    }
    return { url: current, response };
  }

  post(url: string, form: Record<string, string>) {
    return this.follow(new URL(url, ISSUER).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}

const actionOf = (html: string, label: string): string => {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = forms.find((match) => match[2]?.includes(label));
  if (!form?.[1]) throw new Error(`no form with ${label} in ${html}`);
  return form[1];
};

function authorizeUrl(verifier: string, state: string) {
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const params = new URLSearchParams({
    client_id: DEMO_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile member-api',
    state,
    nonce: 'n-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${ISSUER}/auth?${params}`;
}

async function token(form: Record<string, string>) {
  const response = await fetch(
    bypass(
      new Request(`${ISSUER}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost:4173',
        },
        body: new URLSearchParams({ client_id: DEMO_CLIENT_ID, ...form }).toString(),
      }),
    ),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signInThroughProvider(browser: Browser, login = 'demo-member') {
  const verifier = randomBytes(32).toString('base64url');
  const first = await browser.follow(authorizeUrl(verifier, 's-1'));
  const loginHtml = await first.response.text();
  expect(loginHtml).toContain('<label for="login">ログインID</label>');
  const wrong = await browser.post(actionOf(loginHtml, 'ログイン'), { login, password: 'x' });
  expect(await wrong.response.text()).toContain('ログインIDまたはパスワードが正しくありません。');
  const afterLogin = await browser.post(actionOf(loginHtml, 'ログイン'), {
    login,
    password: 'demo-pass-2026',
  });
  const consentHtml = await afterLogin.response.text();
  expect(consentHtml).toContain('会員ポータルの利用');
  const back = await browser.post(actionOf(consentHtml, '許可する'), {});
  const callback = new URL(back.url);
  expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
  expect(callback.searchParams.get('state')).toBe('s-1');
  return { code: callback.searchParams.get('code') ?? '', verifier, consentHtml };
}

describe('demo identity provider', () => {
  it('signs in with PKCE, issues a JWT access token the member API accepts, and rotates refresh tokens', async () => {
    const { code, verifier } = await signInThroughProvider(new Browser());
    const exchange = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI };
    // PKCE is required: without the verifier the code is refused.
    expect((await token(exchange)).status).toBe(400);

    const tokens = await token({ ...exchange, code_verifier: verifier });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 120 });
    const accessToken = String(tokens.body.access_token);
    expect(accessToken.split('.')).toHaveLength(3);

    const oidcHeaders = (bearer: unknown) => ({
      Authorization: `Bearer ${String(bearer)}`,
      'X-AUTH-API': 'oidc',
    });
    expect((await fetch(ROLES_URL, { headers: oidcHeaders(accessToken) })).status).toBe(200);
    // The same token is no local token: without the auth type it is refused.
    expect((await get(ROLES_URL, accessToken)).status).toBe(401);

    const refresh = {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.body.refresh_token),
    };
    const refreshed = await token(refresh);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token);
    const renewed = await fetch(ROLES_URL, { headers: oidcHeaders(refreshed.body.access_token) });
    expect(renewed.status).toBe(200);
    // Rotation: the old refresh token is spent.
    expect((await token(refresh)).status).toBe(400);
    // A used code is refused.
    expect((await token({ ...exchange, code_verifier: verifier })).status).toBe(400);
  });

  it('returns access_denied when the member refuses consent', async () => {
    const browser = new Browser();
    const verifier = randomBytes(32).toString('base64url');
    const first = await browser.follow(authorizeUrl(verifier, 's-2'));
    const loginHtml = await first.response.text();
    const afterLogin = await browser.post(actionOf(loginHtml, 'ログイン'), {
      login: 'demo-temp',
      password: 'demo-pass-2026',
    });
    const denied = await browser.post(actionOf(await afterLogin.response.text(), '許可しない'), {});
    const callback = new URL(denied.url);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('s-2');
  });
});

describe('demo builds', () => {
  const runConfig = (command: 'serve' | 'build', mode: string) => {
    const hook = demoApiPlugin().config;
    const config = typeof hook === 'function' ? hook : hook?.handler;
    config?.call({} as ConfigPluginContext, {}, { command, mode });
  };

  beforeEach(() => {
    vi.stubEnv('MEMBER_API_URL', '');
    vi.stubEnv('VITE_OIDC_AUTHORITY', '');
    vi.stubEnv('VITE_OIDC_CLIENT_ID', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.stubEnv('DEMO_OIDC_PORT', String(PORT));
  });

  it('points `npm run dev` and `--mode demo` builds at the demo provider', () => {
    vi.stubEnv('DEMO_OIDC_PORT', '4181');
    runConfig('build', 'demo');
    expect(process.env.VITE_OIDC_AUTHORITY).toBe('http://127.0.0.1:4181');
    expect(process.env.VITE_OIDC_CLIENT_ID).toBe(DEMO_CLIENT_ID);
  });

  it('leaves a plain production build, a real member API and a configured provider alone', () => {
    runConfig('build', 'production');
    expect(process.env.VITE_OIDC_AUTHORITY).toBe('');
    vi.stubEnv('MEMBER_API_URL', 'https://member-api.example.jp');
    runConfig('serve', 'development');
    expect(process.env.VITE_OIDC_AUTHORITY).toBe('');
    vi.stubEnv('MEMBER_API_URL', '');
    vi.stubEnv('VITE_OIDC_AUTHORITY', 'https://id.example.jp');
    runConfig('serve', 'development');
    expect(process.env.VITE_OIDC_AUTHORITY).toBe('https://id.example.jp');
  });
});
