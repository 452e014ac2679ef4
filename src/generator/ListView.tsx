import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import {
  ListBase,
  ListContextProvider,
  TopToolbar,
  useListContext,
  useStoreContext,
  type SortPayload,
} from 'react-admin';
import { usePhone } from '../layout/usePhone';
import {
  Suspense,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { DeviceDateNotice } from '../components/DeviceDateNotice';
import { DownloadButton } from '../components/DownloadButton';
import { Section } from '../components/Section';
import { PaginationControls } from '../layout/ListPagination';
import { canAccess } from '../providers/access';
import { toQueryRequest } from '../providers/dataProvider';
import { useSessionRoles } from '../providers/useSessionRoles';
import {
  LIST_DEFAULTS,
  type FilterDefinition,
  type ListAction,
  type ResourceDefinition,
} from './defineResource';
import { withoutEmpty } from './filterValues';
import { LazyListFilters as ListFilters } from './lazyFilters';
import { linkedFilter } from './paths';
import { RecordTable } from './RecordTable';
import { StackedRows } from './StackedRows';
import { HighlightPager } from './highlight';
import { judgesByToday } from './rowValues';
import { LIST_QUERY_OPTIONS, NextPageAhead } from './nextPage';
import { viewAccess } from './viewAccess';
import { describeError, QUIET } from './viewParts';
import { ErrorPage } from '../layout/ErrorPage';

/** react-admin's list state through the portal's pagination control. */
export function ListPagination() {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  return <PaginationControls {...{ page, perPage, total, setPage, setPerPage }} />;
}

/**
 * An export's parameters: the list's filters and sort exactly as the data provider sends them,
 * without SkipCount/MaxResultCount, so the file holds every matching row, not the page on screen.
 */
export function exportParams(
  definition: ResourceDefinition,
  filterValues: Record<string, unknown>,
  sort: SortPayload | undefined,
): Record<string, unknown> {
  return toQueryRequest({
    sort,
    filter: withoutEmpty({ ...definition.list?.filter, ...filterValues }),
  });
}

function ActionButton({
  action,
  definition,
}: {
  action: ListAction;
  definition: ResourceDefinition;
}) {
  const { filterValues, sort } = useListContext();
  if (action.type === 'link') {
    return (
      <Button component={RouterLink} to={action.to} variant="contained">
        {action.label}
      </Button>
    );
  }
  return (
    <DownloadButton
      call={action.call}
      params={exportParams(definition, filterValues, sort)}
      label={action.label}
      variant="outlined"
    >
      {action.text}
    </DownloadButton>
  );
}

/**
 * The buttons above the list; on a phone the filters fold behind 絞り込み, which says how many
 * are set.
 */
function ListActions({
  definition,
  filtersOpen,
  toggleFilters,
  filtersId,
}: {
  definition: ResourceDefinition;
  filtersOpen: boolean;
  toggleFilters: (() => void) | null;
  filtersId: string;
}) {
  const { filterValues } = useListContext();
  const roles = useSessionRoles();
  const { staff } = viewAccess(definition, 'list');
  // A link to a page needing more than the list is offered only to those who may open it.
  const actions = (definition.list?.actions ?? []).filter(
    (action) =>
      action.type !== 'link' || !action.permission || canAccess(roles, [action.permission], staff),
  );
  const set = Object.keys(withoutEmpty(filterValues)).length;
  if (actions.length === 0 && !toggleFilters) return null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', minHeight: 0 }}>
      {toggleFilters && (
        <Button
          onClick={toggleFilters}
          startIcon={<FilterListIcon />}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
        >
          {set > 0 ? `絞り込み（${set}件指定中）` : '絞り込み'}
        </Button>
      )}
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} definition={definition} />
      ))}
    </TopToolbar>
  );
}

function ListError() {
  return <ErrorPage embedded {...describeError(useListContext().error)} />;
}

/**
 * react-admin's list page without its title and preference machinery (the page heading is the
 * layout's): the filters and buttons, the rows (or why they could not be fetched) in a card, the
 * pagination. A table wider than the column scrolls in its own box, never the page.
 */
function ListFrame({
  filters,
  actions,
  children,
}: {
  filters?: ReactElement;
  actions: ReactElement;
  children: ReactNode;
}) {
  const { error } = useListContext();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box
        sx={(theme) => ({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          width: '100%',
          [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
          [theme.breakpoints.down('sm')]: {
            backgroundColor: theme.palette.background.paper,
            flexWrap: 'inherit',
            flexDirection: 'column-reverse',
          },
        })}
      >
        {filters}
        <span />
        {actions}
      </Box>
      <Card sx={{ position: 'relative', overflow: 'inherit', boxShadow: { xs: 'none', sm: 1 } }}>
        {error ? <ListError /> : children}
      </Card>
      <ListPagination />
    </Box>
  );
}

/**
 * The list's first rows drawn in a render React can interrupt. They arrive while the page is
 * still starting (React Query's answers render synchronously), and drew every row, card and
 * filter in one task: on a phone, a tenth of a second in which a tap waits. Once rows are on
 * screen, a page or order the member asked for draws at once: they are waiting for it, and
 * deferring it cost a first click 25 ms.
 */
