import { BASE_PATH, HOME_PATH } from './config/constants';
import { routeKey } from './providers/browserLocation';
import type { RouteMeta } from './layout/guards';
import { chunk, lazyPage, type LazyPage } from './layout/lazyPage';
import type { Permission } from './providers/access';
import { OFFLINE_PATH, VERIFY_PATH } from './worker/paths';

/*
 * The route table, part one: the routes whose pages load from the start bundle. Root renders
 * these itself, before (and without) the signed-in shell, and the home page is fetched beside
 * the shell at a signed-in start. Every other route is in routes.ts, which only the shell loads:
 * each lazy page brings its list of chunks to preload into the bundle that declares it, and the
 * sign-in pages' bundle stays light (DESIGN §9).
 */

/** A bespoke page of SPEC §2 (generated resource pages come from resources/). */
export interface PageRoute {
  path: string;
  /** Who opens it (a login, a permission, a staff role), as its declaration below says. */
  meta: RouteMeta;
  page: LazyPage;
}

/** A page's module, imported on demand, or a page already made lazy (shared by two paths). */
type Page = Parameters<typeof lazyPage>[0] | LazyPage;

const lazy = (page: Page): LazyPage => ('preload' in page ? page : lazyPage(page));

const NO_LOGIN: readonly string[] = [];
const PAID = ['paid_admission_fee'] as const;

/**
 * A page with no login check (SPEC §2), rendered without the signed-in layout when signed out: a
 * sign-in page (publicRoutes), or a page Root shows in a frame of its own (noLoginRoutes).
 */
const noLogin = (path: string, title: string, page: Page): PageRoute => ({
  path,
  meta: { title, middleware: NO_LOGIN },
  page: lazy(page),
});

/** A page any signed-in member may open. */
export const member = (path: string, title: string, page: Page): PageRoute => ({
  path,
  meta: { title },
  page: lazy(page),
});

/** A page needing the admission fee paid. */
export const paid = (path: string, title: string, page: Page): PageRoute => ({
  path,
  meta: { title, permissions: PAID },
  page: lazy(page),
});

/** A society staff page (事務局): staff roles only, holding `permission` (src/providers/access). */
export const staff = (
  path: string,
  title: string,
  permission: Permission,
  page: Page,
): PageRoute => ({
  path,
  meta: { title, permissions: [permission], staff: true },
  page: lazy(page),
});

const loginPage = lazyPage(() => import('./pages/auth/LoginPage'));

export const authCallbackRoute = noLogin(
  '/auth/callback',
  '外部認証',
  () => import('./pages/auth/CallbackPage'),
);

/** Sign-in pages: rendered without the admin shell, no login check (SPEC §2). */
export const publicRoutes: readonly PageRoute[] = [
  noLogin('/login', 'ログイン', loginPage),
  noLogin('/auth/login', 'ログイン', loginPage),
  noLogin('/auth/login_test', 'ログイン（テスト環境）', () => import('./pages/auth/LoginTestPage')),
  noLogin(
    '/auth/forgotPassword',
    'パスワードをお忘れの方',
    () => import('./pages/auth/ForgotPasswordPage'),
  ),
  noLogin(
    '/auth/resetPassword',
    'パスワードの再設定',
    () => import('./pages/auth/ResetPasswordPage'),
  ),
  authCallbackRoute,
  // Beyond SPEC: anyone (a hospital, a branch office) checks a 受講証明書 or a card here, offline too.
  noLogin(
    VERIFY_PATH.slice(BASE_PATH.length),
    'QRコードの確認',
    () => import('./pages/verify/VerifyPage'),
  ),
];

/**
 * The offline page (beyond SPEC): what a page of the portal opens as when there is no network
 * (src/worker/offlineNavigation.ts for a page load, Root for a page opened inside the app). It
 * needs no login: the card it shows is the one kept on the member's device.
 */
export const offlineRoute = noLogin(
  OFFLINE_PATH.slice(BASE_PATH.length),
  'オフライン',
  () => import('./pages/offline/OfflinePage'),
);

/**
 * Pages of the signed-in layout that need no login check (the route name `commerce`, SPEC §2).
 * The other template demo pages are in routes.ts, outside the sign-in bundle.
 */
export const noLoginRoutes: readonly PageRoute[] = [
  noLogin('/commerce', 'コマース', () => import('./demos/dashboards/CommercePage')),
];

/*
 * The home page, which a signed-in start fetches at once beside the shell rather than once the
 * shell has routed (DESIGN §9). Only this one: every page declared here brings its list of
 * chunks into the start bundle, which the sign-in pages load too.
 */
const loadDashboardPage = chunk(() => import('./pages/dashboard/DashboardPage'));

/** The dashboard, at `/dashboard` and, as the home route, at HOME_PATH (SPEC §2). */
export const dashboardRoute = member('/dashboard', 'ダッシュボード', loadDashboardPage);

const startPages = new Set([routeKey(HOME_PATH), routeKey(dashboardRoute.path)]);

/** Starts fetching the page at `pathname` when it is the home page. */
export function prefetchStartPage(pathname: string): void {
  // A failure comes back, and is handled (lazyPage), when the shell renders the page.
  if (startPages.has(routeKey(pathname))) loadDashboardPage().catch(() => undefined);
}

/**
 * SPEC §2: the dashboard path serves as the authentication callback too. An identity provider's
 * answer there (`code` or `error`, with `state`) is finished like one at `/auth/callback`.
 */
export function isAuthCallbackAt(pathname: string, query: URLSearchParams): boolean {
  return (
    pathname.toLowerCase() === '/dashboard' &&
    query.has('state') &&
    (query.has('code') || query.has('error'))
  );
}
