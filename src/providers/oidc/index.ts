/**
 * External sign-in (OpenID Connect) as the portal sees it: start, finish, renew, end. The
 * protocol itself (./client, with oidc-client-ts) loads only when one of these runs, so the
 * sign-in pages stay within their budget.
 */
import { config, type OidcConfig } from '../../config/env';
import { BASE_PATH } from '../../config/constants';
import { tellWorkerHowLongToKeepCard } from '../cardKeeping';
import { session } from '../session';
import type { OidcTokens } from './client';

const load = () => import('./client');

/** Leaving the portal for the provider (one place, so tests can see where it would go). */
export const leave = {
  to: (url: string): void => window.location.assign(url),
  replacedBy: (url: string): void => window.location.replace(url),
};

export type ExternalFailure = 'cancelled' | 'failed';

/** What the login page says after an external sign-in came back without a member. */
export const EXTERNAL_FAILURE_MESSAGES: Record<ExternalFailure, string> = {
  cancelled: '外部認証がキャンセルされました',
  failed: '外部認証に失敗しました。もう一度お試しください',
};

export class ExternalSignInError extends Error {
  constructor(readonly failure: ExternalFailure) {
    super(EXTERNAL_FAILURE_MESSAGES[failure]);
  }
}

/**
 * The member refusing (consent denied, login cancelled) is `access_denied`; anything else (state
 * mismatch, expired or used code, provider unreachable, bad token answer) is a failure.
 */
export function externalFailureOf(error: unknown): ExternalFailure {
  const code =
    typeof error === 'object' && error !== null && 'error' in error
      ? (error as { error: unknown }).error
      : null;
  return code === 'access_denied' ? 'cancelled' : 'failed';
}

export const oidcConfig = (): OidcConfig | null => config.oidc;

function requireConfig(): OidcConfig {
  const oidc = config.oidc;
  if (!oidc) throw new ExternalSignInError('failed');
  return oidc;
}

export function isExternalSession(): boolean {
  return config.oidc !== null && session.userAuth()?.authType === config.oidc.authType;
}

/** Leaves for the provider; `target` is the router path to return to afterwards. */
export async function startExternalSignIn(target: string): Promise<void> {
  try {
    const { authorizationUrl } = await load();
    leave.to(await authorizationUrl(requireConfig(), `${BASE_PATH}${target}`));
  } catch (error) {
    throw error instanceof ExternalSignInError ? error : new ExternalSignInError('failed');
  }
}

/** Checks the provider's answer at the callback; the target is as it was sent (check it). */
export async function finishExternalSignIn(
  url: string,
): Promise<{ tokens: OidcTokens; target: string | null }> {
  try {
    const { finishSignIn } = await load();
    const { tokens, target } = await finishSignIn(requireConfig(), url);
    return { tokens, target: typeof target === 'string' ? target : null };
  } catch (error) {
    throw error instanceof ExternalSignInError
      ? error
      : new ExternalSignInError(externalFailureOf(error));
  }
}

const MARGIN_MS = 60_000;

/**
 * When to renew a token valid for `expiresIn` seconds from `now`: a minute before it expires, or
 * halfway through its life when that is shorter (short-lived tokens).
 */
export function renewalTime(now: number, expiresIn: number): number {
  const lifetime = expiresIn * 1000;
  return now + lifetime - Math.min(MARGIN_MS, lifetime / 2);
}

/** Stores the provider's tokens in the session (`auth._token.<authType>`, userAuth.refreshToken). */
export function storeTokens(tokens: OidcTokens): void {
  const { authType } = requireConfig();
  session.setToken(tokens.accessToken, tokens.expiresIn, authType);
  session.setRefreshToken(tokens.refreshToken);
  session.setIdToken(tokens.idToken);
  session.setRenewAt(tokens.refreshToken ? renewalTime(Date.now(), tokens.expiresIn) : null);
}

// ---- Silent renewal ---------------------------------------------------------------------------

const RETRY_MS = 15_000;

let timer: ReturnType<typeof setTimeout> | undefined;
let renewing: Promise<void> | null = null;
let unsubscribe: (() => void) | null = null;

/** One tab renews at a time: with rotation, a refresh token spent twice ends the session. */
function exclusively(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('auth.oidc.renewal', task) : task();
}

async function renew(): Promise<void> {
  const oidc = config.oidc;
  const refreshToken = session.userAuth()?.refreshToken;
  if (!oidc || !isExternalSession() || !refreshToken) return;
  // Another tab may have renewed while this one waited for the lock.
  if ((session.renewAt() ?? Infinity) > Date.now()) return;
  const { refreshTokens } = await load();
  try {
    storeTokens(await refreshTokens(oidc, refreshToken, session.idToken()));
    // The session lasts longer now: so may a card kept for its length.
    tellWorkerHowLongToKeepCard();
  } catch {
    // Unreachable: try again shortly while the token still works. Refused (the provider's
    // session ended): the same few tries, then the token runs out and the next call's 401 asks
    // the member to sign in again. Never a tight loop.
    session.setRenewAt(session.isSignedIn() ? Date.now() + RETRY_MS : null);
  }
}

/** Renews now if the token is due (shared by the timer and by a tab coming back to view). */
export function renewIfDue(): Promise<void> {
  renewing ??= exclusively(renew).finally(() => {
    renewing = null;
    scheduleRenewal();
  });
  return renewing;
}

/** (Re)arms the renewal timer for the current token; a no-op for a local session. */
export function scheduleRenewal(): void {
  clearTimeout(timer);
  timer = undefined;
  const renewAt = session.renewAt();
  if (!isExternalSession() || !session.userAuth()?.refreshToken || !renewAt) return;
  // Past due (a sleeping tab): now; the refresh token outlives the access token.
  timer = setTimeout(() => void renewIfDue(), Math.max(0, renewAt - Date.now()));
}

/** Keeps the external session renewed while the app runs (idempotent). */
export function keepRenewed(): void {
  scheduleRenewal();
  if (unsubscribe) return;
  // Another tab renewing, or signing out, moves this tab's timer too.
  const stopSession = session.subscribe(() => {
    if (!renewing) scheduleRenewal();
  });
  // Timers sleep with a background tab: renew on return if it is already due.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && isExternalSession()) void renewIfDue();
  };
  document.addEventListener('visibilitychange', onVisible);
  unsubscribe = () => {
    stopSession();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export function stopRenewal(): void {
  clearTimeout(timer);
  timer = undefined;
  unsubscribe?.();
  unsubscribe = null;
}

/** The provider's logout URL for this session (id_token_hint, back to the login page). */
export async function externalLogoutUrl(): Promise<string> {
  const { endSessionUrl } = await load();
  return endSessionUrl(requireConfig(), session.idToken());
}
