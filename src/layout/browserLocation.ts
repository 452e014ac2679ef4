import { useSyncExternalStore } from 'react';
import { BASE_PATH } from '../config/constants';

/**
 * The browser's location for the sign-in pages, which render before (and without) the router of
 * the admin shell. Navigating pushes history and fires `popstate`, so a router mounted later, or
 * already mounted, sees the same location.
 */

/** The path inside /member/, with its query string: `/login?redirect=…`. */
export function currentPath(): string {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(`${BASE_PATH}/`) ? pathname.slice(BASE_PATH.length) : '/';
  return `${inside}${search}`;
}

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
