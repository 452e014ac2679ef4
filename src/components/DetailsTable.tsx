import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { detailsOnPhone } from './stackOnPhone';

/** One row: its heading and its value (a list of lines shows one under another). */
export type DetailRow = readonly [label: string, value: ReactNode | readonly string[]];

/**
 * What a confirmation, a slip, a detail or an application shows: a table of headed rows (the
 * heading is a row header, so a screen reader reads "数量, 2"). Text keeps the line breaks it
 * was written with. A heading keeps one line; on a phone it stands above its value.
 */
export function DetailsTable({
  label,
  rows,
  labelWidth = '10em',
  boldLabels = false,
}: {
  /** The table's accessible name, where the page has several. */
  label?: string;
  rows: readonly DetailRow[];
  labelWidth?: string | number;
  boldLabels?: boolean;
}) {
  return (
    <Table
      size="small"
      aria-label={label}
      sx={[...detailsOnPhone, { '& th': { whiteSpace: 'nowrap' } }]}
    >
      <TableBody>
        {rows.map(([heading, value]) => (
          <TableRow key={heading}>
            <TableCell
              component="th"
              scope="row"
              sx={{ width: labelWidth, fontWeight: boldLabels ? 'bold' : undefined }}
            >
              {heading}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
              {isLines(value) ? value.map((line) => <div key={line}>{line}</div>) : value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const isLines = (value: DetailRow[1]): value is readonly string[] =>
  Array.isArray(value) && value.every((line) => typeof line === 'string');
