import type { ListParams } from 'react-admin';
import type { ResourceDefinition } from '../../generator/defineResource';
import { toListRequest } from '../../providers/dataProvider';

const PAGING = new Set(['SkipCount', 'MaxResultCount']);

/**
 * The export's parameters: the list's filters and sort exactly as the data provider sends them
 * (the embedded list keeps them in react-admin's store under `paginationRequest.<name>`), without
 * SkipCount/MaxResultCount: the file holds every matching row, not the page on screen.
 */
export function exportRequest(
  stored: Partial<ListParams> | undefined,
  definition: ResourceDefinition,
): Record<string, unknown> {
  const defaultSort = definition.list?.sort;
  const field = stored?.sort ?? defaultSort?.field;
  const order = stored?.sort ? stored.order : defaultSort?.order;
  const filter = Object.fromEntries(
    Object.entries(stored?.filter ?? {}).filter(([, value]) => value !== '' && value != null),
  );
  const request = toListRequest({
    sort: field ? { field, order: order ?? 'ASC' } : undefined,
    filter,
  });
  return Object.fromEntries(Object.entries(request).filter(([key]) => !PAGING.has(key)));
}
