/**
 * Signs the venue codes (src/venue/signedCode.ts) with the key from `DEMO_CODE_SIGNING_KEY`
 * (`id:base64url PKCS#8`, an ECDSA P-256 key; settings.ts), and checks a scanned one as the member
 * API does: with that key's public half, through the same reader the app runs offline.
 */
import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import {
  codeBody,
  readCode,
  signedCode,
  type CodeClaims,
  type CodeKey,
  type CodeReading,
} from '../src/venue/signedCode';
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

/** A scanned code as the server reads it: signed by its own key, or why not. */
export const readSignedCode = (text: string): Promise<CodeReading> =>
  readCode(text, [signingKey().verifying]);

/** At server start: refuses a signing key that is not an ECDSA P-256 key in the expected form. */
export function requireSigningKey(): void {
  try {
    signingKey();
  } catch (error) {
    throw new Error(`[demo-api] ${error instanceof Error ? error.message : String(error)}`);
  }
}
