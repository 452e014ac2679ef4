import { useState } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import { PAGINATION } from '../config/constants';
import type { PaginationState } from './ListPagination';

/** What every list request holds; a list may keep its filters beside them. */
export interface PageRequest {
  page: number;
  perPage: number;
}

const FIRST_PAGE: PageRequest = { page: 1, perPage: PAGINATION.perPage };

/** A bespoke list's request, with what `PaginationControls` and the list call need from it. */
function paging<T extends PageRequest>(request: T, update: (change: Partial<T>) => void) {
  const controls: Omit<PaginationState, 'total'> = {
    page: request.page,
    perPage: request.perPage,
    setPage: (page) => update({ page } as Partial<T>),
    // PaginationControls itself goes back to page 1 after a new size (SPEC §2), for every list.
    setPerPage: (perPage) => update({ perPage } as Partial<T>),
  };
  return {
    request,
    update,
    controls,
    /** The paging parameters of the list call. */
    params: { SkipCount: (request.page - 1) * request.perPage, MaxResultCount: request.perPage },
  };
}

/**
 * The remembered request of a bespoke list, kept in react-admin's store under
 * `paginationRequest.<name>` as the generated lists keep theirs (SPEC §2, DESIGN §5). `update`
 * also serves the list's own filters. `initial` must be a constant (react-admin's store watches
 * it).
 */
export function usePaginationRequest<T extends PageRequest>(
  name: string,
  initial: T = FIRST_PAGE as T,
) {
  const key = `paginationRequest.${name}`;
  const [stored] = useStore<T>(key, initial);
  const store = useStoreContext();
  // Read the store when writing, not the rendered value: a page size change writes twice
  // (the size, then page 1) before the list renders again.
  return paging<T>({ ...initial, ...stored }, (change) =>
    store.setItem<T>(key, { ...initial, ...store.getItem<T>(key), ...change }),
  );
}

/** The same for a list that SPEC §2 does not ask to remember: its page lives with the component. */
export function usePageState<T extends PageRequest>(initial: T = FIRST_PAGE as T) {
  const [request, setRequest] = useState<T>(initial);
  return paging<T>(request, (change) => setRequest((current) => ({ ...current, ...change })));
}
