/**
 * The demo OpenID Connect provider (panva's oidc-provider, certified): authorization code flow
 * with PKCE for the portal as a public client, JWT access tokens for the member API (resource
 * indicator), rotating refresh tokens that end with the provider's session, and RP-initiated
 * logout. Accounts are the demo member API's, with their current passwords.
 */
import { randomBytes } from 'node:crypto';
import type { Configuration, KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import { findAccount } from '../accounts';
import { demoStore } from '../store';
import { demoSigningKeys } from './keys';
import { escapeHtml, logoutPage } from './pages';
import {
  DEMO_CLIENT_ID,
  DEMO_POST_LOGOUT_REDIRECT_URIS,
  DEMO_REDIRECT_URIS,
  MEMBER_API_RESOURCE,
  MEMBER_API_SCOPE,
  type DemoIdpSettings,
} from './settings';

/** The subject of an account is its login; the member API maps it back (demo-api/auth.ts). */
async function findProviderAccount(_ctx: KoaContextWithOIDC, sub: string) {
  const account = findAccount(sub);
  if (!account) return undefined;
  const member = demoStore.members.find((candidate) => candidate.id === account.memberId);
  return {
    accountId: account.login,
    claims: async () => ({
      sub: account.login,
      name: member?.name,
      preferred_username: account.login,
    }),
  };
}

export async function createDemoProvider(settings: DemoIdpSettings): Promise<Provider> {
  // Loaded when the provider starts, not whenever vite.config.ts is read (builds need none of it).
  const { default: OidcProvider, errors } = await import('oidc-provider');
  const { privateJwk } = await demoSigningKeys();
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: DEMO_REDIRECT_URIS,
        post_logout_redirect_uris: DEMO_POST_LOGOUT_REDIRECT_URIS,
      },
    ],
    jwks: { keys: [privateJwk] },
    // Signed cookies of the provider's own session; new each start, like the signing key.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    findAccount: findProviderAccount,
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    scopes: ['openid', 'profile', 'offline_access'],
    pkce: { required: () => true },
    // Browsers may call the token endpoint only from the portal's own origins.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.canParse(uri) && new URL(uri).origin === origin) ??
      false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => MEMBER_API_RESOURCE,
        // The portal asks once; every code and refresh exchange is for the member API.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== MEMBER_API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: MEMBER_API_SCOPE,
            audience: MEMBER_API_RESOURCE,
            accessTokenTTL: settings.accessTokenTtl,
            accessTokenFormat: 'jwt',
          };
        },
      },
    },
    // A refresh token for the portal without offline_access: it lives only as long as the
    // member's session at the provider, so signing out there ends renewal too.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
      RefreshToken: 8 * 60 * 60,
      IdToken: 60 * 60,
      AuthorizationCode: 60,
      Interaction: 30 * 60,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>エラー</title></head><body><main><h1>外部認証でエラーが発生しました</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p></main></body></html>`;
    },
  };
  const provider = new OidcProvider(settings.issuer, configuration);
  // Loopback over plain HTTP: the provider sees the real protocol, no proxy in front.
  provider.proxy = false;
  return provider;
}
