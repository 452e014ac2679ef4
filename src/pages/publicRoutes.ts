import { lazyPage } from '../layout/lazyPage';
import { BASE_PATH } from '../config/constants';
import { OFFLINE_PATH } from '../worker/paths';
import { NO_LOGIN, noLogin, type PageRoute } from './pageRoute';

/*
 * The pages Root renders itself, before (and without) the admin shell. Only these loaders are in
 * the entry chunk: every other page's loader, with its list of chunks to preload, stays in the
 * shell's own table (routes.ts), out of the sign-in bundle (DESIGN §9).
 */

// eslint-disable-next-line import-x/no-cycle -- broken by the route manifest
const LoginPage = lazyPage(() => import('./auth/LoginPage'));

const authCallbackRoute: PageRoute = {
  path: '/auth/callback',
  meta: { title: '外部認証', middleware: NO_LOGIN },
  page: lazyPage(() => import('./auth/CallbackPage')),
};
export { authCallbackRoute };

/** Sign-in pages: rendered without the admin shell, no login check (SPEC §2). */
export const publicRoutes: PageRoute[] = [
  { path: '/login', meta: { title: 'ログイン', middleware: NO_LOGIN }, page: LoginPage },
  { path: '/auth/login', meta: { title: 'ログイン', middleware: NO_LOGIN }, page: LoginPage },
  {
    path: '/auth/login_test',
    meta: { title: 'ログイン（テスト環境）', middleware: NO_LOGIN },
    page: lazyPage(() => import('./auth/LoginTestPage')),
  },
  {
    path: '/auth/forgotPassword',
    meta: { title: 'パスワードをお忘れの方', middleware: NO_LOGIN },
    page: lazyPage(() => import('./auth/ForgotPasswordPage')),
  },
  {
    path: '/auth/resetPassword',
    meta: { title: 'パスワードの再設定', middleware: NO_LOGIN },
    page: lazyPage(() => import('./auth/ResetPasswordPage')),
  },
  authCallbackRoute,
];

/**
 * The offline page (beyond SPEC): what a page of the portal opens as when there is no network
 * (src/worker/offlineNavigation.ts for a page load, Root for a page opened inside the app). It
 * needs no login: the card it shows is the one kept on the member's device.
 */
export const offlineRoute: PageRoute = {
  path: OFFLINE_PATH.slice(BASE_PATH.length),
  meta: { title: 'オフライン', middleware: NO_LOGIN },
  page: lazyPage(() => import('./offline/OfflinePage')),
};

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

/**
 * Pages of the signed-in layout that need no login check (the route name `commerce`, SPEC §2).
 * The other template demo pages are in src/pages/demos/demoRoutes.ts, outside the sign-in bundle.
 */
export const noLoginRoutes: PageRoute[] = [
  noLogin('/commerce', 'コマース', () => import('./demos/dashboards/CommercePage')),
];
