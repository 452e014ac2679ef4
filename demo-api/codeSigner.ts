/**
 * Signs the venue codes (src/venue/signedCode.ts) with the key from `DEMO_CODE_SIGNING_KEY`
 * (`id:base64url PKCS#8`, an ECDSA P-256 key; settings.ts), and checks a scanned one as the member
 * API does: with the published key list the app ships (`CODE_PUBLIC_KEYS`), through the same
 * reader the doors run offline. A code signed with an older key still published is accepted
 * until that key's last day, as at the door.
 */
import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import {
  codeBody,
  parseCodeKeys,
  readCode,
  signedCode,
  type CodeClaims,
  type CodeKey,
  type CodeReading,
} from '../src/venue/signedCode';
import { todayInJapan } from './clock';
import { setting } from './settings';

/** Claims less the key id, which the signer adds. */
export type UnsignedClaims<T extends CodeClaims = CodeClaims> = T extends CodeClaims
  ? Omit<T, 'k'>
  : never;

interface SigningKey {
  id: string;
  key: KeyObject;
  verifying: CodeKey;
}

let cached: { text: string; signing: SigningKey } | null = null;

/** Parses `id:pkcs8`; throws a message naming the variable on anything else. */
export function signingKeyOf(text: string): SigningKey {
  const match = /^([\w-]+):([\w-]+)$/.exec(text.trim());
  if (!match?.[1] || !match[2]) {
    throw new Error('DEMO_CODE_SIGNING_KEY must read id:base64url-pkcs8');
  }
  const key = createPrivateKey({
    key: Buffer.from(match[2], 'base64url'),
    format: 'der',
    type: 'pkcs8',
  });
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('DEMO_CODE_SIGNING_KEY must be an ECDSA P-256 key');
  }
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64url');
  return { id: match[1], key, verifying: { id: match[1], spki } };
}

/** The configured key, parsed once per value (a test may switch it). */
function signingKey(): SigningKey {
  const text = setting('codeSigningKey');
  if (cached?.text !== text) cached = { text, signing: signingKeyOf(text) };
  return cached.signing;
}

export function signCode(claims: UnsignedClaims): string {
  const { id, key } = signingKey();
  const body = codeBody({ ...claims, k: id } as CodeClaims);
  return signedCode(body, sign('sha256', Buffer.from(body), { key, dsaEncoding: 'ieee-p1363' }));
}

let published: { text: string; keys: CodeKey[] } | null = null;

/** The published verifying keys, parsed once per value. */
function publishedKeys(): CodeKey[] {
  const text = setting('codePublicKeys');
  if (published?.text !== text) published = { text, keys: parseCodeKeys(text) };
  return published.keys;
}

/** A scanned code as the server reads it on `day` (today by default): genuine, or why not. */
export const readSignedCode = (text: string, day = todayInJapan()): Promise<CodeReading> =>
  readCode(text, publishedKeys(), day);

/**
 * At server start: refuses a signing key that is not an ECDSA P-256 key in the expected form, or
 * whose public half the published list lacks or has retired: the doors would refuse its codes.
 */
export function requireSigningKey(): void {
  try {
    const { verifying } = signingKey();
    const listed = publishedKeys().find((key) => key.id === verifying.id);
    if (listed?.spki !== verifying.spki) {
      throw new Error(
        `CODE_PUBLIC_KEYS must publish the signing key's public half as ${verifying.id}:${verifying.spki}`,
      );
    }
    if (listed.notAfter !== undefined && listed.notAfter < todayInJapan()) {
      throw new Error(`the signing key ${verifying.id} was retired on ${listed.notAfter}`);
    }
  } catch (error) {
    throw new Error(`[demo-api] ${error instanceof Error ? error.message : String(error)}`);
  }
}
