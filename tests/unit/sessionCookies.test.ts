import { cookieAssignment, session } from '../../src/providers/session';

describe('cookieAssignment (DESIGN §5: path /, SameSite=Lax, Secure on https)', () => {
  it('writes path / and SameSite=Lax, without Secure on http', () => {
    expect(
      cookieAssignment('auth._token.local', 'Bearer abc', { maxAgeSeconds: 60, protocol: 'http:' }),
    ).toBe('auth._token.local=Bearer%20abc; Path=/; SameSite=Lax; Max-Age=60');
  });

  it('adds Secure on https', () => {
    expect(
      cookieAssignment('auth.strategy', 'local', { maxAgeSeconds: 60, protocol: 'https:' }),
    ).toBe('auth.strategy=local; Path=/; SameSite=Lax; Max-Age=60; Secure');
  });

  it('expires a cookie with Max-Age=0, with the same attributes', () => {
    expect(cookieAssignment('auth.strategy', '', { maxAgeSeconds: 0, protocol: 'https:' })).toBe(
      'auth.strategy=; Path=/; SameSite=Lax; Max-Age=0; Secure',
    );
  });

  it('leaves out Max-Age when none is given (a session cookie)', () => {
    expect(cookieAssignment('auth.strategy', 'local', {})).toBe(
      'auth.strategy=local; Path=/; SameSite=Lax',
    );
  });

  it('encodes what would end the name or the value', () => {
    expect(cookieAssignment('a;b', 'x=1; Domain=evil.example', {})).toBe(
      'a%3Bb=x%3D1%3B%20Domain%3Devil.example; Path=/; SameSite=Lax',
    );
  });
});

describe('session cookies as written to document.cookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('signing in and out writes every cookie with path /, SameSite=Lax and, on http, no Secure', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    session.setToken('abc', 60, 'local');
    session.clear();
    expect(written.mock.calls.map(([value]) => value)).toEqual([
      'auth.strategy=local; Path=/; SameSite=Lax; Max-Age=60',
      'auth._token.local=Bearer%20abc; Path=/; SameSite=Lax; Max-Age=60',
      'auth.strategy=; Path=/; SameSite=Lax; Max-Age=0',
      'auth._token.local=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
  });
});
