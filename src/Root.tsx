import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useState } from 'react';
import { loadAdminShell } from './adminShell';
import { AppErrorBoundary } from './layout/AppErrorBoundary';
import { currentPath, navigateTo, useCurrentPath } from './layout/browserLocation';
import { lazyPage } from './layout/lazyPage';
import { NotificationHost } from './layout/NotificationHost';
import { LoadingFallback, PageLoader } from './layout/PageLoader';
import { SessionExpiredGate } from './layout/SessionExpiredGate';
import { SignInPage } from './layout/SignInPage';
import { TestBanner } from './layout/TestBanner';
import { theme } from './layout/theme';
import { publicRoutes, type PageRoute } from './pages/routes';
import { loginPathFor } from './providers/redirect';
import { session } from './providers/session';

const AdminShell = lazyPage(loadAdminShell);

const signInRoutes = new Map(publicRoutes.map((route) => [route.path.toLowerCase(), route]));

function signInRouteOf(path: string): PageRoute | undefined {
  const pathname = new URL(path, 'http://portal.invalid').pathname.replace(/(.)\/$/, '$1');
  return signInRoutes.get(pathname.toLowerCase());
}

function RedirectTo({ path }: { path: string }) {
  useEffect(() => navigateTo(path, { replace: true }), [path]);
  return null;
}

/**
 * The root. A sign-in page opened directly renders on its own, without react-admin or its router
 * (DESIGN §9: the sign-in budget); any other page starts the admin shell, whose router then owns
 * every path, sign-in pages included. Signed-out visitors are sent to sign-in before the shell
 * is even loaded.
 */
export function Root() {
  const path = useCurrentPath();
  const signInRoute = signInRouteOf(path);
  const [shellStarted, setShellStarted] = useState(
    () => !signInRouteOf(currentPath()) && session.isSignedIn(),
  );
  if (!shellStarted && !signInRoute && session.isSignedIn()) setShellStarted(true);

  let content;
  if (shellStarted) {
    content = (
      <Suspense fallback={<LoadingFallback />}>
        <AdminShell />
      </Suspense>
    );
  } else if (signInRoute) {
    content = <SignInPage title={signInRoute.meta.title} page={signInRoute.page} />;
  } else {
    const { pathname, search } = new URL(path, 'http://portal.invalid');
    content = <RedirectTo path={loginPathFor({ pathname, search })} />;
  }

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <TestBanner />
      <PageLoader />
      <AppErrorBoundary>{content}</AppErrorBoundary>
      <SessionExpiredGate />
      <NotificationHost />
    </ThemeProvider>
  );
}
