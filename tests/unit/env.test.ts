import { readConfig } from '../../src/config/env';

describe('readConfig', () => {
  it('gives the demo defaults', () => {
    expect(readConfig({})).toEqual({
      appKey: 'member-portal',
      authStrategy: 'local',
      apiBaseUrl: '',
      societyName: '日本消化器内視鏡技師会',
      portalShortName: '技師会ポータル',
      societySiteUrl: 'https://www.jgets.jp/',
      paymentProviderName: 'クレジットカード',
      shopUrl: null,
      oidc: null,
    });
  });

  it('takes the environment over the defaults', () => {
    expect(
      readConfig({
        VITE_APP_KEY: 'jgets-member',
        VITE_AUTH_STRATEGY: 'sso',
        VITE_API_BASE_URL: 'https://api.example.jp',
        VITE_SOCIETY_NAME: '技師会',
        VITE_PORTAL_SHORT_NAME: '会員サイト',
        VITE_SOCIETY_SITE_URL: 'http://society.example.jp/',
        VITE_PAYMENT_PROVIDER_NAME: 'ペイジェント',
        VITE_SHOP_URL: 'https://shop.example.jp/items',
      }),
    ).toEqual({
      appKey: 'jgets-member',
      authStrategy: 'sso',
      apiBaseUrl: 'https://api.example.jp',
      societyName: '技師会',
      portalShortName: '会員サイト',
      societySiteUrl: 'http://society.example.jp/',
      paymentProviderName: 'ペイジェント',
      shopUrl: 'https://shop.example.jp/items',
      oidc: null,
    });
  });

  it('configures the external identity service with both its authority and client id', () => {
    const env = { VITE_OIDC_AUTHORITY: 'https://id.example.jp', VITE_OIDC_CLIENT_ID: 'portal' };
    expect(readConfig(env).oidc).toEqual({
      authority: 'https://id.example.jp',
      clientId: 'portal',
      scope: 'openid profile member-api',
      authType: 'oidc',
    });
    expect(() => readConfig({ VITE_OIDC_AUTHORITY: 'https://id.example.jp' })).toThrow(
      /VITE_OIDC_CLIENT_ID/,
    );
    expect(() => readConfig({ ...env, VITE_OIDC_AUTHORITY: 'id.example.jp' })).toThrow(
      /VITE_OIDC_AUTHORITY/,
    );
  });

  it('trims values and treats blank ones and non-strings as unset', () => {
    const config = readConfig({
      VITE_APP_KEY: '  spaced  ',
      VITE_AUTH_STRATEGY: '   ',
      VITE_SHOP_URL: '',
      VITE_SOCIETY_NAME: undefined,
      DEV: true,
    });
    expect(config.appKey).toBe('spaced');
    expect(config.authStrategy).toBe('local');
    expect(config.shopUrl).toBeNull();
    expect(config.societyName).toBe('日本消化器内視鏡技師会');
  });

  it.each(['javascript:alert(1)', 'not a url', 'ftp://society.example.jp/', '/relative'])(
    'refuses VITE_SOCIETY_SITE_URL %j',
    (value) => {
      expect(() => readConfig({ VITE_SOCIETY_SITE_URL: value })).toThrow(
        /VITE_SOCIETY_SITE_URL must be an http\(s\) URL/,
      );
    },
  );

  it('refuses a non-http API base URL or shop URL', () => {
    expect(() => readConfig({ VITE_API_BASE_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_API_BASE_URL/,
    );
    expect(() => readConfig({ VITE_SHOP_URL: 'not a url' })).toThrow(/VITE_SHOP_URL/);
  });
});
