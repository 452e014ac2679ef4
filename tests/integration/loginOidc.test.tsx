import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { importJWK, SignJWT } from 'jose';
import { http, HttpResponse } from 'msw';
import { demoSigningKeys } from '../../demo-api/oidc/keys';
import { MEMBER_API_RESOURCE } from '../../demo-api/oidc/settings';
import { config, type OidcConfig } from '../../src/config/env';
import { authProvider } from '../../src/providers/authProvider';
import { leave, renewIfDue, stopRenewal } from '../../src/providers/oidc';
import { resetClients } from '../../src/providers/oidc/client';
import { session } from '../../src/providers/session';
import { server } from '../msw';
import { currentUrl, renderApp } from '../renderApp';

/** The identity provider mocked at its endpoints; the member API is the demo one. */
const AUTHORITY = 'http://127.0.0.1:4180';
const OIDC: OidcConfig = {
  authority: AUTHORITY,
  clientId: 'member-portal',
  scope: 'openid profile member-api',
  authType: 'oidc',
};

async function jwt(claims: Record<string, unknown>, typ: string, subject = 'demo-member') {
  const { privateJwk } = await demoSigningKeys();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ, kid: privateJwk.kid })
    .setIssuer(AUTHORITY)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(privateJwk, 'RS256'));
}

const accessToken = (jti: string) =>
  jwt({ aud: MEMBER_API_RESOURCE, scope: 'member-api', client_id: 'member-portal', jti }, 'at+jwt');

interface TokenRequest {
  form: URLSearchParams;
}

/** Discovery, token and end_session of a provider; `nonce` goes into the ID token. */
function mockProvider(options: { nonce: () => string | null; expiresIn?: number }) {
  const tokenRequests: TokenRequest[] = [];
  let issued = 0;
  server.use(
    http.get(`${AUTHORITY}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: AUTHORITY,
        authorization_endpoint: `${AUTHORITY}/auth`,
        token_endpoint: `${AUTHORITY}/token`,
        end_session_endpoint: `${AUTHORITY}/session/end`,
        jwks_uri: `${AUTHORITY}/jwks`,
      }),
    ),
    http.post(`${AUTHORITY}/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      tokenRequests.push({ form });
      if (form.get('code') === 'spent') {
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }
      issued += 1;
      return HttpResponse.json({
        access_token: await accessToken(`at-${issued}`),
        token_type: 'Bearer',
        expires_in: options.expiresIn ?? 600,
        refresh_token: `rt-${issued}`,
        scope: 'openid profile member-api',
        id_token: await jwt({ aud: 'member-portal', nonce: options.nonce() }, 'JWT'),
      });
    }),
  );
  return tokenRequests;
}

/** Clicks 外部認証でログイン and returns the authorization URL the browser was sent to. */
async function startAtLoginPage(path: string): Promise<URL> {
  const to = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
  renderApp(path);
  await userEvent.setup().click(await screen.findByRole('button', { name: '外部認証でログイン' }));
  await waitFor(() => expect(to).toHaveBeenCalledTimes(1));
  return new URL(String(to.mock.calls[0]?.[0]));
}

beforeEach(() => {
  config.oidc = OIDC;
});
afterEach(() => {
  config.oidc = null;
  stopRenewal();
  resetClients();
  vi.restoreAllMocks();
});

