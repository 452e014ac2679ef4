import { useState } from 'react';
import { PAGINATION } from '../config/constants';
import { toListRequest } from '../providers/dataProvider';
import type { PaginationState } from './ListPagination';

/**
 * The page of a bespoke list that SPEC §2 does not ask to remember: it lives with the component.
 * (The remembered lists are generated: react-admin keeps theirs under `paginationRequest.<name>`.)
 * `controls` feed `PaginationControls`, `params` the list call.
 */
export function usePageState() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGINATION.perPage);
  const controls: Omit<PaginationState, 'total'> = {
    page,
    perPage,
    setPage,
    // PaginationControls itself goes back to page 1 after a new size (SPEC §2), for every list.
    setPerPage,
  };
  return { controls, params: toListRequest({ pagination: { page, perPage } }) };
}
