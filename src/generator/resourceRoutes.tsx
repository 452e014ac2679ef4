import type { ReactElement } from 'react';
import type { RouteMeta } from '../layout/guards';
import type { ResourceDefinition, View } from './defineResource';
import { viewMeta } from './viewMeta';
import { GeneratedList } from './ListView';
import { GeneratedEdit, GeneratedShow } from './views';

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
