/**
 * The demo API's secrets and public address, from the environment only: the key signing session
 * tokens, the private key signing the venue codes (membership card, 受講票), the published public
 * keys they are verified with (the app's own list, `CODE_PUBLIC_KEYS`), and the portal's public
 * URL that password-reset links are built on (never the request's Host header, which the sender
 * chooses).
 *
 * Nothing here has a default. `npm start` and `npm run dev` run in Vite's `demo` mode, whose
 * committed `.env.demo` holds demo values; the test runners set their own; any other start
 * without them is refused (`requireServerSettings`).
 */
import { loadEnv } from 'vite';

export const SETTINGS = {
  tokenSecret: 'DEMO_TOKEN_SECRET',
  codeSigningKey: 'DEMO_CODE_SIGNING_KEY',
  codePublicKeys: 'CODE_PUBLIC_KEYS',
  publicUrl: 'DEMO_PUBLIC_URL',
} as const;
type Setting = keyof typeof SETTINGS;

/** A setting's value; throws when it is missing (the server checked them all at start). */
export function setting(name: Setting): string {
  const value = process.env[SETTINGS[name]]?.trim();
  if (!value) throw new Error(`${SETTINGS[name]} is not set`);
  return value;
}

/**
 * At server start: takes what the environment lacks of the `DEMO_` and `CODE_` variables from the
 * mode's env files (`.env.demo` in demo mode: these settings, and the demo calendar's `DEMO_TODAY`), then
 * refuses to go on without every setting, or with a public URL that is not one.
 */
export function requireServerSettings(mode: string, root: string): void {
  for (const [variable, value] of Object.entries(loadEnv(mode, root, ['DEMO_', 'CODE_']))) {
    if (!process.env[variable] && value) process.env[variable] = value;
  }
  const missing: string[] = [];
  for (const variable of Object.values(SETTINGS)) {
    if (!process.env[variable]?.trim()) missing.push(variable);
  }
  if (missing.length > 0) {
    throw new Error(
      `[demo-api] ${missing.join(', ')} must be set to start the demo member API outside demo mode (npm start and npm run dev set demo values; see README).`,
    );
  }
  if (!URL.canParse(setting('publicUrl'))) {
    throw new Error(`[demo-api] DEMO_PUBLIC_URL is not a URL: ${setting('publicUrl')}`);
  }
}
