import { loadEnv } from 'vite';

/**
 * The public keys the build verifies venue codes with (`CODE_PUBLIC_KEYS`, from the environment
 * or the mode's env file: `.env.demo` holds the demo key), compiled into src/venue/codeKeys.ts as
 * `__CODE_PUBLIC_KEYS__`. Not a `VITE_` variable: Vite copies every one of those into each chunk
 * that reads `import.meta.env` whole, the sign-in pages' among them.
 */
export const codeKeysDefine = (mode: string, root = process.cwd()): Record<string, string> => ({
  __CODE_PUBLIC_KEYS__: JSON.stringify(loadEnv(mode, root, 'CODE_').CODE_PUBLIC_KEYS ?? ''),
});
