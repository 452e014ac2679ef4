import { BASE_PATH, LOGIN_PATH } from '../config/constants';
import { routeKey } from './browserLocation';

const PROBE_ORIGIN = 'http://portal.invalid';

/** Percent-decodes until stable (bounded), so encoded tricks are judged in their decoded form. */
function decodedForms(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * The target kept for after sign-in, if and only if it is a path inside `/member/` of this site
 * (DESIGN §5): no scheme, no `//`, no backslash, no control characters, in any decoded form.
 * Returns the path relative to the router's basename, or null to refuse.
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target) return null;
  for (const form of decodedForms(target)) {
    // eslint-disable-next-line no-control-regex
    if (/[\\\u0000-\u001f\u007f]/.test(form) || form.includes('//') || !form.startsWith('/')) {
      return null;
    }
  }
  const url = new URL(target, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  const inside = url.pathname.slice(BASE_PATH.length) || '/';
  // Routes match case-insensitively and without a trailing slash: so must this check.
  const route = routeKey(inside);
  if (route === LOGIN_PATH || route.startsWith('/auth/')) return null;
  return `${inside}${url.search}${url.hash}`;
}

/** The login path (router-relative) that brings the member back to `location` afterwards. */
export function loginPathFor(location: { pathname: string; search?: string }): string {
  const target = `${BASE_PATH}${location.pathname}${location.search ?? ''}`;
  if (location.pathname === '/' || safeRedirectPath(target) === null) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}
