import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Box from '@mui/material/Box';
import { RecordContextProvider, useListContext, useTimeout, type SortPayload } from 'ra-core';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldDefinition, FieldType, ResourceDefinition } from './defineResource';
import { listCells, type ListCell } from './listFields';
import { recordPath } from './paths';
import { RowActions } from './RowActions';
import { HIGHLIGHT_SX, HighlightChip, highlightProps, useHighlightedId } from './highlight';

/**
 * Free text that may run long: the only cells of a table that wrap. Every other value (a status,
 * a date, an amount, a name, a code) keeps one line, so it never breaks mid-word (申込済/み,
 * 高橋 陽/子): the long text columns give way instead.
 */
const MAY_WRAP: ReadonlySet<FieldType> = new Set(['longText', 'html', 'address', 'link']);
const mayWrap = (field: FieldDefinition): boolean =>
  field.wrap === true || MAY_WRAP.has(field.type);

const ORDER_NAME = { ASC: '昇順', DESC: '降順' } as const;
const OPPOSITE = { ASC: 'DESC', DESC: 'ASC' } as const;
const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

/** What a click on a column's heading asks for: the other order of the current column, else ASC. */
const nextSort = (sort: SortPayload, field: string): SortPayload => ({
  field,
  order: sort.field === field ? OPPOSITE[sort.order] : 'ASC',
});

/** The table's scrolling box, for a page that places the table (the dashboard's card). */
export const RECORD_TABLE_CLASS = 'RecordTable-root';

/**
 * Whether a click on a row opens its record: not when it was on a link or button of the row, nor
 * inside a dialog a row's button opened (React bubbles a portal's events along the tree).
 */
function opensRecord(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  return event.currentTarget.contains(target) && !target.closest('a, button');
}

/** Each cell of a column, heading included, carries `column-<source>` for a page to size it. */
const columnClass = (field: FieldDefinition) => `column-${field.source}`;

/** A sortable column's heading: a button named after what it does (決済日時を昇順で並び替える). */
function SortableHeading({ field }: { field: FieldDefinition }) {
  const { sort, setSort } = useListContext();
  const active = sort.field === field.source;
  const next = nextSort(sort, field.source);
  return (
    <TableCell
      variant="head"
      className={columnClass(field)}
      aria-sort={active ? ARIA_SORT[sort.order] : undefined}
    >
      <TableSortLabel
        active={active}
        // An inactive heading's arrow, shown on hover, points where a click sorts.
        direction={active && sort.order === 'DESC' ? 'desc' : 'asc'}
        aria-label={`${field.label}を${ORDER_NAME[next.order]}で並び替える`}
        onClick={() => setSort(next)}
      >
        {field.label}
      </TableSortLabel>
    </TableCell>
  );
}

function Heading({ columns, actions }: { columns: readonly ListCell[]; actions: boolean }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map(({ field }) =>
          field.sortable ? (
            <SortableHeading key={field.source} field={field} />
          ) : (
            <TableCell key={field.source} variant="head" className={columnClass(field)}>
              {field.label}
            </TableCell>
          ),
        )}
        {actions && <TableCell variant="head">操作</TableCell>}
      </TableRow>
    </TableHead>
  );
}

interface TableProps {
  definition: ResourceDefinition;
  columns: readonly ListCell[];
  actions: boolean;
}

/** From this many columns, cells keep 8 px on each side rather than MUI's 16. */
const MANY_COLUMNS = 8;
const HEADINGS_WHOLE = { '& th': { whiteSpace: 'nowrap' } } as const;
const NARROW_CELLS = { '& th': { whiteSpace: 'nowrap', px: 1 }, '& td': { px: 1 } } as const;

/**
 * The table with its headings, scrolling sideways in its own box. A wide one narrows its cells'
 * padding, so its short values (区分, 単位区分) stay on one line beside a 操作 column at 1280 px.
 */
function Frame({ definition, columns, actions, children }: TableProps & { children: ReactNode }) {
  const many = columns.length + (actions ? 1 : 0) >= MANY_COLUMNS;
  return (
    <Box className={RECORD_TABLE_CLASS} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={definition.label} sx={many ? NARROW_CELLS : HEADINGS_WHOLE}>
        <Heading columns={columns} actions={actions} />
        {children}
      </Table>
    </Box>
  );
}

/**
 * While the first page is on its way: after a while (a quick answer flashes nothing), the
 * headings over rows standing in for it, which a screen reader skips.
 */
function PendingTable(props: TableProps) {
  const aWhile = useTimeout(1000);
  if (!aWhile) return null;
  return (
    <Frame {...props}>
      <TableBody aria-hidden>
        {[0, 1, 2].map((row) => (
          <TableRow key={row}>
            <TableCell colSpan={props.columns.length + (props.actions ? 1 : 0)}>
              <Skeleton variant="text" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Frame>
  );
}

/**
 * A list's rows as a table (a screen wider than a phone), built on react-admin's list state: the
 * file's columns, a sortable one's heading sorting by it, a row opening its record (its title is
 * the link the keyboard reaches), the rows' buttons under 操作.
 */
export function RecordTable({
  definition,
  empty,
}: {
  definition: ResourceDefinition;
  empty: ReactNode;
}) {
  const { data, isPending } = useListContext();
  const navigate = useNavigate();
  const columns = listCells(definition);
  const actions = Boolean(definition.list?.rowActions?.length);
  const show = definition.routes.show;
  const table = { definition, columns, actions };
  const highlighted = useHighlightedId();
  // The highlight's chip follows the value naming the row.
  const named = definition.list?.rowName ?? definition.recordTitle ?? columns[0]?.field.source;
  if (isPending) return <PendingTable {...table} />;
  if (!data || data.length === 0) return empty;
  return (
    <Frame {...table}>
      <TableBody>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <TableRow
              hover
              {...highlightProps(definition, record.id, highlighted)}
              onClick={
                show
                  ? (event: MouseEvent<HTMLElement>) => {
                      if (opensRecord(event)) navigate(recordPath(show, record.id));
                    }
                  : undefined
              }
              sx={show ? { cursor: 'pointer', ...HIGHLIGHT_SX } : HIGHLIGHT_SX}
            >
              {columns.map(({ field, element }) => (
                <TableCell
                  key={field.source}
                  className={columnClass(field)}
                  sx={mayWrap(field) ? undefined : { whiteSpace: 'nowrap' }}
                >
                  {element}
                  {field.source === named && <HighlightChip definition={definition} />}
                </TableCell>
              ))}
              {actions && (
                <TableCell>
                  <RowActions definition={definition} />
                </TableCell>
              )}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Frame>
  );
}
