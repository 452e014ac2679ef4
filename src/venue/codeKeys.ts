/**
 * The public keys this build verifies venue codes with: `CODE_PUBLIC_KEYS` at build time
 * (server/codeKeys.ts), as `id:spki[,id:spki…]` (base64url SPKI of ECDSA P-256 keys). Only the
 * pages that verify a code load them. Without any, 会場受付 says it cannot check codes.
 */
import type { CodeKey } from './signedCode';

declare const __CODE_PUBLIC_KEYS__: string;

export function parseCodeKeys(text: string): CodeKey[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([\w-]+):([\w-]{40,})$/.exec(entry);
      if (!match?.[1] || !match[2]) {
        throw new Error(`CODE_PUBLIC_KEYS: each key reads id:base64url-spki, got "${entry}"`);
      }
      return { id: match[1], spki: match[2] };
    });
}

export const codeKeys: readonly CodeKey[] = parseCodeKeys(__CODE_PUBLIC_KEYS__);
