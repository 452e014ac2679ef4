import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type Key, type ReactNode } from 'react';
import { usePhone } from '../layout/usePhone';
import type { FieldDefinition, FieldType } from './defineResource';
import { formatDate, formatDateTime, formatYen } from '../i18n/format';
import { holdsValue, LABEL_VALUE_GRID } from './rowValues';

/**
 * One column of a table of given rows: a field of the row (`source`, `label`, `type` as a
 * resource file declares them), or what `value` makes of the row and its group.
 */
export interface RowColumn<Row> extends Pick<FieldDefinition, 'label' | 'wrap'> {
  source: Extract<keyof Row, string>;
  type?: FieldType;
  value?: (row: Row, group: readonly Row[]) => ReactNode;
  align?: 'right';
  /** The row's header cell (a screen reader names the row by it); on a phone, the card's title. */
  rowHeader?: boolean;
  /** Once for each group of rows (`groupOf`), beside all of them. */
  spansGroup?: boolean;
  /** The row's buttons: on a phone at the card's foot, without a label. */
  actions?: boolean;
}

const FORMATS: Partial<Record<FieldType, (value: unknown) => string>> = {
  yen: formatYen,
  date: formatDate,
  datetime: formatDateTime,
};

function cellValue<Row>(column: RowColumn<Row>, row: Row, group: readonly Row[]): ReactNode {
  if (column.value) return column.value(row, group);
  const value: unknown = row[column.source];
  const format = column.type ? FORMATS[column.type] : undefined;
  return format ? format(value) : holdsValue(value) ? String(value) : null;
}

/** The rows sharing a `groupOf` key together, where the first of them stands; each alone without one. */
function grouped<Row>(rows: readonly Row[], groupOf?: (row: Row) => Key): Row[][] {
  if (!groupOf) return rows.map((row) => [row]);
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = groupOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

interface RowsTableProps<Row> {
  /** The table's accessible name (on a phone, the list's). */
  label: string;
  rows: readonly Row[];
  columns: readonly RowColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** Rows sharing a key form a group, which `spansGroup` columns serve once. */
  groupOf?: (row: Row) => Key;
  /** A closing row (a total), in bold. */
  total?: Row;
  selected?: (row: Row) => boolean;
  /** Short columns that fit a phone as they are: the table stays, its padding halved. */
  tableOnPhone?: boolean;
}

/**
 * Rows a page holds (not a react-admin list) as a table with the columns' headings: a value keeps
 * one line unless its column may `wrap`. Below 600 px each row, or each group of rows, is a card
 * instead, its header cell as the title and every other value holding one under its label, so a
 * phone never scrolls sideways.
 */
export function RowsTable<Row>(props: RowsTableProps<Row>) {
  const phone = usePhone();
  return phone && !props.tableOnPhone ? <RowCards {...props} /> : <WideTable {...props} />;
}

function WideTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  groupOf,
  total,
  selected,
}: RowsTableProps<Row>) {
  const cells = (row: Row, group: readonly Row[], first: boolean, bold: boolean) =>
    columns.map((column) =>
      column.spansGroup && !first ? null : (
        <TableCell
          key={column.source}
          component={column.rowHeader ? 'th' : 'td'}
          scope={column.rowHeader ? (column.spansGroup ? 'rowgroup' : 'row') : undefined}
          rowSpan={column.spansGroup ? group.length : undefined}
          align={column.align}
          sx={{
            ...(column.wrap ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }),
            fontWeight: bold ? 'bold' : undefined,
          }}
        >
          {cellValue(column, row, group)}
        </TableCell>
      ),
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.source} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {grouped(rows, groupOf).flatMap((group) =>
            group.map((row, index) => (
              <TableRow key={rowKey(row)} selected={selected?.(row)}>
                {cells(row, group, index === 0, false)}
              </TableRow>
            )),
          )}
          {total !== undefined && <TableRow>{cells(total, [total], true, true)}</TableRow>}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A row's values under their labels, those holding none left out. */
function Labelled<Row>({
  columns,
  row,
  group,
}: {
  columns: readonly RowColumn<Row>[];
  row: Row;
  group: readonly Row[];
}) {
  const shown = columns
    .map((column) => ({ column, value: cellValue(column, row, group) }))
    .filter(({ value }) => holdsValue(value) && value !== false);
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        ...LABEL_VALUE_GRID,
        mt: 0.5,
      }}
    >
      {shown.map(({ column, value }) => (
        <Fragment key={column.source}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {column.label}
          </Typography>
          <Typography component="dd" variant="body2">
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

function Title({ children }: { children: ReactNode }) {
  return (
    <Typography component="div" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
      {children}
    </Typography>
  );
}

function RowCards<Row>({
  label,
  rows,
  columns,
  rowKey,
  groupOf,
  total,
  selected,
}: RowsTableProps<Row>) {
  const ofRow = columns.filter((column) => !column.spansGroup);
  const ofGroup = columns.filter((column) => column.spansGroup);
  const part = (list: readonly RowColumn<Row>[], kind: 'title' | 'labelled' | 'actions') =>
    list.filter((column) =>
      kind === 'title'
        ? column.rowHeader
        : kind === 'actions'
          ? column.actions && !column.rowHeader
          : !column.actions && !column.rowHeader,
    );
  const groups = grouped(rows, groupOf);
  if (total !== undefined) groups.push([total]);
  return (
    <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {groups.map((group, index) => {
        const [first] = group;
        if (first === undefined) return null;
        const bold = total !== undefined && index === groups.length - 1;
        return (
          <Card
            key={rowKey(first)}
            component="li"
            variant="outlined"
            sx={{
              borderColor: group.some((row) => selected?.(row)) ? 'primary.main' : undefined,
              '& dd': bold ? { fontWeight: 'bold' } : undefined,
            }}
          >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              {part(ofGroup, 'title').map((column) => (
                <Title key={column.source}>{cellValue(column, first, group)}</Title>
              ))}
              <Labelled columns={part(ofGroup, 'labelled')} row={first} group={group} />
              {group.map((row, rowIndex) => (
                <Box key={rowKey(row)}>
                  {rowIndex > 0 && <Divider sx={{ my: 1 }} />}
                  {part(ofRow, 'title').map((column) => (
                    <Title key={column.source}>{cellValue(column, row, group)}</Title>
                  ))}
                  <Labelled columns={part(ofRow, 'labelled')} row={row} group={group} />
                  {part(ofRow, 'actions').map((column) => (
                    <Box key={column.source} sx={{ mt: 1, '&:empty': { display: 'none' } }}>
                      {cellValue(column, row, group)}
                    </Box>
                  ))}
                </Box>
              ))}
              {part(ofGroup, 'actions').map((column) => (
                <Box key={column.source} sx={{ mt: 1, '&:empty': { display: 'none' } }}>
                  {cellValue(column, first, group)}
                </Box>
              ))}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
