/**
 * The public keys this build verifies venue codes with: `CODE_PUBLIC_KEYS` at build time
 * (server/codeKeys.ts; the format is `parseCodeKeys`'s). Only the pages that verify a code load
 * them. Without any, 会場受付 says it cannot check codes.
 */
import { parseCodeKeys, type CodeKey } from './signedCode';

declare const __CODE_PUBLIC_KEYS__: string;

export const codeKeys: readonly CodeKey[] = parseCodeKeys(__CODE_PUBLIC_KEYS__);
