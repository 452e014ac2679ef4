import { loginPathFor, safeRedirectPath } from '../../src/providers/redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/member/notices?x=1#h', '/notices?x=1#h'],
    ['/member', '/'],
    ['/member/', '/'],
    ['/member/notices', '/notices'],
    ['/member/notices/12/show', '/notices/12/show'],
    ['/member/dashboard?page=2&sort=title', '/dashboard?page=2&sort=title'],
  ])('accepts %j as %j', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['relative', 'notices'],
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash inside member', '/member/\\evil'],
    ['absolute URL', 'https://evil.example/member/x'],
    ['javascript URL', 'javascript:alert(1)'],
    ['double slash inside member', '/member//evil.example'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['encoded double slash inside member', '/member/%2F%2Fevil'],
    ['encoded backslash inside member', '/member/%5Cevil'],
    ['double-encoded protocol-relative', '%252F%252Fevil'],
    ['double-encoded double slash inside member', '/member/%252F%252Fevil'],
    ['newline', '/member/\n//x'],
    ['tab', '/member/\t/x'],
    ['encoded newline', '/member/%0A//x'],
    ['NUL', '/member/\u0000x'],
    ['outside member', '/other/x'],
    ['member prefix only', '/memberx'],
    ['root', '/'],
    ['dot segments leaving member', '/member/../other'],
    ['encoded dot segments leaving member', '/member/%2e%2e/other'],
    ['login page', '/member/login'],
    ['login page with query', '/member/login?redirect=%2Fmember%2Fnotices'],
    ['auth login page', '/member/auth/login'],
    ['auth page', '/member/auth/reset-password'],
    ['login page with a trailing slash', '/member/login/'],
    ['login page in another case', '/member/Login'],
    ['auth page in another case', '/member/Auth/Login'],
  ])('refuses %s', (_label, target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('keeps the current page as the redirect target', () => {
    expect(loginPathFor({ pathname: '/notices', search: '?page=2' })).toBe(
      '/login?redirect=' + encodeURIComponent('/member/notices?page=2'),
    );
  });

  it('works without a search', () => {
    expect(loginPathFor({ pathname: '/notices' })).toBe('/login?redirect=%2Fmember%2Fnotices');
  });

  it('gives the bare login path for the home page', () => {
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
  });

  it('never keeps an unsafe target', () => {
    expect(loginPathFor({ pathname: '//evil.example', search: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/login', search: '' })).toBe('/login');
  });

  it('gives a target that safeRedirectPath accepts back', () => {
    const path = loginPathFor({ pathname: '/notices/3/show', search: '?tab=1' });
    const redirect = new URLSearchParams(path.split('?')[1]).get('redirect');
    expect(safeRedirectPath(redirect)).toBe('/notices/3/show?tab=1');
  });
});
