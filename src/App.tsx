import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { CoreAdminContext, DefaultTitleContextProvider, useScrollToTop } from 'ra-core';
import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resources } from '../resources';
import menu from '../resources/menu';
import { DemoPathsContext } from './components/unreadApplications';
import { BASE_PATH, PHONE_WIDTH } from './config/constants';
import { DEMO_PATHS } from './demos/catalog';
import { ResourcesContext } from './generator/embeddedAt';
import { resourceMessages, resourceRoutes } from './generator/resourceRoutes';
import { withResourceAccess } from './generator/viewAccess';
import { AppLayout } from './layout/AppLayout';
import { NotificationBridge } from './layout/NotificationBridge';
import { RouteGuard } from './layout/RouteGuard';
import { PathnameProvider } from './layout/pathname';
import { routeTable } from './layout/routeTable';
import { RouteTitles } from './layout/routeTitles';
import { SidebarMenu } from './layout/SidebarMenu';
import { SignInPage } from './layout/SignInPage';
import { adminTheme } from './layout/adminTheme';
import { apiClient } from './providers/apiClient';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { session } from './providers/session';
import { createStore } from './providers/store';
import { queryClient } from './providers/queryClient';
import { permissionsAt } from './routePermissions';
import { layoutRoutes, publicRoutes, type PageRoute } from './routes';

const dataProvider = createDataProvider(apiClient, resources);
const i18nProvider = createI18nProvider(resourceMessages(resources));
// Generated views ask react-admin's canAccess, answered from the resource files.
const portalAuthProvider = withResourceAccess(authProvider, resources);
const store = createStore(i18nProvider.getLocale());
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

/**
 * A bespoke page behind its guard, loaded on demand. While it loads it suspends to the layout's
 * boundary: a navigation (a transition) keeps the last page on screen until the next is ready.
 */
function GuardedPage({ route: { meta, page: Page } }: { route: PageRoute }) {
  return (
    <RouteGuard meta={meta}>
      <Page />
    </RouteGuard>
  );
}

interface Screen {
  element: ReactElement;
  /** Starts loading the page's chunk. */
  preload: () => Promise<void>;
  /** Sign-in pages render on their own, outside the signed-in layout. */
  noLayout?: boolean;
}

/** A bespoke page's screen: behind its guard, its chunk loadable ahead of the render. */
const guardedScreen = (route: PageRoute): Screen => ({
  element: <GuardedPage route={route} />,
  preload: route.page.preload,
});

const screens = routeTable<Screen>([
  ...publicRoutes.map(({ path, page }) => ({
    path,
    value: { element: <SignInPage page={page} />, preload: page.preload, noLayout: true },
  })),
  // Resources at their own exact URLs: unknown paths under them answer 404.
  ...resources.flatMap(resourceRoutes).map(({ path, meta, element, preload }) => ({
    path,
    value: { element: <RouteGuard meta={meta}>{element}</RouteGuard>, preload },
  })),
  ...layoutRoutes.map((route) => ({ path: route.path, value: guardedScreen(route) })),
]);

const routeTitles = new Map(layoutRoutes.map((route) => [route.path, route.meta.title]));

// The same element on every page: the sidebar redraws by its own state only.
const sidebarMenu = <SidebarMenu menu={menu} permissionsAt={permissionsAt} />;

/**
 * Loads the chunk of the page at `pathname` (app-relative), so the shell, once in, draws it at
 * once rather than suspending on it.
 */
export const preloadScreen = (pathname: string): Promise<void> =>
  screens(pathname)?.value.preload() ?? Promise.resolve();

/** Unknown paths are routes without page meta: the guard answers 404 (SPEC §2). */
const notFound = <RouteGuard meta={undefined}>{null}</RouteGuard>;

/**
 * The page at the current URL, found in one table lookup; rendered under a `<Route>` of its own
 * pattern so the page reads its `:params`, and keyed by it, so another route is another page.
 */
function Screens() {
  useScrollToTop();
  const { pathname } = useLocation();
  const route = screens(pathname);
  const page = route ? (
    <Routes key={route.path}>
      <Route path={route.path} element={route.value.element} />
    </Routes>
  ) : (
    notFound
  );
  return route?.value.noLayout ? page : <AppLayout menu={sidebarMenu}>{page}</AppLayout>;
}

/**
 * The signed-in app: react-admin's core (providers, caches, store, i18n) under the portal's own
 * layout and routes; react-admin's views render inside it. Not react-admin's `<Admin>`: its UI
 * shell (login, loading and error pages, its own notifications) and its route configuration,
 * which renders the whole app twice at start, are work the portal does not use.
 */
export default function App() {
  return (
    <BrowserRouter basename={BASE_PATH}>
      <CoreAdminContext
        authProvider={portalAuthProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
      >
        <DefaultTitleContextProvider value="会員ポータル">
          <ThemeProvider theme={adminTheme}>
            <CssBaseline enableColorScheme />
            <ResourcesContext value={resources}>
              <DemoPathsContext value={DEMO_PATHS}>
                <PathnameProvider>
                  <RouteTitles value={routeTitles}>
                    <Screens />
                  </RouteTitles>
                </PathnameProvider>
              </DemoPathsContext>
            </ResourcesContext>
            <NotificationBridge />
          </ThemeProvider>
        </DefaultTitleContextProvider>
      </CoreAdminContext>
    </BrowserRouter>
  );
}
