/**
 * The codes the society signs: the membership card's, the 受講票's and the 受講証明書's QR payloads.
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

/** A verifying key: its id, the key as base64url SPKI (DER), and the last day it vouches for. */
export interface CodeKey {
  id: string;
  spki: string;
  /**
   * The key's last day (YYYY-MM-DD, Japan): a retired key's codes are refused after it, so a
   * key that leaked or was replaced stops admitting anyone on a set day, on the doors and the
   * server alike.
   */
  notAfter?: string;
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
  /**
   * The fee still unpaid when the code was issued (yen; 0 when paid or free), so the door says
   * 未払い without a network. The door's event list, when fetched later, has the newer word.
   */
  due: number;
}

/** Points earned in one category (単位区分), as a certificate states them. */
export interface CertificatePoints {
  /** The category: 学会参加, 講習受講 … */
  c: string;
  /** The points. */
  p: number;
}

/**
 * The 受講証明書 of one attended participation: what a hospital or a branch office checks
 * without an account. It states attendance, not admission: a door refuses it.
 */
export interface CertificateClaims extends CommonClaims {
  t: 'cert';
  /** 証明書番号 */
  cn: string;
  /** The participation (申込番号). */
  pid: number;
  /** The event. */
  ev: number;
  /** The event's name. */
  evn: string;
  /** The days attended (YYYY-MM-DD). */
  days: string[];
  /** 参加区分 */
  pt: string;
  /** The points earned, by category. */
  pts: CertificatePoints[];
  /** 発行日: the first issue's day (YYYY-MM-DD), the same on every later download. */
  iss: string;
}

export type CodeClaims = CardClaims | SlipClaims | CertificateClaims;

export type CodeProblem = 'legacy' | 'forged' | 'unreadable' | 'unknownKey' | 'retiredKey';

/** What the door says of a code it cannot read: any text that is not a code in the right form. */
export const UNREADABLE_MESSAGE =
  '読み取れないコードです。会員証または受講票のQRコードをもう一度読み取ってください。';

const slashed = (day: string) => day.replaceAll('-', '/');

const PROBLEM_MESSAGES: Readonly<Record<Exclude<CodeProblem, 'retiredKey'>, string>> = {
  legacy:
    '旧形式のQRコードです。会員証または受講票を開き直して、新しいQRコードを提示してもらってください。',
  forged: '署名が一致しません。偽造または改ざんされたQRコードの可能性があります。',
  unreadable: UNREADABLE_MESSAGE,
  unknownKey:
    'このQRコードの署名鍵を確認できません。アプリを最新の状態にしてから読み取ってください。',
};

const retiredKeyMessage = (notAfter: string) =>
  `このQRコードの署名鍵は${slashed(notAfter)}で使用を終えています。会員証または受講票を開き直して、新しいQRコードを提示してもらってください。`;

export type CodeReading =
  { ok: true; claims: CodeClaims } | { ok: false; problem: CodeProblem; message: string };

const failed = (problem: Exclude<CodeProblem, 'retiredKey'>): CodeReading => ({
  ok: false,
  problem,
  message: PROBLEM_MESSAGES[problem],
});

/**
 * The longest text taken for a code: a real one is a few hundred characters. Anything longer is
 * not decoded at all, so a reader's garbage costs the door nothing.
 */
export const MAX_CODE_LENGTH = 2048;

/**
 * The published verifying keys, `CODE_PUBLIC_KEYS`: `id:spki[:notAfter]` entries separated by
 * commas (base64url SPKI of ECDSA P-256 keys; a retiring key names its last day, YYYY-MM-DD). The
 * app compiles the list in at build time and the member API verifies with the same list, so a
 * code a door admits is one the server accepts, and a retired key is refused by both.
 */
export function parseCodeKeys(text: string): CodeKey[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([\w-]+):([\w-]{40,})(?::(\d{4}-\d{2}-\d{2}))?$/.exec(entry);
      if (!match?.[1] || !match[2]) {
        throw new Error(
          `CODE_PUBLIC_KEYS: each key reads id:base64url-spki or id:base64url-spki:YYYY-MM-DD, got "${entry}"`,
        );
      }
      const key: CodeKey = { id: match[1], spki: match[2] };
      if (match[3]) key.notAfter = match[3];
      return key;
    });
}

const encoder = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes of base64url text, or null for anything that is not (a length no encoding has). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(text) || text.length % 4 === 1) return null;
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

function isCertificatePoints(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return isText(entry.c) && typeof entry.p === 'number' && entry.p >= 0;
}

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
      claims.days.every(isDay) &&
      Number.isInteger(claims.due) &&
      (claims.due as number) >= 0;
    return complete ? (claims as unknown as SlipClaims) : null;
  }
  if (claims.t === 'cert') {
    const complete =
      isText(claims.cn) &&
      Number.isInteger(claims.pid) &&
      Number.isInteger(claims.ev) &&
      isText(claims.evn) &&
      isText(claims.pt) &&
      isDay(claims.iss) &&
      Array.isArray(claims.days) &&
      claims.days.length > 0 &&
      claims.days.every(isDay) &&
      Array.isArray(claims.pts) &&
      claims.pts.every(isCertificatePoints);
    return complete ? (claims as unknown as CertificateClaims) : null;
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
 * Reads a scanned or typed code as of `day` (YYYY-MM-DD, Japan): its claims if one of `keys`,
 * not retired by then, signed exactly this text, else why not. Whatever the text (empty, huge, a
 * camera's misread bytes), the answer is a reading, never an exception: a door keeps reading.
 * Text not in the form of a code is unreadable; a code in the right form whose signature does
 * not hold is forged.
 */
export async function readCode(
  text: string,
  keys: readonly CodeKey[],
  day: string,
): Promise<CodeReading> {
  const code = text.trim();
  if (code.length > MAX_CODE_LENGTH) return failed('unreadable');
  if (LEGACY_PREFIXES.some((prefix) => code.startsWith(prefix))) return failed('legacy');
  const parts = code.split('.');
  if (parts.length !== 3 || parts[0] !== CODE_PREFIX) return failed('unreadable');
  const [, claimsPart = '', signaturePart = ''] = parts;
  const claims = decodeClaims(claimsPart);
  const signature = fromBase64Url(signaturePart);
  if (!claims || signature?.length !== 64) return failed('unreadable');
  const key = keys.find((candidate) => candidate.id === claims.k);
  if (!key) return failed('unknownKey');
  if (key.notAfter !== undefined && day > key.notAfter) {
    return { ok: false, problem: 'retiredKey', message: retiredKeyMessage(key.notAfter) };
  }
  try {
    const genuine = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      await verifyingKey(key.spki),
      signature,
      encoder.encode(`${CODE_PREFIX}.${claimsPart}`),
    );
    return genuine ? { ok: true, claims } : failed('forged');
  } catch {
    // A published key that does not import (a broken deployment setting) vouches for nothing.
    return failed('unknownKey');
  }
}
