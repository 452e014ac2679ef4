/**
 * The demo identity provider's settings, shared by the provider itself, the member API that
 * accepts its access tokens, and the Vite plugin that hands the portal its address.
 */

/** `X-AUTH-API` of a member signed in through the identity provider (the portal's default). */
export const OIDC_AUTH_TYPE = 'oidc';

/** The portal, registered as a public client (PKCE, no secret). */
export const DEMO_CLIENT_ID = 'member-portal';

/** The member API as a resource server: the audience of the access tokens it accepts. */
export const MEMBER_API_RESOURCE = 'urn:jgets:member-api';
/** The scope the portal asks for to call the member API. */
export const MEMBER_API_SCOPE = 'member-api';

/** Where the portal is served in the demo (npm start, npm run dev, e2e incl. the test origin). */
const PORTAL_ORIGINS = [4173, 5173].flatMap((port) =>
  ['localhost', '127.0.0.1', 'test.localhost'].map((host) => `http://${host}:${port}`),
);

export const DEMO_REDIRECT_URIS = PORTAL_ORIGINS.flatMap((origin) => [
  `${origin}/member/auth/callback`,
  // SPEC §2: the dashboard path serves as the authentication callback too.
  `${origin}/member/dashboard`,
]);
export const DEMO_POST_LOGOUT_REDIRECT_URIS = PORTAL_ORIGINS.map(
  (origin) => `${origin}/member/login`,
);

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

export interface DemoIdpSettings {
  port: number;
  issuer: string;
  accessTokenTtl: number;
}

/**
 * `DEMO_OIDC_PORT` (default 4180) and `DEMO_OIDC_ACCESS_TOKEN_TTL` (seconds, default 600; e2e
 * shortens it to see a renewal). The provider listens on loopback only.
 */
export function demoIdpSettings(): DemoIdpSettings {
  const port = positiveInt('DEMO_OIDC_PORT', 4180);
  return {
    port,
    issuer: `http://127.0.0.1:${port}`,
    accessTokenTtl: positiveInt('DEMO_OIDC_ACCESS_TOKEN_TTL', 600),
  };
}
