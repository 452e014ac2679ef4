import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { formatDateTime } from '../i18n/format';

/** The audit fields ABP puts on a record; any may be missing (never updated, failed fetch). */
export interface OperationInfo {
  creatorName?: unknown;
  creationTime?: unknown;
  lastModifierName?: unknown;
  lastModificationTime?: unknown;
}

const nameOf = (value: unknown) => (typeof value === 'string' && value ? value : '—');
const timeOf = (value: unknown) => formatDateTime(value) || '—';

/**
 * The operation information panel of SPEC §3: who registered the record and who last updated
 * it, with times as YYYY/MM/DD HH:mm:ss. Any page showing a record with audit fields uses it.
 */
export function OperationInfoPanel({ record }: { record: OperationInfo }) {
  const headingId = useId();
  const rows = [
    { label: '登録者', name: record.creatorName, time: record.creationTime },
    { label: '更新者', name: record.lastModifierName, time: record.lastModificationTime },
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardHeader
        title="操作情報"
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {/* A name breaks only at its space (佐野 / 由美), a time between its date and its time,
            a heading (登録者) not at all: never mid-word, however narrow the screen. */}
        <Table
          size="small"
          aria-labelledby={headingId}
          sx={{ '& td': { wordBreak: 'keep-all' }, '& th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>区分</TableCell>
              <TableCell>氏名</TableCell>
              <TableCell>日時</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell>{nameOf(row.name)}</TableCell>
                <TableCell>{timeOf(row.time)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
