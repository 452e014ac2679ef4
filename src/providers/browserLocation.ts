import { useSyncExternalStore } from 'react';
import { BASE_PATH } from '../config/constants';

/**
 * The browser's location for the sign-in pages, which render before (and without) the router of
 * the admin shell. Navigating pushes history and fires `popstate`, so a router mounted later, or
 * already mounted, sees the same location.
 */

/** The location inside /member/: `{ pathname: '/login', search: '?redirect=…' }`. */
export function currentLocation(): { pathname: string; search: string } {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : '/';
  return { pathname: inside, search };
}

/** The same as one string: `/login?redirect=…`. */
export function currentPath(): string {
  const { pathname, search } = currentLocation();
  return `${pathname}${search}`;
}

/** A path-with-query string taken apart. */
export function splitPath(path: string): {
  pathname: string;
  search: string;
  query: URLSearchParams;
} {
  const url = new URL(path, 'http://portal.invalid');
  return { pathname: url.pathname, search: url.search, query: url.searchParams };
}

/** How routes compare: case-insensitively and without a trailing slash. */
export const routeKey = (pathname: string): string =>
  pathname.toLowerCase().replace(/(.)\/$/, '$1');

export function navigateTo(path: string, { replace = false } = {}): void {
  const url = `${BASE_PATH}${path}`;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
};

export function useCurrentPath(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}
