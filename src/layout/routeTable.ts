import { matchPath } from 'react-router-dom';
import { routeKey } from '../providers/browserLocation';

/** A route of the signed-in app: its path pattern (react-router's syntax) and what it shows. */
export interface TableRoute<T> {
  path: string;
  value: T;
}

/**
 * The signed-in app's routes as one table: a path with no parameter is found by a map lookup,
 * compared as the browser's routes are (case-insensitively, without a trailing slash); the few
 * paths with `:param`s are then matched in order. One lookup per navigation, instead of
 * react-router ranking every route of the app.
 */
export function routeTable<T>(routes: readonly TableRoute<T>[]) {
  const exact = new Map<string, TableRoute<T>>();
  const patterns: TableRoute<T>[] = [];
  for (const route of routes) {
    if (route.path.includes(':')) patterns.push(route);
    else if (!exact.has(routeKey(route.path))) exact.set(routeKey(route.path), route);
  }
  return (pathname: string): TableRoute<T> | undefined =>
    exact.get(routeKey(pathname)) ??
    patterns.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
