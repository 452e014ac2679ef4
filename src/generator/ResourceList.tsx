import type { ReactNode } from 'react';
import { resources } from '../../resources';
import { canAccess } from '../providers/access';
import { useSessionRoles } from '../providers/useSessionRoles';
import { GeneratedList } from './views';

/**
 * A resource's generated list inside a bespoke page (a resource file naming `embeddedIn`): the
 * page keeps its own layout, the list keeps its columns, paging and remembered pagination.
 * A member lacking the resource's permission sees `denied` instead, and nothing is fetched.
 */
export function ResourceList({ name, denied = null }: { name: string; denied?: ReactNode }) {
  const roles = useSessionRoles();
  const definition = resources.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`No resource file named ${name}`);
  const required = definition.permission ? [definition.permission] : [];
  if (!canAccess(roles, required)) return <>{denied}</>;
  return <GeneratedList definition={definition} embedded />;
}
