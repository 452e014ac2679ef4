/**
 * The OpenID Connect protocol, through oidc-client-ts (loaded lazily: the sign-in pages do not
 * carry it until the member chooses external sign-in). Authorization code flow with PKCE; the
 * library checks state (kept in sessionStorage under `auth.oidc.`) and the ID token's nonce.
 */
import {
  OidcClient,
  WebStorageStateStore,
  type RefreshState,
  type SigninResponse,
  type UserProfile,
} from 'oidc-client-ts';
import { BASE_PATH, LOGIN_PATH } from '../../config/constants';
import type { OidcConfig } from '../../config/env';

export interface OidcTokens {
  accessToken: string;
  /** Seconds the access token is valid for. */
  expiresIn: number;
  refreshToken: string | null;
  idToken: string | null;
}

export const callbackUrl = (): string => `${window.location.origin}${BASE_PATH}/auth/callback`;
const loginUrl = (): string => `${window.location.origin}${BASE_PATH}${LOGIN_PATH}`;

let clients = new WeakMap<OidcConfig, OidcClient>();

function clientFor(config: OidcConfig): OidcClient {
  let client = clients.get(config);
  if (!client) {
    client = new OidcClient({
      authority: config.authority,
      client_id: config.clientId,
      redirect_uri: callbackUrl(),
      post_logout_redirect_uri: loginUrl(),
      response_type: 'code',
      scope: config.scope,
      loadUserInfo: false,
      stateStore: new WebStorageStateStore({ store: sessionStorage, prefix: 'auth.oidc.' }),
    });
    clients.set(config, client);
  }
  return client;
}

/** Forgets clients (and their cached discovery): tests change the configuration. */
export function resetClients(): void {
  clients = new WeakMap();
}

function tokensOf(response: SigninResponse): OidcTokens {
  return {
    accessToken: response.access_token,
    expiresIn: response.expires_in ?? 0,
    refreshToken: response.refresh_token ?? null,
    idToken: response.id_token ?? null,
  };
}

/** The provider's authorization URL; `target` comes back with the answer. */
export async function authorizationUrl(config: OidcConfig, target: string): Promise<string> {
  const client = clientFor(config);
  // Old attempts left behind (a closed tab) should not pile up.
  await client.clearStaleState();
  const request = await client.createSigninRequest({
    state: { target },
    nonce: crypto.randomUUID(),
    // SPEC §2: the dashboard is a callback too; the portal uses /auth/callback itself.
    redirect_uri: callbackUrl(),
  });
  return request.url;
}

/** Checks the answer at the callback (state, code exchange, nonce) and returns the tokens. */
export async function finishSignIn(
  config: OidcConfig,
  url: string,
): Promise<{ tokens: OidcTokens; target: unknown }> {
  const response = await clientFor(config).processSigninResponse(url);
  const state = response.userState as { target?: unknown } | undefined;
  return { tokens: tokensOf(response), target: state?.target };
}

/** The refresh_token grant: a new access token (and, with rotation, a new refresh token). */
export async function refreshTokens(
  config: OidcConfig,
  refreshToken: string,
  idToken: string | null,
): Promise<OidcTokens> {
  // RefreshState is a type only (the library does not export the class): its fields suffice.
  const state: RefreshState = {
    refresh_token: refreshToken,
    id_token: idToken ?? undefined,
    session_state: null,
    // The library compares subjects through the ID tokens; the portal keeps no profile.
    profile: {} as UserProfile,
  };
  const response = await clientFor(config).useRefreshToken({ state });
  return {
    ...tokensOf(response),
    // A provider that does not rotate keeps the old refresh token valid.
    refreshToken: response.refresh_token ?? refreshToken,
    idToken: response.id_token ?? idToken,
  };
}

/** The provider's end_session URL, coming back to the login page. */
export async function endSessionUrl(config: OidcConfig, idToken: string | null): Promise<string> {
  const request = await clientFor(config).createSignoutRequest({
    id_token_hint: idToken ?? undefined,
    post_logout_redirect_uri: loginUrl(),
  });
  return request.url;
}
