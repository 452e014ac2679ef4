import type { ReactNode } from 'react';
import { resources } from '../../resources';
import { useSessionRoles } from '../providers/useSessionRoles';
import { mayOpen } from './viewAccess';
import { GeneratedList } from './ListView';

/**
 * A resource's generated list inside a bespoke page (a resource file naming `embeddedIn`): the
 * page keeps its own layout, the list keeps its columns, paging and remembered pagination.
 * A member lacking the resource's permission sees `denied` instead, and nothing is fetched.
 */
export function ResourceList({ name, denied = null }: { name: string; denied?: ReactNode }) {
  const roles = useSessionRoles();
  const definition = resources.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`No resource file named ${name}`);
  if (!mayOpen(roles, definition, 'list')) return <>{denied}</>;
  return <GeneratedList definition={definition} embedded />;
}
