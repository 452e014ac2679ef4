/**
 * The environment, read once and checked at start so that a misconfigured build fails loudly
 * instead of half-working. Every value has a demo default; see README "Configuration".
 */
export interface AppConfig {
  /** Sent as X-APP-KEY on every call. */
  appKey: string;
  /** The sign-in strategy name, used in the stored token key `auth._token.<strategy>`. */
  authStrategy: string;
  /** Origin of the member API; empty means same origin (the server proxies /api). */
  apiBaseUrl: string;
  societyName: string;
  /** The portal's short name, in the top bar where the society's full name does not fit. */
  portalShortName: string;
  /** The society's external site, linked from the logo on the sign-in layout. */
  societySiteUrl: string;
  /** The card payment provider's name, shown in the sidebar entry 9 label. */
  paymentProviderName: string;
  /** The external shop page, linked from the goods pages when set. */
  shopUrl: string | null;
  /** The society's external identity service (OpenID Connect), or null when not configured. */
  oidc: OidcConfig | null;
}

export interface OidcConfig {
  /** The issuer; its discovery document is `<authority>/.well-known/openid-configuration`. */
  authority: string;
  clientId: string;
  scope: string;
  /** The strategy and `X-AUTH-API` value of a member signed in this way. */
  authType: string;
}

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function httpUrl(env: Env, key: string, fallback: string | null): string | null {
  const value = text(env, key, fallback ?? '');
  if (!value) return null;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) {
    throw new Error(`${key} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

/** Both the authority and the client id, or neither (sign-in then stays local only). */
function oidcConfig(env: Env): OidcConfig | null {
  const authority = httpUrl(env, 'VITE_OIDC_AUTHORITY', null);
  const clientId = text(env, 'VITE_OIDC_CLIENT_ID', '');
  if (!authority && !clientId) return null;
  if (!authority || !clientId) {
    throw new Error('VITE_OIDC_AUTHORITY and VITE_OIDC_CLIENT_ID must be set together');
  }
  return {
    authority,
    clientId,
    scope: text(env, 'VITE_OIDC_SCOPE', 'openid profile member-api'),
    authType: text(env, 'VITE_OIDC_AUTH_TYPE', 'oidc'),
  };
}

export function readConfig(env: Env): AppConfig {
  return {
    appKey: text(env, 'VITE_APP_KEY', 'member-portal'),
    authStrategy: text(env, 'VITE_AUTH_STRATEGY', 'local'),
    apiBaseUrl: httpUrl(env, 'VITE_API_BASE_URL', null) ?? '',
    societyName: text(env, 'VITE_SOCIETY_NAME', '日本消化器内視鏡技師会'),
    portalShortName: text(env, 'VITE_PORTAL_SHORT_NAME', '技師会ポータル'),
    societySiteUrl: httpUrl(env, 'VITE_SOCIETY_SITE_URL', 'https://www.jgets.jp/') ?? '',
    paymentProviderName: text(env, 'VITE_PAYMENT_PROVIDER_NAME', 'クレジットカード'),
    shopUrl: httpUrl(env, 'VITE_SHOP_URL', null),
    oidc: oidcConfig(env),
  };
}

// Outside Vite (the e2e suite reads the route table in Node) there is no import.meta.env.
export const config: AppConfig = readConfig(import.meta.env ?? {});

/** A label with `{paymentProvider}` replaced by the configured card provider's name. */
export const withPaymentProvider = (label: string): string =>
  label.replace('{paymentProvider}', config.paymentProviderName);
