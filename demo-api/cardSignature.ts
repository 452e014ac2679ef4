/**
 * The signature of the digital membership card's QR payload: HMAC-SHA256 with a secret only the
 * server knows, so a card edited or made up elsewhere fails VerifyDigitalMembershipCard.
 *
 * Payload: `JGETS1.<claims>.<signature>`, both parts base64url; claims are
 * `{ no: memberNo, vu: membership valid until, qe: qualification expiry | null, iat: issued on }`.
 * The secret comes from `DEMO_CARD_SECRET` (settings.ts: the environment, demo values only in demo
 * mode and tests); a real member API keeps its own.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { setting } from './settings';

const PREFIX = 'JGETS1';
const secret = (): string => setting('cardSecret');

export interface CardClaims {
  no: string;
  vu: string;
  qe: string | null;
  iat: string;
}

const mac = (body: string): Buffer => createHmac('sha256', secret()).update(body).digest();

export function signCard(claims: CardClaims): string {
  const body = `${PREFIX}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${mac(body).toString('base64url')}`;
}

function isClaims(value: unknown): value is CardClaims {
  if (!value || typeof value !== 'object') return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.no === 'string' &&
    typeof claims.vu === 'string' &&
    typeof claims.iat === 'string' &&
    (claims.qe === null || typeof claims.qe === 'string')
  );
}

/** The claims of a genuine payload, or null for anything forged, altered or malformed. */
export function verifyCard(payload: string): CardClaims | null {
  const parts = payload.trim().split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const body = `${parts[0]}.${parts[1]}`;
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  const expected = mac(body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8'));
    return isClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}
