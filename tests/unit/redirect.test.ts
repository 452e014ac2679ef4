import { loginPathFor, safeRedirectPath } from '../../src/providers/redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/member/notices?x=1#h', '/notices?x=1#h'],
    ['/member', '/'],
    ['/member/', '/'],
    ['/member/notices', '/notices'],
    ['/member/notices/12/show', '/notices/12/show'],
    ['/member/dashboard?page=2&sort=title', '/dashboard?page=2&sort=title'],
    ['/member/notices/12/show?tab=1#body', '/notices/12/show?tab=1#body'],
    ['/member/notices?keyword=%E4%BC%9A%E8%B2%BB', '/notices?keyword=%E4%BC%9A%E8%B2%BB'],
    ['/member/Events/123/apply', '/Events/123/apply'],
    ['/member/notices/../dashboard', '/dashboard'],
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
    // Off-site forms (issue 10): every way a browser could read the target as another host.
    ['two backslashes', '\\\\evil.example'],
    ['slash and backslash at the start', '/\\evil.example/member/x'],
    ['backslash and slash at the start', '\\/evil.example'],
    ['protocol-relative reaching into member', '//evil.example/member/notices'],
    ['http URL', 'http://evil.example/member/'],
    ['scheme without slashes', 'https:evil.example/member/'],
    ['bare http scheme', 'http:'],
    ['javascript URL in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript URL after a space', ' javascript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript URL', 'vbscript:msgbox(1)'],
    ['leading space', ' /member/notices'],
    ['leading space before protocol-relative', ' //evil.example'],
    ['leading tab', '\t//evil.example'],
    ['leading newline', '\n//evil.example'],
    ['tab splitting the slashes', '/\t/evil.example'],
    ['newline splitting the slashes', '/\n/evil.example'],
    ['fullwidth slashes', '\uff0f\uff0fevil.example'],
    ['encoded protocol-relative after a slash', '/%2F%2Fevil.example'],
    ['encoded protocol-relative in lower case', '/%2f%2fevil.example'],
    ['encoded backslash at the start', '/%5Cevil.example'],
    ['encoded backslash alone', '%5C%5Cevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['triple-encoded protocol-relative', '%25252F%25252Fevil.example'],
    ['encoded scheme', 'https%3A%2F%2Fevil.example'],
    ['encoded javascript URL', 'javascript%3Aalert(1)'],
    ['dot segments leaving the site root', '/member/../..'],
    ['dot segments to another host path', '/member/../../evil.example'],
    ['encoded dot segments to the root', '/member/%2e%2e/%2e%2e/'],
    ['a query holding //, kept on the safe side', '/member/notices?next=//evil.example'],
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
