import { useMemo, useSyncExternalStore } from 'react';
import { session } from './session';

const rolesSnapshot = () => session.roles().join(',');

/** The member's roles, re-read whenever the session changes (here or in another tab). */
export function useSessionRoles(): string[] {
  // A joined string is a stable snapshot; the array is rebuilt only when it changes.
  const roles = useSyncExternalStore(session.subscribe, rolesSnapshot, rolesSnapshot);
  return useMemo(() => (roles ? roles.split(',') : []), [roles]);
}
