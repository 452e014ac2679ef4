import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DASHBOARD_PATH, HOME_PATH } from '../config/constants';
import { useSessionRoles } from '../providers/useSessionRoles';
import { useEmbeddedAt } from './embeddedAt';
import { mayOpen } from './viewAccess';
import { GeneratedList } from './ListView';

/**
 * The generated lists whose resource files name this page in `embeddedIn`, where a bespoke page
 * leaves room for them: the file decides which list a page shows, the page only where. Each keeps
 * its columns, paging and remembered pagination. A member lacking a list's permission sees
 * `denied` instead, and nothing is fetched.
 */
export function EmbeddedLists({ denied = null }: { denied?: ReactNode }) {
  const { pathname } = useLocation();
  const roles = useSessionRoles();
  // The dashboard is the home page too.
  const embedded = useEmbeddedAt(pathname === HOME_PATH ? DASHBOARD_PATH : pathname);
  if (embedded.length === 0 && import.meta.env.DEV) {
    throw new Error(`No resource file names ${pathname} in embeddedIn`);
  }
  return embedded.map((definition) =>
    mayOpen(roles, definition, 'list') ? (
      <GeneratedList key={definition.name} definition={definition} embedded />
    ) : (
      <span key={definition.name}>{denied}</span>
    ),
  );
}
