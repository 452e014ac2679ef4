import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { Suspense } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { resources } from '../resources';
import { identityHeaders } from './api/headers';
import { BASE_PATH } from './config/constants';
import { resourceRoutes } from './generator/resourceRoutes';
import { withResourceAccess } from './generator/viewAccess';
import { AppLayout } from './layout/AppLayout';
import { NotificationBridge } from './layout/NotificationBridge';
import { LoadingFallback } from './layout/PageLoader';
import { PHONE_WIDTH } from './layout/theme';
import { RouteGuard } from './layout/RouteGuard';
import { SignInPage } from './layout/SignInPage';
import { adminTheme } from './layout/adminTheme';
import {
  dashboardRoute,
  noLoginRoutes,
  pageRoutes,
  publicRoutes,
  type PageRoute,
} from './pages/routes';
import { demoRoutes } from './pages/demos/demoRoutes';
import { apiClient } from './providers/apiClient';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { session } from './providers/session';
import { queryClient } from './providers/queryClient';

const dataProvider = createDataProvider(apiClient, resources, () =>
  identityHeaders(session.identity()),
);
const i18nProvider = createI18nProvider(resources);
// Generated views ask react-admin's canAccess, answered from the resource files.
const portalAuthProvider = withResourceAccess(authProvider, resources);
const store = localStorageStore('1', 'member-portal');
// On a phone the sidebar is a drawer over the page (and the page hidden from assistive
// technology while it is open): each visit starts with it closed, whatever a wider window or a
// reload with the drawer open left in the store.
if (window.matchMedia?.(PHONE_WIDTH).matches) store.removeItem('sidebar.open');

const memberKey = () => `${session.isSignedIn()}:${session.userInfo()?.memberId ?? ''}`;
let member = memberKey();

/**
 * When the member changes (sign-out, expiry, another member signing in, here or in another tab),
 * nothing fetched or remembered for the last one may show: react-admin's caches start empty.
 * Subscribed for the module's life, not the shell's: a change made while the shell is not
 * mounted (signing in on a sign-in page) must clear them too.
 */
session.subscribe(() => {
  const next = memberKey();
  if (next === member) return;
  member = next;
  queryClient.clear();
  store.reset();
});

const generatedRoutes = resources.flatMap(resourceRoutes);

/** Unknown paths are routes without page meta: the guard answers 404 (SPEC §2). */
const NotFound = () => <RouteGuard meta={undefined}>{null}</RouteGuard>;

/** A bespoke page behind its guard, loaded on demand. */
function GuardedPage({ route: { meta, page: Page } }: { route: PageRoute }) {
  return (
    <RouteGuard meta={meta}>
      <Suspense fallback={<LoadingFallback />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
}

/** The home route `/` shows the dashboard too (SPEC §2). */
const Dashboard = () => <GuardedPage route={dashboardRoute} />;

/**
 * The signed-in app: react-admin with generated resources and the bespoke pages. Resources are
 * routed at their own exact URLs (no `<Resource>` elements, whose `name/*` routes would swallow
 * unknown paths under them instead of answering 404).
 */
export default function App() {
  return (
    <BrowserRouter basename={BASE_PATH}>
      <Admin
        title="会員ポータル"
        theme={adminTheme}
        layout={AppLayout}
        dashboard={Dashboard}
        authProvider={portalAuthProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        loginPage={false}
        catchAll={NotFound}
        notification={NotificationBridge}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          {publicRoutes.map(({ path, page }) => (
            <Route key={path} path={path} element={<SignInPage page={page} />} />
          ))}
        </CustomRoutes>
        <CustomRoutes>
          {generatedRoutes.map(({ path, meta, element }) => (
            <Route
              key={path}
              path={path}
              element={<RouteGuard meta={meta}>{element}</RouteGuard>}
            />
          ))}
          {[...pageRoutes, ...noLoginRoutes, ...demoRoutes].map((route) => (
            <Route key={route.path} path={route.path} element={<GuardedPage route={route} />} />
          ))}
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
