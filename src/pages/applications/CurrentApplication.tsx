import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../api/applications';
import { formatDateTime } from '../../generator/format';

export interface ApplicationSummary {
  status: ApplicationStatus;
  appliedAt: string;
  decidedAt: string | null;
  decisionComment: string | null;
}

export type Row = readonly [label: string, value: ReactNode];

const STATUS_COLORS = { applied: 'info', approved: 'success', rejected: 'error' } as const;

/** The latest application of a kind: its status, what was applied for, and the decision. */
export function CurrentApplication({
  application,
  rows,
}: {
  application: ApplicationSummary | null;
  rows: readonly Row[];
}) {
  if (!application) return <Typography>これまでの申請はありません。</Typography>;
  const all: Row[] = [
    [
      '状況',
      <Chip
        key="status"
        label={APPLICATION_STATUS_LABELS[application.status]}
        color={STATUS_COLORS[application.status]}
        size="small"
      />,
    ],
    ['申請日時', formatDateTime(application.appliedAt)],
    ...rows,
  ];
  if (application.decidedAt) all.push(['審査日時', formatDateTime(application.decidedAt)]);
  if (application.decisionComment) all.push(['事務局からのコメント', application.decisionComment]);
  return (
    <Table size="small">
      <TableBody>
        {all.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: '12em', fontWeight: 'bold' }}>
              {label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