function DeferredList({ children }: { children: ReactNode }) {
  const list = useListContext();
  const deferred = useDeferredValue(list);
  // Pending only until the first rows: react-admin keeps the last rows while the next ones load.
  return (
    <ListContextProvider value={deferred.isPending ? deferred : list}>
      {children}
    </ListContextProvider>
  );
}

/** The filters of a phone's list, one a line under the 絞り込み toggle. */
function FoldedFilters({
  filters,
  open,
  id,
}: {
  filters: readonly FilterDefinition[];
  open: boolean;
  id: string;
}) {
  return (
    <Collapse in={open} id={id}>
      <Suspense fallback={null}>
        <ListFilters filters={filters} stacked />
      </Suspense>
    </Collapse>
  );
}

/**
 * A remembered list keeps SPEC §2's bare URL, so a link opening it with filters (the staff
 * dashboard's member counts by 会員状態) hands them over once: they become the remembered
 * request, at page 1, and the URL drops them. True while that is under way: the list waits, so
 * it never asks for the old request first.
 */
function useLinkedFilter(
  storeKey: string | false,
  filters: readonly FilterDefinition[] = [],
): boolean {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const store = useStoreContext();
  const filter = storeKey
    ? linkedFilter(
        search,
        filters.map((item) => item.source),
      )
    : null;
  const linked = filter && JSON.stringify(filter);
  useLayoutEffect(() => {
    if (!storeKey || !linked) return;
    const stored = store.getItem<Record<string, unknown>>(storeKey) ?? {};
    store.setItem(storeKey, { ...stored, filter: JSON.parse(linked) as unknown, page: 1 });
    navigate(pathname, { replace: true });
  }, [storeKey, linked, pathname, navigate, store]);
  return Boolean(linked);
}

const LIST_QUERY = { ...QUIET, ...LIST_QUERY_OPTIONS };

export function GeneratedList({
  definition,
  embedded = false,
  filter,
}: {
  definition: ResourceDefinition;
  /** One part of a bespoke page: the page's URL is not this list's to change. */
  embedded?: boolean;
  /** Sent with every request besides the file's `list.filter` (the record a page is about). */
  filter?: Record<string, unknown>;
}) {
  const list = { ...LIST_DEFAULTS, ...definition.list };
  const phone = usePhone();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const storeKey = list.rememberPagination ? `paginationRequest.${definition.name}` : false;
  const handingOver = useLinkedFilter(embedded ? false : storeKey, list.filters);
  const filters = list.filters ?? [];
  const folded = phone && filters.length > 0;
  const emptyText = <p>{list.emptyText ?? '該当するデータがありません。'}</p>;
  const rows = phone ? (
    <StackedRows definition={definition} empty={emptyText} />
  ) : (
    <RecordTable definition={definition} empty={emptyText} />
  );
  const permanentFilter = filter ? { ...list.filter, ...filter } : list.filter;
  const view = (
    <ListBase
      // One list's state never serves another: going from one generated list to the next
      // remounts it (react-admin's store hook would first answer with the last list's request).
      key={definition.name}
      resource={definition.name}
      // A remembered list keeps its request in the store (SPEC §3 paginationRequest), so its URL
      // stays the exact one of SPEC §2; an embedded one leaves the page's URL alone.
      disableSyncWithLocation={embedded || list.rememberPagination}
      perPage={list.perPage}
      sort={list.sort}
      filter={permanentFilter}
      storeKey={storeKey}
      disableAuthentication
      queryOptions={LIST_QUERY}
    >
      <NextPageAhead permanentFilter={permanentFilter} />
      <DeferredList>
        <ListFrame
          filters={
            folded || filters.length === 0 ? undefined : (
              <Suspense fallback={null}>
                <ListFilters filters={filters} />
              </Suspense>
            )
          }
          actions={
            <ListActions
              definition={definition}
              filtersOpen={filtersOpen}
              toggleFilters={folded ? () => setFiltersOpen((open) => !open) : null}
              filtersId={filtersId}
            />
          }
        >
          {folded && <FoldedFilters filters={filters} open={filtersOpen} id={filtersId} />}
          {list.highlight && <HighlightPager definition={definition} />}
          {judgesByToday(list) && (
            <Box sx={{ px: 2, pt: 1, '&:empty': { display: 'none' } }}>
              <DeviceDateNotice />
            </Box>
          )}
          {rows}
        </ListFrame>
      </DeferredList>
    </ListBase>
  );
  if (handingOver) return null;
  const { before = [], after = [], intro } = list;
  if (embedded || (before.length === 0 && after.length === 0 && !intro)) return view;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Slots slots={before} />
      {intro && <Typography variant="body2">{intro}</Typography>}
      {before.length > 0 || after.length > 0 ? (
        <Section title={definition.label}>{view}</Section>
      ) : (
        view
      )}
      <Slots slots={after} />
    </Stack>
  );
}

/** The components a file shows beside its list, each loading with the first page showing it. */
function Slots({ slots }: { slots: readonly ReactElement[] }) {
  return slots.map((slot, index) => (
    <Suspense key={index} fallback={null}>
      {slot}
    </Suspense>
  ));
}
