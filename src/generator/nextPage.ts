import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useListContext, type SortPayload } from 'react-admin';

/** How long a page fetched ahead counts as fresh: 次のページ then shows it without asking again. */
const AHEAD_FRESH_MS = 30_000;

/** The list pages fetched ahead and not shown yet (the cache's own query objects). */
const fetchedAhead = new WeakSet<object>();

/**
 * A generated list's query options. A page fetched ahead is shown from the cache when the member
 * turns to it; every other page is asked for whenever the list shows it, as react-admin does, and
 * a list opened anew asks for its page whatever the cache holds.
 */
export const LIST_QUERY_OPTIONS = {
  staleTime: (query: object): number => (fetchedAhead.has(query) ? AHEAD_FRESH_MS : 0),
  refetchOnMount: 'always',
} as const;

/**
 * Once a list page's rows are in, fetches the next page into react-admin's cache (the same query
 * key `useGetList` asks with), so 次のページ draws it at once instead of waiting on the network.
 * Only when there is a next page, and only one page ahead: a member reading the list costs one
 * extra small request, never the whole list. `permanentFilter` is the `filter` given to ListBase.
 */
export function NextPageAhead({
  permanentFilter,
}: {
  permanentFilter: Record<string, unknown> | undefined;
}): null {
  const { resource, page, perPage, total, sort, filterValues, isPending, isFetching, error } =
    useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const hasNext = typeof total === 'number' && page * perPage < total;
  const ready = hasNext && !isPending && !isFetching && !error;
  // Compared by value: the context hands a new object for the same filter or order on each render.
  const filter = JSON.stringify({ ...filterValues, ...permanentFilter });
  const order = JSON.stringify(sort);
  useEffect(() => {
    const shown = queryClient
      .getQueryCache()
      .find({ queryKey: listQueryKey(resource, page, perPage, order, filter), exact: true });
    // Shown once, it is a page like any other. Let go once this commit's effects have run: the
    // list's own query (a parent's effect, after this one) has then taken it without asking.
    if (shown && fetchedAhead.has(shown)) setTimeout(() => fetchedAhead.delete(shown));
  }, [resource, page, perPage, order, filter, queryClient]);
  useEffect(() => {
    if (!ready) return;
    const queryKey = listQueryKey(resource, page + 1, perPage, order, filter);
    const [, , params] = queryKey;
    // A failure stays out of sight: the click then asks as it always did, and shows any error.
    void queryClient
      .prefetchQuery({
        queryKey,
        queryFn: () =>
          dataProvider.getList(resource, params).then(({ data, total: count, pageInfo, meta }) => ({
            data,
            total: count,
            pageInfo,
            meta,
          })),
        staleTime: AHEAD_FRESH_MS,
      })
      .then(() => {
        const query = queryClient.getQueryCache().find({ queryKey, exact: true });
        // A page the member turned to while it was on its way is shown already.
        if (query?.state.status === 'success' && query.getObserversCount() === 0) {
          fetchedAhead.add(query);
        }
      });
  }, [ready, resource, page, perPage, order, filter, dataProvider, queryClient]);
  return null;
}

/** The key react-admin's `useGetList` caches a list page under (`order`, `filter`: as JSON). */
function listQueryKey(
  resource: string,
  page: number,
  perPage: number,
  order: string,
  filter: string,
) {
  const params = {
    pagination: { page, perPage },
    sort: JSON.parse(order) as SortPayload,
    filter: JSON.parse(filter) as Record<string, unknown>,
    meta: undefined,
  };
  return [resource, 'getList', params] as const;
}
