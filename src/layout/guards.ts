import { canAccess, DENIED_DETAIL, staffDeniedDetail, type Permission } from '../providers/access';
import { loginPathFor } from '../providers/redirect';

/** What a route declares about itself (the page meta of SPEC §2). */
export interface RouteMeta {
  /** Heading and breadcrumb label. */
  title: string;
  /** Any one of these is enough (SPEC §5). */
  permissions?: readonly Permission[];
  /** Navigation guards by name; 'authenticated' unless the route says otherwise. */
  middleware?: readonly string[];
  /** The page above this one in the breadcrumb. */
  parent?: { title: string; path: string };
  /** A society staff (事務局) page: only staff roles' permissions count (src/providers/access). */
  staff?: boolean;
}

export interface GuardContext {
  signedIn: boolean;
  roles: readonly string[];
  location: { pathname: string; search: string };
}

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; status: number; message: string; details: string[] };

export const DEFAULT_MIDDLEWARE = 'authenticated';

type Middleware = (context: GuardContext) => GuardOutcome | null;

const middlewares: Record<string, Middleware> = {
  authenticated: (context) =>
    context.signedIn ? null : { kind: 'redirect', to: loginPathFor(context.location) },
};

export const NOT_FOUND: GuardOutcome = {
  kind: 'error',
  status: 404,
  message: 'This page could not be found',
  details: ['ページがありません'],
};

/**
 * Decides what a route shows: the page, a redirect to sign-in, or an error page. A route without
 * meta is a 404, an unknown guard a 500, a missing permission a 403, a failing check a 500 with
 * an empty message (SPEC §2, §6, §8).
 */
export function evaluateRoute(
  meta: RouteMeta | undefined,
  context: GuardContext,
  check: typeof canAccess = canAccess,
): GuardOutcome {
  if (!meta) return NOT_FOUND;
  for (const name of meta.middleware ?? [DEFAULT_MIDDLEWARE]) {
    const middleware = Object.hasOwn(middlewares, name) ? middlewares[name] : undefined;
    if (!middleware) {
      return { kind: 'error', status: 500, message: `Unknown middleware ${name}`, details: [] };
    }
    const outcome = middleware(context);
    if (outcome) return outcome;
  }
  const required = meta.permissions ?? [];
  try {
    const allowed = meta.staff
      ? check(context.roles, required, true)
      : check(context.roles, required);
    if (!allowed) {
      const details = meta.staff
        ? [staffDeniedDetail(context.roles, required)]
        : required.flatMap((permission) => DENIED_DETAIL[permission] ?? []);
      return { kind: 'error', status: 403, message: '閲覧権限がありません', details };
    }
  } catch {
    return { kind: 'error', status: 500, message: '', details: [] };
  }
  return { kind: 'allow' };
}

const KNOWN_STATUSES = new Set([400, 401, 403, 404, 500, 503]);

/** Unknown error statuses are shown as 500 (SPEC §8). */
export const normalizeStatus = (status: number): number =>
  KNOWN_STATUSES.has(status) ? status : 500;
