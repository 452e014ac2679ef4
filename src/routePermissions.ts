import { resources } from '../resources';
import type { CallName } from './api/contract';
import type { ResourceDefinition, View } from './generator/defineResource';
import { viewAccess } from './generator/viewAccess';
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

/** A button or a download, as far as its calls go. */
type Action = { label?: string; call?: CallName; callBy?: { calls: Record<string, CallName> } };

const actionCalls = (actions: readonly Action[] | undefined): (CallName | undefined)[] =>
  (actions ?? []).flatMap((action) => [action.call, ...Object.values(action.callBy?.calls ?? {})]);

/**
 * The calls one generated view makes itself: its data, its buttons' and its fields' downloads
 * (lookups, shared by every form, are not its own).
 */
function viewCalls(definition: ResourceDefinition, view: View): CallName[] {
  const { api } = definition;
  const fields = definition.fields.filter((field) => field.views.includes(view));
  const calls = [
    ...{
      list: [api?.list, ...actionCalls(definition.list?.actions)],
      show: [api?.one, ...actionCalls(definition.show?.actions)],
      edit: [api?.one, api?.update, api?.delete],
    }[view],
    ...(view === 'list' ? actionCalls(definition.list?.rowActions) : []),
    ...actionCalls(fields.map((field) => field.download ?? {})),
  ];
  return calls.filter((call): call is CallName => call !== undefined);
}

/**
 * The calls a member lacking `permission` must be refused: those serving member pages that need
 * it (the bespoke pages' own `calls`, the generated views' calls) and no page open without it.
 * Staff pages do not count: every staff role holds what a member page needs.
 */
export function memberCallsNeeding(permission: Permission): ReadonlySet<CallName> {
  const needing = new Set<CallName>();
  const open = new Set<CallName>();
  const add = (calls: readonly CallName[], permissions: readonly Permission[]) => {
    for (const call of calls) (permissions.includes(permission) ? needing : open).add(call);
  };
  for (const route of pageRoutes)
    if (!route.meta.staff) add(route.calls ?? [], route.meta.permissions ?? []);
  for (const definition of resources)
    // The views the resource has pages for (its routes are keyed by view).
    for (const view of Object.keys(definition.routes) as View[]) {
      const { permissions, staff } = viewAccess(definition, view);
      if (!staff) add(viewCalls(definition, view), permissions);
    }
  return new Set([...needing].filter((call) => !open.has(call)));
}
