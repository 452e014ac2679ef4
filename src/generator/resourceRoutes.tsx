import type { ReactElement } from 'react';
import type { RouteMeta } from '../layout/guards';
import type { ResourceDefinition, View } from './defineResource';
import { viewAccess } from './viewAccess';
import { GeneratedEdit, GeneratedList, GeneratedShow } from './views';

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

const SUFFIX: Record<View, string> = { list: '一覧', show: '詳細', edit: '編集', create: '登録' };

/** A resource file → its routes at the exact URLs it names, each with its page meta. */
export function resourceRoutes(definition: ResourceDefinition): GeneratedRoute[] {
  const listRoute = definition.routes.list;
  const listTitle = definition.titles?.list ?? `${definition.label}${SUFFIX.list}`;
  return (Object.keys(VIEWS) as View[]).flatMap((view) => {
    const path = definition.routes[view];
    const render = VIEWS[view];
    if (!path || !render) return [];
    const { permissions, staff } = viewAccess(definition, view);
    const meta: RouteMeta = {
      title: definition.titles?.[view] ?? `${definition.label}${SUFFIX[view]}`,
      permissions,
      ...(staff ? { staff } : {}),
      parent: view !== 'list' && listRoute ? { title: listTitle, path: listRoute } : undefined,
    };
    return [{ path, meta, element: render(definition) }];
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
