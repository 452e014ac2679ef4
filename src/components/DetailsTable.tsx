import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** One row: its heading and its lines (several lines show one under another). */
export type DetailRow = readonly [label: string, value: string | readonly string[]];

/**
 * What a confirmation, a slip or a detail shows: a named table of headed rows (the heading is a
 * row header, so a screen reader reads "数量, 2").
 */
export function DetailsTable({
  label,
  rows,
  labelWidth = '10em',
}: {
  label: string;
  rows: readonly DetailRow[];
  labelWidth?: string | number;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([heading, value]) => (
          <TableRow key={heading}>
            <TableCell component="th" scope="row" sx={{ width: labelWidth }}>
              {heading}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>
              {typeof value === 'string'
                ? value
                : value.map((line) => <div key={line}>{line}</div>)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
