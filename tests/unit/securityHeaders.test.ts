import { contentSecurityPolicy, securityHeaders } from '../../server/securityHeaders';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('allows scripts from the portal only: no inline script, no eval, WebAssembly compiled', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(policy).not.toMatch(/'unsafe-eval'|unsafe-hashes|unsafe-inline'.*script/);
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
  });

  it('lets the browser call the identity provider and an API on another origin, by origin', () => {
    const policy = contentSecurityPolicy({
      oidcAuthority: 'https://id.example.jp/realms/members',
      apiBaseUrl: 'https://member-api.example.jp/',
    });
    expect(directive(policy, 'connect-src')).toBe(
      "'self' https://id.example.jp https://member-api.example.jp",
    );
  });

  it('names an origin once, and none for settings left blank', () => {
    expect(
      directive(
        contentSecurityPolicy({
          oidcAuthority: 'http://127.0.0.1:4180',
          apiBaseUrl: 'http://127.0.0.1:4180/api',
        }),
        'connect-src',
      ),
    ).toBe("'self' http://127.0.0.1:4180");
    expect(
      directive(contentSecurityPolicy({ oidcAuthority: ' ', apiBaseUrl: null }), 'connect-src'),
    ).toBe("'self'");
  });
});

describe('securityHeaders', () => {
  it('sends the policy with the other hardening headers', () => {
    expect(securityHeaders({ oidcAuthority: 'http://127.0.0.1:4180' })).toEqual({
      'Content-Security-Policy':
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' http://127.0.0.1:4180; worker-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    });
  });
});
