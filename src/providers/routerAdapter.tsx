import { useEffect, useRef, useCallback, type ReactNode } from 'react';
import type { RouterBlocker, RouterNavigateFunction, RouterProvider } from 'ra-core';
import {
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useInRouterContext,
  useLocation,
  useMatch,
  useParams,
  useNavigate as useRouterNavigate,
} from 'react-router-dom';

/** A navigate function that stays the same across renders and always calls the latest one. */
function useNavigate(): RouterNavigateFunction {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<RouterNavigateFunction>(
    (to, options) =>
      void (typeof to === 'number' ? latest.current(to) : latest.current(to, options)),
    [],
  );
}

/** The portal mounts react-admin inside its own BrowserRouter (src/App.tsx). */
function RouterWrapper({ children }: { children: ReactNode }) {
  if (!useInRouterContext()) throw new Error('react-admin must render inside the portal router');
  return children;
}

/**
 * Blocking a navigation (react-admin's warnWhenUnsavedChanges) needs react-router's data router;
 * the portal's BrowserRouter is not one, so react-admin never asks (useCanBlock says no).
 */
function useBlocker(): RouterBlocker {
  throw new Error('navigation blocking needs a data router, which the portal does not use');
}

/**
 * react-admin's routing over the portal's BrowserRouter: react-admin's own adapter, without the
 * hash router it creates when it finds none, nor the navigation blocker, which both need
 * react-router's data router (a third of react-router's code, loaded on every signed-in page and
 * never run). The build has react-admin import this module in place of its adapter
 * (server/librarySwaps.ts), so react-admin's default is this one.
 */
export const reactRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  // react-router's types are stricter than react-admin's; the values are react-admin's own.
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock: () => false,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