describe('external sign-in (OpenID Connect)', () => {
  it('goes to the provider with PKCE, state and nonce, and comes back signed in where the member was going', async () => {
    let authorize: URL | null = null;
    const tokenRequests = mockProvider({
      nonce: () => authorize?.searchParams.get('nonce') ?? null,
    });
    authorize = await startAtLoginPage('/login?redirect=%2Fmember%2Fmembers%2FMemberInfo');

    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${AUTHORITY}/auth`);
    const params = authorize.searchParams;
    expect(params.get('client_id')).toBe('member-portal');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/member/auth/callback');
    expect(params.get('scope')).toBe('openid profile member-api');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();

    renderApp(`/auth/callback?code=good&state=${params.get('state')}`);
    await waitFor(() => expect(currentUrl()).toBe('/members/MemberInfo'));
    const exchange = tokenRequests[0]?.form;
    expect(exchange?.get('grant_type')).toBe('authorization_code');
    expect(exchange?.get('code')).toBe('good');
    const verifier = exchange?.get('code_verifier') ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    expect(Buffer.from(digest).toString('base64url')).toBe(params.get('code_challenge'));

    expect(session.authorization()).toMatch(/^Bearer ey/);
    expect(localStorage.getItem('auth._token.oidc')).toBe(session.authorization());
    expect(session.userAuth()).toMatchObject({
      authType: 'oidc',
      authAPI: 'oidc',
      refreshToken: 'rt-1',
      roles: ['member'],
    });
    expect(session.userInfo()).toEqual({ name: '内視鏡 花子', memberId: '1' });
    expect(session.identity().authApi).toBe('oidc');
  });

  it('returns to the login page saying the sign-in was cancelled when consent is refused', async () => {
    mockProvider({ nonce: () => null });
    const authorize = await startAtLoginPage('/login');
    const state = authorize.searchParams.get('state') ?? '';
    renderApp(`/auth/callback?error=access_denied&state=${state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('外部認証がキャンセルされました');
    expect(currentUrl()).toBe('/login?external=cancelled');
    expect(session.isSignedIn()).toBe(false);
  });

  it.each([
    ['a state it never sent (at the dashboard callback too)', '/dashboard?code=good&state=forged'],
    ['a spent code', '/auth/callback?code=spent&state=STATE'],
    ['an ID token with another nonce', '/auth/callback?code=good&state=STATE'],
  ])('refuses %s with a message on the login page', async (_case, callback) => {
    mockProvider({ nonce: () => 'someone-else' });
    const authorize = await startAtLoginPage('/login');
    renderApp(callback.replace('STATE', authorize.searchParams.get('state') ?? ''));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '外部認証に失敗しました。もう一度お試しください',
    );
    expect(session.isSignedIn()).toBe(false);
  });

  it('says so on the login page when the provider cannot be reached', async () => {
    server.use(
      http.get(`${AUTHORITY}/.well-known/openid-configuration`, () => HttpResponse.error()),
    );
    renderApp('/login');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: '外部認証でログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '外部認証に失敗しました。もう一度お試しください',
    );
    expect(screen.getByRole('button', { name: '外部認証でログイン' })).toBeEnabled();
  });

  it('renews the access token with the refresh token when it is due, and logout ends the provider session', async () => {
    let authorize: URL | null = null;
    const tokenRequests = mockProvider({
      nonce: () => authorize?.searchParams.get('nonce') ?? null,
      expiresIn: 20,
    });
    authorize = await startAtLoginPage('/login');
    renderApp(`/auth/callback?code=good&state=${authorize.searchParams.get('state')}`);
    await waitFor(() => expect(session.userAuth()?.refreshToken).toBe('rt-1'));
    const first = session.authorization();

    // Not due yet (20 s left: renewal waits until 10 s are left).
    await renewIfDue();
    expect(tokenRequests).toHaveLength(1);

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    await renewIfDue();
    expect(tokenRequests[1]?.form.get('grant_type')).toBe('refresh_token');
    expect(tokenRequests[1]?.form.get('refresh_token')).toBe('rt-1');
    expect(session.userAuth()?.refreshToken).toBe('rt-2');
    expect(session.authorization()).not.toBe(first);

    // A refused renewal does not retry at once, only after a pause while the token works.
    server.use(
      http.post(`${AUTHORITY}/token`, () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
      ),
    );
    vi.mocked(Date.now).mockReturnValue(session.renewAt() ?? 0);
    await renewIfDue();
    expect(session.userAuth()?.refreshToken).toBe('rt-2');
    expect(session.renewAt()).toBe(Date.now() + 15_000);
    vi.mocked(Date.now).mockRestore();

    const idToken = session.idToken();
    const replacedBy = vi.spyOn(leave, 'replacedBy').mockImplementation(() => undefined);
    void authProvider.logout(undefined);
    await waitFor(() => expect(replacedBy).toHaveBeenCalledTimes(1));
    const end = new URL(String(replacedBy.mock.calls[0]?.[0]));
    expect(`${end.origin}${end.pathname}`).toBe(`${AUTHORITY}/session/end`);
    expect(end.searchParams.get('id_token_hint')).toBe(idToken);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(
      'http://localhost:3000/member/login',
    );
    expect(session.userAuth()).toBeNull();
  });

  it('sends /auth/login_test to the login page outside a test origin, keeping the target', async () => {
    renderApp('/auth/login_test?redirect=%2Fmember%2Fnotices');
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fmember%2Fnotices'));
    expect(await screen.findByRole('button', { name: '外部認証でログイン' })).toBeVisible();
  });
});
