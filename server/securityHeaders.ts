/**
 * The portal's HTTP security headers (issue 10; docs/security.md documents them for production):
 * one pure function building them from the settings, and a Vite plugin serving them from
 * `vite preview` (`npm start` and every e2e run).
 */
import type { Plugin } from 'vite';

export interface SecuritySettings {
  /** `VITE_OIDC_AUTHORITY`: the identity service the browser calls (discovery, token, logout). */
  oidcAuthority?: string | null | undefined;
  /** `VITE_API_BASE_URL`: the member API, when the browser calls it on another origin. */
  apiBaseUrl?: string | null | undefined;
}

/** The distinct origins of the URLs given (blank ones skipped). */
function originsOf(urls: (string | null | undefined)[]): string[] {
  const origins = urls.filter((url): url is string => Boolean(url?.trim()));
  return [...new Set(origins.map((url) => new URL(url).origin))];
}

/**
 * The Content-Security-Policy. Scripts only from the portal's own files: no inline script, no
 * `eval` (`vite build` emits neither); WebAssembly may compile (`'wasm-unsafe-eval'`, which lets
 * no JavaScript string run) for the check-in page's QR reader, itself one of the portal's files. Styles also inline: Emotion (MUI) injects `<style>` at run
 * time and index.html paints its loading screen with `style` attributes; a nonce would have to be
 * minted per response, which a static host serving dist/ cannot do, and injected CSS cannot run
 * script. `data:`/`blob:` images and fonts cover MUI's inline SVG and pictures from files.
 */
export function contentSecurityPolicy(settings: SecuritySettings = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // oidc-client-ts fetches the provider's discovery document and token endpoint.
    'connect-src': ["'self'", ...originsOf([settings.oidcAuthority, settings.apiBaseUrl])],
    'worker-src': ["'self'"],
    // The portal's own forms never post elsewhere: sign-in, payment and logout are navigations.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header the portal's responses carry. */
export function securityHeaders(settings: SecuritySettings = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    // Other sites learn the origin only, never a path or query (an OIDC callback carries a code).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The camera for the portal's own pages only: staff read QR codes at the venue's door.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * Serves the headers from `vite preview`, on every response (pages, build files, the demo API and
 * its checkout page). Not from the dev server: its HMR client and React Refresh preamble are
 * inline scripts that `script-src 'self'` would block.
 */
export function securityHeadersPlugin(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      const { env } = server.config;
      const headers = securityHeaders({
        oidcAuthority: env.VITE_OIDC_AUTHORITY,
        apiBaseUrl: env.VITE_API_BASE_URL,
      });
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
