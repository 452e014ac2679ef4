import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { APPLICATION_STATUS_LABELS, type UnreadApplication } from '../../api/applications';
import { extensionResultText } from '../../components/renewalVerdict';
import { useUnreadApplications, type FlaggedKind } from '../../components/unreadApplications';
import { formatDate } from '../../i18n/format';
import { useCallQuery } from '../../providers/useCall';
import { usePortalToday } from '../../providers/usePortalClock';

/** What a decided extension means now: the renewal deadline that applies after it. */
function ExtensionMeaning({ status }: { status: UnreadApplication['status'] }) {
  const today = usePortalToday();
  const { data } = useCallQuery('GetMemberUpdatePersonal', {}, { quiet: true });
  const renewal = data?.data;
  if (status === 'applied' || !renewal) return null;
  return <>{extensionResultText(status, renewal, today)}</>;
}

/** A decision on the member's application of `kind` not opened yet, and the way to it. */
export default function UnreadResultNotice({ kind, to }: { kind: FlaggedKind; to: string }) {
  const unread = useUnreadApplications().find((item) => item.kind === kind);
  if (!unread) return null;
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button
          component={RouterLink}
          to={to}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          結果を確認する
        </Button>
      }
    >
      新しい審査結果があります（{APPLICATION_STATUS_LABELS[unread.status]}、
      {formatDate(unread.decidedAt)}）。
      {kind === 'extension' && <ExtensionMeaning status={unread.status} />}
    </Alert>
  );
}
