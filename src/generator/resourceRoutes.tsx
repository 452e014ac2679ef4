import type { ReactElement } from 'react';
import type { RouteMeta } from '../layout/guards';
import type { ResourceDefinition, View } from './defineResource';
import type { LazyPage } from '../layout/lazyPage';
import { LazyListFilters } from './lazyFilters';
import { LazyList } from './lazyList';
import { LazyEdit, LazyShow } from './lazyViews';
import { viewMeta } from './viewMeta';

export interface GeneratedRoute {
  path: string;
  meta: RouteMeta;
  element: ReactElement;
  /** Starts loading the view's chunk. */
  preload: () => Promise<void>;
}

const VIEWS: Partial<Record<View, LazyPage<{ definition: ResourceDefinition }>>> = {
  list: LazyList,
  show: LazyShow,
  edit: LazyEdit,
};

/** A resource file → its routes at the exact URLs it names, each with its page meta. */
export function resourceRoutes(definition: ResourceDefinition): GeneratedRoute[] {
  return (Object.keys(VIEWS) as View[]).flatMap((view) => {
    const path = definition.routes[view];
    const Page = VIEWS[view];
    if (!path || !Page) return [];
    const element = <Page definition={definition} />;
    // A list with filters fetches them beside its view, not once the view has drawn.
    const preload =
      view === 'list' && definition.list?.filters?.length
        ? () => Promise.all([Page.preload(), LazyListFilters.preload()]).then(() => undefined)
        : Page.preload;
    return [{ path, meta: viewMeta(definition, view), element, preload }];
  });
}

/** Resource labels under react-admin's i18n keys (DESIGN §3). */
export function resourceMessages(definitions: readonly ResourceDefinition[]) {
  return {
    resources: Object.fromEntries(
      definitions.map((definition) => [
        definition.name,
        {
          name: definition.label,
          fields: Object.fromEntries(definition.fields.map((field) => [field.source, field.label])),
        },
      ]),
    ),
  };
}
