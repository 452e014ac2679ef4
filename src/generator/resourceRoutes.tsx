import type { ReactElement } from 'react';
import type { RouteMeta } from '../layout/guards';
import { lazyPage } from '../layout/lazyPage';
import type { ResourceDefinition, View } from './defineResource';
import { viewMeta } from './viewMeta';

type ViewProps = { definition: ResourceDefinition };

// Each kind of view loads with the first page that shows one, not with the shell.
const GeneratedList = lazyPage<ViewProps>(() =>
  import('./ListView').then((m) => ({ default: m.GeneratedList })),
);
const GeneratedShow = lazyPage<ViewProps>(() =>
  import('./ShowView').then((m) => ({ default: m.GeneratedShow })),
);
const GeneratedEdit = lazyPage<ViewProps>(() =>
  import('./EditView').then((m) => ({ default: m.GeneratedEdit })),
);

export interface GeneratedRoute {
  path: string;
  meta: RouteMeta;
  element: ReactElement;
}

const VIEWS: Partial<Record<View, (definition: ResourceDefinition) => ReactElement>> = {
  list: (definition) => <GeneratedList definition={definition} />,
  show: (definition) => <GeneratedShow definition={definition} />,
  edit: (definition) => <GeneratedEdit definition={definition} />,
};

/** A resource file → its routes at the exact URLs it names, each with its page meta. */
export function resourceRoutes(definition: ResourceDefinition): GeneratedRoute[] {
  return (Object.keys(VIEWS) as View[]).flatMap((view) => {
    const path = definition.routes[view];
    const render = VIEWS[view];
    if (!path || !render) return [];
    return [{ path, meta: viewMeta(definition, view), element: render(definition) }];
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
