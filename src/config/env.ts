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
  /** The society's external site, linked from the logo on the sign-in layout. */
  societySiteUrl: string;
  /** The card payment provider's name, shown in the sidebar entry 9 label. */
  paymentProviderName: string;
  /** The external shop page, linked from the goods pages when set. */
  shopUrl: string | null;
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

export function readConfig(env: Env): AppConfig {
  return {
    appKey: text(env, 'VITE_APP_KEY', 'member-portal'),
    authStrategy: text(env, 'VITE_AUTH_STRATEGY', 'local'),
    apiBaseUrl: httpUrl(env, 'VITE_API_BASE_URL', null) ?? '',
    societyName: text(env, 'VITE_SOCIETY_NAME', '日本消化器内視鏡技師会'),
    societySiteUrl: httpUrl(env, 'VITE_SOCIETY_SITE_URL', 'https://www.jgets.jp/') ?? '',
    paymentProviderName: text(env, 'VITE_PAYMENT_PROVIDER_NAME', 'クレジットカード'),
    shopUrl: httpUrl(env, 'VITE_SHOP_URL', null),
  };
}

export const config: AppConfig = readConfig(import.meta.env);
