import { config } from '../../src/config/env';
import { storeTokens } from '../../src/providers/oidc';
import { session } from '../../src/providers/session';

/** An external sign-in's session: the same keys as local sign-in, under the OIDC strategy. */
beforeEach(() => {
  config.oidc = {
    authority: 'https://id.example.jp',
    clientId: 'member-portal',
    scope: 'openid profile member-api',
    authType: 'oidc',
  };
});
afterEach(() => {
  config.oidc = null;
  vi.useRealTimers();
});

describe('external session storage', () => {
  it('keeps the access, refresh and ID tokens, the auth type and the renewal time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0, 0));
    storeTokens({ accessToken: 'at-1', expiresIn: 300, refreshToken: 'rt-1', idToken: 'id-1' });

    expect(localStorage.getItem('auth.strategy')).toBe('oidc');
    expect(localStorage.getItem('auth._token.oidc')).toBe('Bearer at-1');
    expect(localStorage.getItem('auth._id_token.oidc')).toBe('id-1');
    expect(document.cookie).toContain('auth._token.oidc=Bearer%20at-1');
    expect(session.userAuth()).toMatchObject({
      accessToken: 'at-1',
      authType: 'oidc',
      authAPI: 'oidc',
      refreshToken: 'rt-1',
    });
    expect(session.identity()).toMatchObject({ authorization: 'Bearer at-1', authApi: 'oidc' });
    // A minute before the five minutes are up.
    expect(session.renewAt()).toBe(new Date(2026, 10, 22, 9, 4, 0).getTime());
  });

  it('keeps roles across a renewal and forgets everything on logout', () => {
    storeTokens({ accessToken: 'at-1', expiresIn: 300, refreshToken: 'rt-1', idToken: 'id-1' });
    session.setRoles(['member']);
    storeTokens({ accessToken: 'at-2', expiresIn: 300, refreshToken: 'rt-2', idToken: 'id-1' });
    expect(session.userAuth()).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(session.roles()).toEqual(['member']);

    session.clear();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('auth.'))).toEqual([]);
    expect(session.idToken()).toBeNull();
    expect(session.renewAt()).toBeNull();
  });

  it('has no renewal time without a refresh token', () => {
    storeTokens({ accessToken: 'at-1', expiresIn: 300, refreshToken: null, idToken: null });
    expect(session.renewAt()).toBeNull();
  });
});
