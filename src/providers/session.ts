import { COOKIE_PATH, STORAGE_PREFIX, TOKEN_PREFIX, TOKEN_TYPE } from '../config/constants';
import { config } from '../config/env';
import type { RequestIdentity } from '../api/headers';

/**
 * The one home of the session state of SPEC §3. Storage mirrors the existing portal (DESIGN §5)
 * so members stay signed in across the switch: every key starts with `auth.`, the token lives
 * under `auth._token.<strategy>` as `Bearer <token>`, in localStorage and in a cookie (path /,
 * SameSite=Lax, Secure on https). Per-list pagination lives in react-admin's store.
 */

export interface UserAuth {
  appKey: string;
  accessToken: string;
  authType: string;
  refreshToken: string | null;
  roles: string[] | null;
  authAPI: string;
}

export interface UserInfo {
  name: string;
  memberId: string;
}

const key = (name: string) => `${STORAGE_PREFIX}${name}`;
const tokenKey = (strategy: string) => key(`${TOKEN_PREFIX}${strategy}`);
const expirationKey = (strategy: string) => key(`_token_expiration.${strategy}`);
// An external sign-in (OpenID Connect) also keeps the ID token, for the provider's logout.
const idTokenKey = (strategy: string) => key(`_id_token.${strategy}`);
// …and when to renew its access token, so every tab agrees (one renews, the others follow).
const renewAtKey = (strategy: string) => key(`_token_renew_at.${strategy}`);
const KEYS = {
  strategy: key('strategy'),
  userAuth: key('userAuth'),
  userInfo: key('userInfo'),
  paymentRequestId: key('paymentRequestId'),
  extensionAccept: key('extensionAccept'),
};

/**
 * What `document.cookie` is given for one session cookie (DESIGN §5): path /; SameSite=Lax, so
 * another site's embedded requests and form posts never carry it; Secure on https.
 */
