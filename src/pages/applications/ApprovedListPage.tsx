import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { APPLICATION_STATUS_LABELS } from '../../api/applications';
import { useUnreadApplications, type FlaggedKind } from '../../components/unreadApplications';
import { ResourceList } from '../../generator/ResourceList';
import { formatDate } from '../../generator/format';
import { Section } from '../../components/Section';

interface ApprovedListPageProps {
  /** The resource file of the list (resources/approved*.ts). */
  resource: string;
  title: string;
  apply: { path: string; label: string };
  /** The kind whose unread result this page points to, if it has a flag. */
  flagged?: FlaggedKind;
}

/**
 * A sidebar target of SPEC §2: the approved applications of one kind (remembered pagination),
 * the way to the application form, and a pointer to a result the member has not opened yet.
 */
export function ApprovedListPage({ resource, title, apply, flagged }: ApprovedListPageProps) {
  const unread = useUnreadApplications().find((item) => item.kind === flagged);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {unread && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button component={RouterLink} to={apply.path} color="inherit" size="small">
              結果を確認する
            </Button>
          }
        >
          新しい審査結果があります（{APPLICATION_STATUS_LABELS[unread.status]}、
          {formatDate(unread.decidedAt)}）。
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={apply.path} variant="contained">
          {apply.label}
        </Button>
      </Stack>
      <Section title={title}>
        <ResourceList name={resource} />
      </Section>
    </Stack>
  );
}
