import { resources } from '../resources';
import { viewMeta } from './generator/viewMeta';
import type { Permission } from './providers/access';
import { pageRoutes } from './routes';

/** The permissions of every signed-in page, bespoke and generated, by lower-case path. */
const permissionsByPath = new Map<string, readonly Permission[]>();
for (const route of pageRoutes) {
  permissionsByPath.set(route.path.toLowerCase(), route.meta.permissions ?? []);
}
for (const definition of resources) {
  const path = definition.routes.list;
  if (path)
    permissionsByPath.set(path.toLowerCase(), viewMeta(definition, 'list').permissions ?? []);
}

/**
 * What the page at `path` needs (its route meta), for the sidebar to mark an entry the member
 * cannot open yet; SPEC §2's sidebar spells some paths in another case than their routes.
 */
export const permissionsAt = (path: string): readonly Permission[] =>
  permissionsByPath.get(path.toLowerCase()) ?? [];
