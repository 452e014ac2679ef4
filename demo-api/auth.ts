/**
 * Stateless bearer tokens: `base64url(payload).base64url(HMAC-SHA256)`, signed with a fixed demo
 * secret, so a token stays valid across dev-server restarts (the store does not survive them);
 * and the hashing of the passwords the store keeps.
 */
import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { findAccount, type Account } from './accounts';
import { verifyOidcAccessToken } from './oidc/verify';
import { OIDC_AUTH_TYPE } from './oidc/settings';

/** Not a secret: the demo API guards nothing real, it only has to behave like the real one. */
const DEMO_SECRET = 'jgets-member-portal-demo-api';
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

interface TokenPayload {
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const sign = (data: string): Buffer => createHmac('sha256', DEMO_SECRET).update(data).digest();

export function issueToken(login: string, now = Date.now()): string {
  const payload: TokenPayload = {
    sub: login,
    exp: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS,
  };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data).toString('base64url')}`;
}

function isPayload(value: unknown): value is TokenPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).sub === 'string' &&
    typeof (value as Record<string, unknown>).exp === 'number'
  );
}

/** The account a token was issued to, or null when it is malformed, forged or expired. */
export function verifyToken(token: string, now = Date.now()): Account | null {
  const [data, signature, ...rest] = token.split('.');
  if (!data || !signature || rest.length > 0) return null;
  const expected = sign(data);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isPayload(payload) || payload.exp * 1000 <= now) return null;
  return findAccount(payload.sub) ?? null;
}

/**
 * The account of `Authorization: Bearer <token>`, or null (the caller answers 401). The token's
 * kind follows `X-AUTH-API`: the identity provider's access token for its auth type, else the
 * member API's own token from Authenticate.
 */
export async function authenticate(request: Request): Promise<Account | null> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) return null;
  if (request.headers.get('x-auth-api') === OIDC_AUTH_TYPE) {
    return await verifyOidcAccessToken(match[1]);
  }
  return verifyToken(match[1]);
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
