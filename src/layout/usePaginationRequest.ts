import { useStore, useStoreContext } from 'react-admin';
import { PAGINATION } from '../config/constants';
import type { PaginationState } from './ListPagination';

/** What every remembered list request holds; a list may keep its filters beside them. */
export interface PageRequest {
  page: number;
  perPage: number;
}

const FIRST_PAGE: PageRequest = { page: 1, perPage: PAGINATION.perPage };

/**
 * The remembered request of a bespoke list, kept in react-admin's store under
 * `paginationRequest.<name>` as the generated lists keep theirs (SPEC §2, DESIGN §5): what
 * `PaginationControls` needs (a new page size goes back to page 1), the paging parameters of the
 * list call (SkipCount, MaxResultCount) and `update` for the list's own filters. `initial` must be
 * a constant (react-admin's store watches it).
 */
export function usePaginationRequest<T extends PageRequest>(
  name: string,
  initial: T = FIRST_PAGE as T,
) {
  const key = `paginationRequest.${name}`;
  const [stored] = useStore<T>(key, initial);
  const store = useStoreContext();
  const request: T = { ...initial, ...stored };
  // Read the store when writing, not the rendered value: a page size change writes twice
  // (the size, then page 1) before the list renders again.
  const update = (change: Partial<T>) =>
    store.setItem<T>(key, { ...initial, ...store.getItem<T>(key), ...change });
  const controls: Omit<PaginationState, 'total'> = {
    page: request.page,
    perPage: request.perPage,
    setPage: (page) => update({ page } as Partial<T>),
    setPerPage: (perPage) => update({ perPage, page: 1 } as Partial<T>),
  };
  return {
    request,
    update,
    controls,
    /** The paging parameters of the list call. */
    params: { SkipCount: (request.page - 1) * request.perPage, MaxResultCount: request.perPage },
  };
}
