import type { RouteMeta } from '../layout/guards';
import type { ResourceDefinition, View } from './defineResource';
import { viewAccess } from './viewAccess';

const SUFFIX: Record<View, string> = { list: '一覧', show: '詳細', edit: '編集', create: '登録' };

/** The page meta of one view of a resource: its title (the page's h1), access and parent. */
export function viewMeta(definition: ResourceDefinition, view: View): RouteMeta {
  const listRoute = definition.routes.list;
  const listTitle = definition.titles?.list ?? `${definition.label}${SUFFIX.list}`;
  const { permissions, staff } = viewAccess(definition, view);
  return {
    title: definition.titles?.[view] ?? `${definition.label}${SUFFIX[view]}`,
    permissions,
    ...(staff ? { staff } : {}),
    parent: view !== 'list' && listRoute ? { title: listTitle, path: listRoute } : undefined,
  };
}
