import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { stackOnPhone } from './stackOnPhone';

export interface SectionRow {
  label: string;
  /** Nothing to show reads 未登録. */
  value: ReactNode;
  /** Highlighted as changed, with the value before the change. */
  changedFrom?: ReactNode;
}

const EMPTY = '未登録';
const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** A section of a record: a heading (h2, naming the region) and headed label/value rows. */
export function SectionCard({
  title,
  rows,
  children,
}: {
  title: string;
  rows: readonly SectionRow[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardHeader
        title={title}
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {rows.length > 0 && (
          // A phone has no room for two columns: each label sits over its value.
          <Table size="small" aria-labelledby={headingId} sx={stackOnPhone}>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.label}
                  sx={
                    row.changedFrom === undefined
                      ? undefined
                      : { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) }
                  }
                >
                  <TableCell component="th" scope="row" sx={{ width: '35%', fontWeight: 'bold' }}>
                    {row.label}
                    {row.changedFrom !== undefined && (
                      <Chip label="変更" color="warning" size="small" sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {isBlank(row.value) ? (
                      <Typography color="text.secondary">{EMPTY}</Typography>
                    ) : (
                      row.value
                    )}
                    {row.changedFrom !== undefined && (
                      <Typography variant="body2" color="text.secondary">
                        変更前: {isBlank(row.changedFrom) ? EMPTY : row.changedFrom}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
