import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useState } from 'react';
import { AppErrorBoundary } from './layout/AppErrorBoundary';
import {
  currentLocation,
  navigateTo,
  routeKey,
  splitPath,
  useCurrentPath,
} from './providers/browserLocation';
import { chunk, lazyPage } from './layout/lazyPage';
import { NotificationHost } from './layout/NotificationHost';
import { LoadingFallback, PageLoader } from './layout/PageLoader';
import { PrefetchSignedIn } from './layout/prefetchSignedIn';
import { SessionExpiredGate } from './layout/SessionExpiredGate';
import { SignInPage } from './layout/SignInPage';
import { TestBanner } from './layout/TestBanner';
import { theme } from './layout/theme';
import { loginPathFor } from './providers/redirect';
import { session } from './providers/session';
import {
  authCallbackRoute,
  isAuthCallbackAt,
  noLoginRoutes,
  offlineRoute,
  publicRoutes,
  type PageRoute,
} from './startRoutes';

/**
 * The signed-in app, loaded on demand so the sign-in pages stay light (DESIGN §9), together with
 * the page it opens on: it then draws that page at once.
 */
const loadAdminShell = chunk(async () => {
  const app = await import('./App');
  await app.preloadScreen(currentLocation().pathname);
  return app;
});

const AdminShell = lazyPage(loadAdminShell);

let prefetched = false;

/** The login form's signal that the member will sign in and open `target` (PrefetchSignedIn). */
function prefetchSignedIn(target: string) {
  if (prefetched) return;
  prefetched = true;
  // A failure here is retried by the real load after sign-in, which handles it.
  loadAdminShell()
    .then((app) => app.preloadScreen(splitPath(target).pathname))
    .catch(() => undefined);
}

const signInRoutes = new Map(publicRoutes.map((route) => [routeKey(route.path), route]));

function signInRouteOf(path: string): PageRoute | undefined {
  const { pathname, query } = splitPath(path);
  if (isAuthCallbackAt(pathname, query)) return authCallbackRoute;
  return signInRoutes.get(routeKey(pathname));
}

/** Pages of the signed-in layout that need no login (commerce, SPEC §2). */
// The frame of a no-login page loads with it, not with every sign-in page.
const OpenPage = lazyPage(() => import('./layout/PublicLayout'));

const openRoutes = new Map(noLoginRoutes.map((route) => [routeKey(route.path), route]));

const OFFLINE_ROUTE = routeKey(offlineRoute.path);

function RedirectTo({ path }: { path: string }) {
  useEffect(() => navigateTo(path, { replace: true }), [path]);
  return null;
}

/**
 * The root. A sign-in page opened directly renders on its own, without react-admin or its router
 * (DESIGN §9: the sign-in budget); any other page starts the admin shell, whose router then owns
 * every path, sign-in pages included. Signed-out visitors are sent to sign-in before the shell
 * is even loaded; a page needing no login (commerce) opens for them in a light frame of its own.
 */
export function Root() {
  const path = useCurrentPath();
  const signInRoute = signInRouteOf(path);
  const openRoute = openRoutes.get(routeKey(splitPath(path).pathname));
  // Latched: once started, the shell stays (its router then serves the sign-in pages too).
  const [shellStarted, setShellStarted] = useState(false);
  // A page loaded without a network: the worker sends it to /offline (a page opened inside the
  // shell without one: src/layout/AppLayout.tsx).
  const offline = routeKey(splitPath(path).pathname) === OFFLINE_ROUTE;
  if (!shellStarted && !signInRoute && !offline && session.isSignedIn()) setShellStarted(true);

  let content;
  if (offline) {
    content = (
      <Suspense fallback={<LoadingFallback />}>
        <offlineRoute.page />
      </Suspense>
    );
  } else if (shellStarted) {
    content = (
      <Suspense fallback={<LoadingFallback />}>
        <AdminShell />
      </Suspense>
    );
  } else if (signInRoute) {
    content = <SignInPage page={signInRoute.page} />;
  } else if (openRoute) {
    content = (
      <Suspense fallback={<LoadingFallback />}>
        <OpenPage route={openRoute} />
      </Suspense>
    );
  } else {
    content = <RedirectTo path={loginPathFor(splitPath(path))} />;
  }

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <TestBanner />
      <PageLoader />
      <AppErrorBoundary>
        <PrefetchSignedIn value={prefetchSignedIn}>{content}</PrefetchSignedIn>
      </AppErrorBoundary>
      <SessionExpiredGate />
      <NotificationHost />
    </ThemeProvider>
  );
}
