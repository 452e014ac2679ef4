/**
 * The codes a member shows at a venue: the membership card's and the 受講票's QR payloads.
 *
 * `JGETS2.<claims>.<signature>`: the claims are base64url JSON; the signature is ECDSA P-256 with
 * SHA-256 (IEEE P1363, r‖s, as WebCrypto signs) over `JGETS2.<claims>`, made with the member API's
 * private key. Whoever holds the public key checks a code without a network: the app ships the
 * public keys (`CODE_PUBLIC_KEYS`, src/venue/codeKeys.ts), each under the key id the claims name, so a new key can
 * be published before the old one stops signing. The same check runs in the browser and on the
 * demo API's server (WebCrypto in both).
 */

export const CODE_PREFIX = 'JGETS2';

/** What the first HMAC card codes and the unsigned slip codes began with. */
const LEGACY_PREFIXES = ['JGETS1.', 'JGETS-EVENT:'];

/** A verifying key: its id, and the key as base64url SPKI (DER). */
export interface CodeKey {
  id: string;
  spki: string;
}

interface CommonClaims {
  /** The signing key's id. */
  k: string;
  /** 会員番号 */
  no: string;
  /** 氏名 */
  nm: string;
  /** When the code was issued (ISO 8601, Japan time). */
  iat: string;
}

/** The digital membership card. */
export interface CardClaims extends CommonClaims {
  t: 'card';
  /** 会員種別 (正会員 …) */
  cls: string;
  /** Membership valid until (YYYY-MM-DD). */
  vu: string;
  /** The qualification's expiry (YYYY-MM-DD), if the member holds it. */
  qe: string | null;
}

/** The 受講票 of one participation. */
export interface SlipClaims extends CommonClaims {
  t: 'slip';
  /** The participation (申込番号). */
  pid: number;
  /** The event. */
  ev: number;
  /** 参加区分 */
  pt: string;
  /** The days it admits on (YYYY-MM-DD): the event's days. */
  days: string[];
}

export type CodeClaims = CardClaims | SlipClaims;

export type CodeProblem = 'legacy' | 'forged' | 'unreadable' | 'unknownKey';

export const CODE_PROBLEM_MESSAGES: Readonly<Record<CodeProblem, string>> = {
  legacy:
    '旧形式のQRコードです。会員証または受講票を開き直して、新しいQRコードを提示してもらってください。',
  forged: '署名が一致しません。偽造または改ざんされたQRコードの可能性があります。',
  unreadable: '会員証・受講票のQRコードではありません。',
  unknownKey:
    'このQRコードの署名鍵を確認できません。アプリを最新の状態にしてから読み取ってください。',
};

export type CodeReading = { ok: true; claims: CodeClaims } | { ok: false; problem: CodeProblem };

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(text)) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The signed part of a code: what the signature covers. */
export const codeBody = (claims: CodeClaims): string =>
  `${CODE_PREFIX}.${toBase64Url(encoder.encode(JSON.stringify(claims)))}`;

export const signedCode = (body: string, signature: Uint8Array): string =>
  `${body}.${toBase64Url(signature)}`;

const isText = (value: unknown): value is string => typeof value === 'string';
const isDay = (value: unknown): value is string =>
  isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);

function asClaims(value: unknown): CodeClaims | null {
  if (!value || typeof value !== 'object') return null;
  const claims = value as Record<string, unknown>;
  if (![claims.k, claims.no, claims.nm, claims.iat].every(isText)) return null;
  if (claims.t === 'card') {
    const complete =
      isText(claims.cls) && isDay(claims.vu) && (claims.qe === null || isDay(claims.qe));
    return complete ? (claims as unknown as CardClaims) : null;
  }
  if (claims.t === 'slip') {
    const complete =
      Number.isInteger(claims.pid) &&
      Number.isInteger(claims.ev) &&
      isText(claims.pt) &&
      Array.isArray(claims.days) &&
      claims.days.length > 0 &&
      claims.days.every(isDay);
    return complete ? (claims as unknown as SlipClaims) : null;
  }
  return null;
}

function decodeClaims(part: string): CodeClaims | null {
  const bytes = fromBase64Url(part);
  if (!bytes) return null;
  try {
    return asClaims(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    return null;
  }
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function verifyingKey(spki: string): Promise<CryptoKey> {
  let key = importedKeys.get(spki);
  if (!key) {
    const der = fromBase64Url(spki);
    key = der
      ? crypto.subtle.importKey('spki', der, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
          'verify',
        ])
      : Promise.reject(new Error('the key is not base64url'));
    importedKeys.set(spki, key);
  }
  return key;
}

/**
 * Reads a scanned or typed code: its claims if one of `keys` signed exactly this text, else why
 * not. A code in the right form whose claims or signature do not hold together reads as forged.
 */
export async function readCode(text: string, keys: readonly CodeKey[]): Promise<CodeReading> {
  const code = text.trim();
  if (LEGACY_PREFIXES.some((prefix) => code.startsWith(prefix))) {
    return { ok: false, problem: 'legacy' };
  }
  const parts = code.split('.');
  if (parts[0] !== CODE_PREFIX) return { ok: false, problem: 'unreadable' };
  const [, claimsPart = '', signaturePart = ''] = parts;
  const claims = parts.length === 3 ? decodeClaims(claimsPart) : null;
  const signature = fromBase64Url(signaturePart);
  if (!claims || !signature || signature.length !== 64) return { ok: false, problem: 'forged' };
  const key = keys.find((candidate) => candidate.id === claims.k);
  if (!key) return { ok: false, problem: 'unknownKey' };
  const genuine = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    await verifyingKey(key.spki),
    signature,
    encoder.encode(`${CODE_PREFIX}.${claimsPart}`),
  );
  return genuine ? { ok: true, claims } : { ok: false, problem: 'forged' };
}
