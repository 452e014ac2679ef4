import { withPaymentProvider } from '../config/env';
import type { RouteMeta } from '../layout/guards';
import type { ResourceDefinition, View } from './defineResource';
import { viewAccess } from './viewAccess';

const SUFFIX: Record<View, string> = { list: '一覧', show: '詳細', edit: '編集' };

/** The page meta of one view of a resource: its title (the page's h1), access and parent. */
export function viewMeta(definition: ResourceDefinition, view: View): RouteMeta {
  const listRoute = definition.routes.list;
  const titleOf = (of: View) =>
    withPaymentProvider(definition.titles?.[of] ?? `${definition.label}${SUFFIX[of]}`);
  const listTitle = titleOf('list');
  const { permissions, staff } = viewAccess(definition, view);
  return {
    title: titleOf(view),
    permissions,
    ...(staff ? { staff } : {}),
    parent: view !== 'list' && listRoute ? { title: listTitle, path: listRoute } : undefined,
  };
}