export function cookieAssignment(
  name: string,
  value: string,
  { maxAgeSeconds, protocol }: { maxAgeSeconds?: number; protocol?: string },
): string {
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=${COOKIE_PATH}; SameSite=Lax${age}${secure}`;
}

function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const protocol = globalThis.location?.protocol;
  document.cookie = cookieAssignment(name, value, { maxAgeSeconds, protocol });
}

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => decodeURIComponent(part.split('=')[0]?.trim() ?? ''))
    .filter(Boolean);
}

function readJson<T>(storageKey: string): T | null {
  const raw = localStorage.getItem(storageKey);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

// Another tab signing in or out changes this tab's session too.
const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) changed();
};

export const session = {
  strategy(): string {
    return localStorage.getItem(KEYS.strategy) ?? config.authStrategy;
  },

  /** Stores a new access token (after sign-in or renewal). */
  setToken(accessToken: string, expireInSeconds: number, authType = config.authStrategy): void {
    const bearer = `${TOKEN_TYPE} ${accessToken}`;
    const expiresAt = Date.now() + expireInSeconds * 1000;
    localStorage.setItem(KEYS.strategy, authType);
    localStorage.setItem(tokenKey(authType), bearer);
    localStorage.setItem(expirationKey(authType), String(expiresAt));
    writeCookie(KEYS.strategy, authType, expireInSeconds);
    writeCookie(tokenKey(authType), bearer, expireInSeconds);
    const previous = session.userAuth();
    session.setUserAuth({
      appKey: config.appKey,
      accessToken,
      authType,
      refreshToken: previous?.refreshToken ?? null,
      roles: previous?.roles ?? null,
      authAPI: authType,
    });
  },

  /** SPEC §3 userAuth.refreshToken: set by an external sign-in, replaced on each renewal. */
  setRefreshToken(refreshToken: string | null): void {
    const userAuth = session.userAuth();
    if (userAuth) session.setUserAuth({ ...userAuth, refreshToken });
  },

  idToken(): string | null {
    return localStorage.getItem(idTokenKey(session.strategy()));
  },

  setIdToken(idToken: string | null): void {
    const name = idTokenKey(session.strategy());
    if (idToken) localStorage.setItem(name, idToken);
    else localStorage.removeItem(name);
  },

  /** When the access token is due for renewal (ms since the epoch), or null: never. */
  renewAt(): number | null {
    const renewAt = Number(localStorage.getItem(renewAtKey(session.strategy())) ?? 0);
    return renewAt > 0 ? renewAt : null;
  },

  setRenewAt(renewAt: number | null): void {
    const name = renewAtKey(session.strategy());
    if (renewAt) localStorage.setItem(name, String(renewAt));
    else localStorage.removeItem(name);
  },

  /** When the stored access token expires (ms since the epoch), or null: no known expiry. */
  expiresAt(): number | null {
    const expiresAt = Number(localStorage.getItem(expirationKey(session.strategy())) ?? 0);
    return expiresAt > 0 ? expiresAt : null;
  },

  /** The Authorization value, or null when there is none or it has expired. */
  authorization(): string | null {
    const token = localStorage.getItem(tokenKey(session.strategy()));
    const expiresAt = session.expiresAt();
    if (!token || (expiresAt !== null && expiresAt <= Date.now())) return null;
    return token;
  },

  isSignedIn(): boolean {
    return session.authorization() !== null;
  },

  /**
   * A session whose token has expired (the browser closed on it, say) ends as a logout would:
   * the token and the member's name and id do not stay on the device. Drafts stay for signing in
   * again (drafts.ts).
   */
  dropExpired(): void {
    const stored = localStorage.getItem(tokenKey(session.strategy()));
    if (stored && !session.isSignedIn()) session.clear();
  },

  userAuth(): UserAuth | null {
    return readJson<UserAuth>(KEYS.userAuth);
  },

  setUserAuth(userAuth: UserAuth): void {
    localStorage.setItem(KEYS.userAuth, JSON.stringify(userAuth));
    changed();
  },

  roles(): string[] {
    return session.userAuth()?.roles ?? [];
  },

  setRoles(roles: string[]): void {
    const userAuth = session.userAuth();
    if (userAuth) session.setUserAuth({ ...userAuth, roles });
  },

  userInfo(): UserInfo | null {
    return readJson<UserInfo>(KEYS.userInfo);
  },

  setUserInfo(userInfo: UserInfo): void {
    localStorage.setItem(KEYS.userInfo, JSON.stringify(userInfo));
    changed();
  },

  paymentRequestId(): string | null {
    return localStorage.getItem(KEYS.paymentRequestId);
  },

  setPaymentRequestId(id: string | null): void {
    if (id === null) localStorage.removeItem(KEYS.paymentRequestId);
    else localStorage.setItem(KEYS.paymentRequestId, id);
  },

  extensionAccept(): boolean {
    return localStorage.getItem(KEYS.extensionAccept) === 'true';
  },

  setExtensionAccept(accept: boolean): void {
    localStorage.setItem(KEYS.extensionAccept, String(accept));
  },

  /** The headers' view of the session (SPEC §7). */
  identity(): RequestIdentity {
    const userAuth = session.userAuth();
    const userInfo = session.userInfo();
    return {
      authorization: session.authorization(),
      appKey: userAuth?.appKey ?? config.appKey,
      authApi: userAuth?.authAPI ?? session.strategy(),
      memberId: userInfo?.memberId ?? null,
      name: userInfo?.name ?? null,
    };
  },

  /** Logout: every `auth.` key in both storages and every `auth.` cookie goes. */
  clear(): void {
    for (const storage of [localStorage, sessionStorage]) {
      Object.keys(storage)
        .filter((name) => name.startsWith(STORAGE_PREFIX))
        .forEach((name) => storage.removeItem(name));
    }
    cookieNames()
      .filter((name) => name.startsWith(STORAGE_PREFIX))
      .forEach((name) => writeCookie(name, '', 0));
    changed();
  },

  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};
