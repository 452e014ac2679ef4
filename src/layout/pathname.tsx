import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const PathnameContext = createContext('/');

/**
 * The path on screen, for the frame around the page (sidebar, breadcrumb, badges): they change
 * with the page, not with its query, so paging or sorting a list does not draw them again.
 */
export function PathnameProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>;
}

export const usePathname = (): string => useContext(PathnameContext);
