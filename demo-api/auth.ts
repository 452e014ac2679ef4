/**
 * Bearer tokens: `base64url(payload).base64url(HMAC-SHA256)`, each with its own id. A token is
 * good only while its session is live on the server: logout ends it, a password change ends the
 * member's other sessions, a reset ends them all (as a real service revokes them). Sessions live
 * in memory, so a restarted demo server asks everyone to sign in again. And the hashing of the
 * passwords the store keeps.
 */
import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { findAccount, type Account } from './accounts';
import { verifyOidcAccessToken } from './oidc/verify';
import { OIDC_AUTH_TYPE } from './oidc/settings';
import { setting } from './settings';

/** A sign-in for this browser session (`rememberClient: false`, the portal's) lasts a day. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** "Remember me" (`rememberClient: true`) lasts thirty days. */
export const REMEMBERED_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export const tokenLifetimeSeconds = (rememberClient: boolean): number =>
  rememberClient ? REMEMBERED_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;

interface TokenPayload {
  sub: string;
  /** The session's id. */
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Live sessions: id → the login it belongs to. */
const sessions = new Map<string, string>();

/** The key comes from the environment (settings.ts): a token signed with any other is refused. */
const sign = (data: string): Buffer =>
  createHmac('sha256', setting('tokenSecret')).update(data).digest();

export function issueToken(
  login: string,
  { now = Date.now(), rememberClient = false }: { now?: number; rememberClient?: boolean } = {},
): string {
  const payload: TokenPayload = {
    sub: login,
    jti: randomBytes(12).toString('base64url'),
    exp: Math.floor(now / 1000) + tokenLifetimeSeconds(rememberClient),
  };
  sessions.set(payload.jti, login);
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data).toString('base64url')}`;
}

function isPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.sub === 'string' &&
    typeof record.jti === 'string' &&
    typeof record.exp === 'number'
  );
}

/** The payload of a well-signed token, expired or not; null when malformed or forged. */
function payloadOf(token: string): TokenPayload | null {
  const [data, signature, ...rest] = token.split('.');
  if (!data || !signature || rest.length > 0) return null;
  const expected = sign(data);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    return isPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}

/** The account a token was issued to, or null when malformed, forged, expired or ended. */
export function verifyToken(token: string, now = Date.now()): Account | null {
  const payload = payloadOf(token);
  if (!payload || payload.exp * 1000 <= now) return null;
  if (sessions.get(payload.jti) !== payload.sub) return null;
  return findAccount(payload.sub) ?? null;
}

/** Logout: the token's session ends (a token already ended, or expired, is simply gone). */
export function endSession(token: string): void {
  const payload = payloadOf(token);
  if (payload) sessions.delete(payload.jti);
}

/** Ends every session of `login`, but the one of `keep` (the token making a change, if any). */
export function endSessionsOf(login: string, keep: string | null = null): void {
  const kept = keep ? payloadOf(keep)?.jti : undefined;
  for (const [id, owner] of sessions) if (owner === login && id !== kept) sessions.delete(id);
}

/** The bearer token of a request, if it carries one. */
export function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  return /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] ?? null;
}

/**
 * The account of `Authorization: Bearer <token>`, or null (the caller answers 401). The token's
 * kind follows `X-AUTH-API`: the identity provider's access token for its auth type, else the
 * member API's own token from Authenticate.
 */
export async function authenticate(request: Request): Promise<Account | null> {
  const token = bearerOf(request);
  if (!token) return null;
  if (request.headers.get('x-auth-api') === OIDC_AUTH_TYPE) {
    return await verifyOidcAccessToken(token);
  }
  return verifyToken(token);
}

// ---- Passwords ----------------------------------------------------------------------------------

/** scrypt at a low cost: the demo has to stay fast in tests, yet never holds a password itself. */
const SCRYPT = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** `salt$hash`, both base64url: what the store keeps instead of a password. */
export function hashPassword(password: string, salt = randomBytes(16).toString('base64url')) {
  const hash = scryptSync(password, salt, KEY_LENGTH, SCRYPT).toString('base64url');
  return `${salt}$${hash}`;
}

export function passwordMatches(stored: string, password: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const given = scryptSync(password, salt, KEY_LENGTH, SCRYPT);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
