import type { AuthProvider } from 'react-admin';
import { canAccess, type Permission } from '../providers/access';
import { session } from '../providers/session';
import type { ResourceDefinition, View } from './defineResource';

/** Who may open one view of a resource: its permission (per view if given) and staff flag. */
export function viewAccess(definition: ResourceDefinition, view: View) {
  const own = definition.permissions?.[view];
  // A view's own entry wins, null (anyone signed in) included.
  const permission = own === undefined ? definition.permission : own;
  const permissions: Permission[] = permission ? [permission] : [];
  const { staff = false } = definition;
  return { permissions, staff: typeof staff === 'boolean' ? staff : staff.includes(view) };
}

/** Whether roles may open the view (the route guard decides the same way). */
export function mayOpen(roles: readonly string[], definition: ResourceDefinition, view: View) {
  const { permissions, staff } = viewAccess(definition, view);
  return canAccess(roles, permissions, staff);
}

/** react-admin's actions, as the view whose permission they need. */
const VIEW_OF_ACTION: Readonly<Record<string, View>> = {
  list: 'list',
  export: 'list',
  show: 'show',
  edit: 'edit',
  delete: 'edit',
};

/**
 * The auth provider with react-admin's `canAccess` answered from the resource files and
 * src/providers/access.ts, so `useCanAccess` / `<CanAccess>` in a view decide as the route guard
 * does. A resource no file names is a bespoke page's business (its route meta), so it is allowed.
 */
export function withResourceAccess(
  provider: AuthProvider,
  definitions: readonly ResourceDefinition[],
): AuthProvider {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  return {
    ...provider,
    canAccess: async ({ resource, action }) => {
      const definition = resource ? byName.get(resource) : undefined;
      if (!definition) return true;
      const view = VIEW_OF_ACTION[action];
      return view !== undefined && mayOpen(session.roles(), definition, view);
    },
  };
}
