import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DetailsTable, type DetailRow } from '../../components/DetailsTable';
import { APPLICATION_STATUS_LABELS, type ApplicationBase } from '../../api/applications';
import { formatDateTime } from '../../i18n/format';

const STATUS_COLORS = { applied: 'info', approved: 'success', rejected: 'error' } as const;

/** The latest application of a kind: its status, what was applied for, and the decision. */
export function CurrentApplication({
  application,
  rows,
}: {
  application: ApplicationBase | null;
  rows: readonly DetailRow[];
}) {
  if (!application) return <Typography>これまでの申請はありません。</Typography>;
  const all: DetailRow[] = [
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
  return <DetailsTable rows={all} labelWidth="12em" boldLabels />;
}
