import { config } from '../../src/config/env';
import { session } from '../../src/providers/session';

const TOKEN_KEY = 'auth._token.local';
const EXPIRATION_KEY = 'auth._token_expiration.local';

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);

afterEach(() => {
  vi.useRealTimers();
});

describe('session.setToken', () => {
  it('stores the token as the existing portal does', () => {
    session.setToken('abc', 3600);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('Bearer abc');
    expect(localStorage.getItem('auth.strategy')).toBe('local');
    expect(document.cookie).toContain('auth._token.local=Bearer%20abc');
    expect(document.cookie).toContain('auth.strategy=local');
    expect(session.userAuth()).toEqual({
      appKey: config.appKey,
      accessToken: 'abc',
      authType: 'local',
      authAPI: 'local',
      roles: null,
      refreshToken: null,
    });
    expect(JSON.parse(localStorage.getItem('auth.userAuth') ?? 'null')).toEqual(session.userAuth());
  });

  it('records the expiry time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
    session.setToken('abc', 3600);
    expect(Number(localStorage.getItem(EXPIRATION_KEY))).toBe(
      new Date(2026, 10, 21, 13, 0, 0).getTime(),
    );
  });

  it('signs the member in', () => {
    expect(session.isSignedIn()).toBe(false);
    expect(session.authorization()).toBeNull();
    session.setToken('abc', 3600);
    expect(session.isSignedIn()).toBe(true);
    expect(session.authorization()).toBe('Bearer abc');
  });

  it('uses another strategy when asked', () => {
    session.setToken('xyz', 3600, 'sso');
    expect(localStorage.getItem('auth._token.sso')).toBe('Bearer xyz');
    expect(localStorage.getItem('auth.strategy')).toBe('sso');
    expect(session.strategy()).toBe('sso');
    expect(session.authorization()).toBe('Bearer xyz');
    expect(session.userAuth()).toMatchObject({ authType: 'sso', authAPI: 'sso' });
  });

  it('keeps the roles and refresh token of a previous sign-in on renewal', () => {
    session.setToken('first', 3600);
    session.setRoles(['member']);
    session.setToken('second', 3600);
    expect(session.userAuth()).toMatchObject({ accessToken: 'second', roles: ['member'] });
  });

  it.each([0, -10])('is not signed in with a token valid for %i seconds', (seconds) => {
    session.setToken('abc', seconds);
    expect(session.isSignedIn()).toBe(false);
    expect(session.authorization()).toBeNull();
  });

  it('is not signed in once the stored expiry has passed', () => {
    session.setToken('abc', 3600);
    localStorage.setItem(EXPIRATION_KEY, String(Date.now() - 1000));
    expect(session.isSignedIn()).toBe(false);
    expect(session.authorization()).toBeNull();
  });

  it('expires with time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
    session.setToken('abc', 60);
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 59));
    expect(session.isSignedIn()).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 21, 12, 1, 0));
    expect(session.isSignedIn()).toBe(false);
  });
});

describe('session roles and user info', () => {
  it('has no roles before sign-in', () => {
    expect(session.roles()).toEqual([]);
    session.setRoles(['member']);
    expect(session.roles()).toEqual([]);
    expect(session.userAuth()).toBeNull();
  });

  it('stores the roles in userAuth', () => {
    session.setToken('abc', 3600);
    session.setRoles(['temp-member']);
    expect(session.roles()).toEqual(['temp-member']);
    expect(session.userAuth()?.roles).toEqual(['temp-member']);
  });

  it('stores the user info', () => {
    expect(session.userInfo()).toBeNull();
    session.setUserInfo({ name: '内視鏡 花子', memberId: 'M000123' });
    expect(session.userInfo()).toEqual({ name: '内視鏡 花子', memberId: 'M000123' });
    expect(JSON.parse(localStorage.getItem('auth.userInfo') ?? 'null')).toEqual({
      name: '内視鏡 花子',
      memberId: 'M000123',
    });
  });

  it('reads corrupt stored JSON as nothing', () => {
    localStorage.setItem('auth.userInfo', '{not json');
    localStorage.setItem('auth.userAuth', '{not json');
    expect(session.userInfo()).toBeNull();
    expect(session.userAuth()).toBeNull();
  });
});

describe('session.identity', () => {
  it('gives the defaults before sign-in', () => {
    expect(session.identity()).toEqual({
      authorization: null,
      appKey: config.appKey,
      authApi: 'local',
      memberId: null,
      name: null,
    });
  });

  it('gives the signed-in member', () => {
    session.setToken('abc', 3600);
    session.setUserInfo({ name: '内視鏡 花子', memberId: 'M000123' });
    expect(session.identity()).toEqual({
      authorization: 'Bearer abc',
      appKey: config.appKey,
      authApi: 'local',
      memberId: 'M000123',
      name: '内視鏡 花子',
    });
  });
});

describe('session other state', () => {
  it('stores the payment request id', () => {
    expect(session.paymentRequestId()).toBeNull();
    session.setPaymentRequestId('PR-1');
    expect(session.paymentRequestId()).toBe('PR-1');
    expect(localStorage.getItem('auth.paymentRequestId')).toBe('PR-1');
    session.setPaymentRequestId(null);
    expect(session.paymentRequestId()).toBeNull();
  });

  it('stores the extension acceptance', () => {
    expect(session.extensionAccept()).toBe(false);
    session.setExtensionAccept(true);
    expect(session.extensionAccept()).toBe(true);
    session.setExtensionAccept(false);
    expect(session.extensionAccept()).toBe(false);
  });
});

describe('session.clear', () => {
  it('removes every auth. key and cookie and leaves the rest alone', () => {
    session.setToken('abc', 3600);
    session.setRoles(['member']);
    session.setUserInfo({ name: '内視鏡 花子', memberId: 'M000123' });
    session.setPaymentRequestId('PR-1');
    localStorage.setItem('auth.somethingElse', '1');
    sessionStorage.setItem('auth.redirect', '/member/notices');
    localStorage.setItem('RaStore.notices.listParams', '{}');
    localStorage.setItem('other', 'kept');
    sessionStorage.setItem('other', 'kept');
    document.cookie = 'auth.extra=1; path=/';
    document.cookie = 'other=kept; path=/';

    session.clear();

    expect(Object.keys(localStorage).sort()).toEqual(['RaStore.notices.listParams', 'other']);
    expect(Object.keys(sessionStorage)).toEqual(['other']);
    expect(localStorage.getItem('other')).toBe('kept');
    expect(cookieNames()).toEqual(['other']);
    expect(document.cookie).toBe('other=kept');
    expect(session.isSignedIn()).toBe(false);
    expect(session.userInfo()).toBeNull();
    expect(session.roles()).toEqual([]);
  });
});

describe('session.subscribe', () => {
  it('notifies listeners of changes until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.setToken('abc', 3600);
    expect(listener).toHaveBeenCalledTimes(1);
    session.setRoles(['member']);
    expect(listener).toHaveBeenCalledTimes(2);
    session.setUserInfo({ name: '内視鏡 花子', memberId: 'M000123' });
    expect(listener).toHaveBeenCalledTimes(3);
    session.clear();
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    session.setToken('def', 3600);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
