import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { parseCodeKeys, type CodeKey } from '../src/venue/signedCode';

/** The modes whose committed env files (`.env.demo`, `.env.development`) hold the demo key pair. */
export const DEMO_MODES = ['demo', 'development'] as const;

/** The demo public keys, as the committed env files publish them (not the environment's). */
function demoKeys(root: string): CodeKey[] {
  return DEMO_MODES.flatMap((mode) => {
    let text = '';
    try {
      text = readFileSync(join(root, `.env.${mode}`), 'utf8');
    } catch {
      return [];
    }
    const line = /^CODE_PUBLIC_KEYS=(.*)$/m.exec(text)?.[1] ?? '';
    return parseCodeKeys(line.trim());
  });
}

/**
 * A build for anywhere but the demo must not trust the demo key: its private half is committed,
 * so anyone could sign a card or a 受講票 that such a build's doors would admit.
 */
function refuseDemoKeys(keys: readonly CodeKey[], root: string): void {
  const demo = demoKeys(root);
  const trusted = keys.find((key) =>
    demo.some((candidate) => candidate.id === key.id || candidate.spki === key.spki),
  );
  if (trusted) {
    throw new Error(
      `CODE_PUBLIC_KEYS holds the demo key (${trusted.id}), whose private half is committed: a build outside the demo and development modes needs the society's own public keys (README: At the venue).`,
    );
  }
}

/**
 * The public keys the build verifies venue codes with (`CODE_PUBLIC_KEYS`, from the environment
 * or the mode's env file: `.env.demo` holds the demo key), compiled into src/venue/codeKeys.ts as
 * `__CODE_PUBLIC_KEYS__`. Not a `VITE_` variable: Vite copies every one of those into each chunk
 * that reads `import.meta.env` whole, the sign-in pages' among them. A build outside the demo
 * modes refuses the demo key; a malformed list fails the build, not the door.
 */
export function codeKeysDefine(
  mode: string,
  { root = process.cwd(), build = false }: { root?: string; build?: boolean } = {},
): Record<string, string> {
  const text = loadEnv(mode, root, 'CODE_').CODE_PUBLIC_KEYS ?? '';
  const keys = parseCodeKeys(text);
  if (build && !(DEMO_MODES as readonly string[]).includes(mode)) refuseDemoKeys(keys, root);
  return { __CODE_PUBLIC_KEYS__: JSON.stringify(text) };
}
