import { canAccess, type Permission } from '../providers/access';
import type { ResourceDefinition, View } from './defineResource';

/** Who may open one view of a resource: its permission (per view if given) and staff flag. */
export function viewAccess(definition: ResourceDefinition, view: View) {
  const permission = definition.permissions?.[view] ?? definition.permission;
  const permissions: Permission[] = permission ? [permission] : [];
  return { permissions, staff: definition.staff ?? false };
}

/** Whether roles may open the view (the route guard decides the same way). */
export function mayOpen(roles: readonly string[], definition: ResourceDefinition, view: View) {
  const { permissions, staff } = viewAccess(definition, view);
  return canAccess(roles, permissions, staff);
}
