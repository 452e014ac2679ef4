import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationKind } from '../../api/applications';
import { useMarkResultRead, type FlaggedKind } from '../../components/unreadApplications';
import { offeredApplications } from '../../providers/access';
import { useCallQuery } from '../../providers/useCall';
import { useSessionRoles } from '../../providers/useSessionRoles';
import type { DetailRow } from '../../components/DetailsTable';
import { CurrentApplication } from './CurrentApplication';
import { Section } from '../../components/Section';
import { todayInJapan } from '../../api/japanTime';
import { StandingAlert } from './StandingAlert';
import { APPLICATION_KINDS, statusOf, type ApplicationOf, type DetailOf } from './status';

interface FrameProps<K extends ApplicationKind> {
  kind: K;
  /** The approved list of this kind, linked from the page. */
  approved?: { path: string; label: string };
  describe: (application: ApplicationOf<K>) => readonly DetailRow[];
  /** Shown above the form (rules, what to prepare). */
  intro?: (detail: DetailOf<K>) => ReactNode;
  /**
   * What stops the member applying, with the way to clear it (unpaid fees), or nothing: shown
   * under the status, and the form stays in view with its submit disabled (`detail.canApply`).
   */
  blocker?: (detail: DetailOf<K>) => ReactNode;
  form: (detail: DetailOf<K>) => ReactNode;
}

/**
 * An application page: where the member stands (an application under review, one approved and in
 * force, or whether they may apply now and if not why), the form when they may, and the last
 * decided application below as history. Opening a decided application here reads its result
 * (the unread flag goes off).
 */
export function ApplicationFrame<K extends ApplicationKind>(props: FrameProps<K>) {
  const offered = offeredApplications(useSessionRoles()).has(props.kind);
  if (!offered) {
    return (
      <Alert severity="info" role="note" sx={{ m: 2 }}>
        この申請は会員の方のみ行えます。
      </Alert>
    );
  }
  return <OfferedApplication {...props} />;
}

function MarkRead({ kind, decided }: { kind: FlaggedKind; decided: boolean }) {
  useMarkResultRead(kind, decided);
  return null;
}

function OfferedApplication<K extends ApplicationKind>({
  kind,
  approved,
  describe,
  intro,
  blocker,
  form,
}: FrameProps<K>) {
  // The status changes outside the page (the secretariat decides): always ask again.
  const { data, isPending, error } = useCallQuery(
    APPLICATION_KINDS[kind].detailCall,
    {},
    { refetchOnMount: 'always' },
  );
  if (isPending) return <Typography sx={{ p: 2 }}>読み込み中…</Typography>;
  if (error) return <Typography sx={{ p: 2 }}>申請の状況を取得できませんでした。</Typography>;
  const detail = data.data;
  const current = detail.current;
  const standing = statusOf(kind, detail, todayInJapan());
  const blocked = detail.canApply ? null : (blocker?.(detail) ?? null);
  // A link drawn as a text button, which the theme makes finger-sized on a touch screen.
  const approvedLink = approved && (
    <Button component={RouterLink} to={approved.path} sx={{ mt: 1, ml: -1 }}>
      {approved.label}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {kind !== 'return' && (
        <MarkRead kind={kind} decided={Boolean(current && current.status !== 'applied')} />
      )}
      <Section title="現在の申請">
        <Stack spacing={2}>
          <StandingAlert standing={standing} />
          {blocked}
          {standing.live && (
            <CurrentApplication application={standing.live} rows={describe(standing.live)} />
          )}
        </Stack>
        {!standing.past && approvedLink}
      </Section>
      {(detail.canApply || blocked) && (
        <Section title="申請">
          <Stack spacing={2}>
            {standing.past?.status === 'rejected' && detail.canApply && (
              <Typography>
                前回の申請は却下されました。下記の事務局からのコメントをご確認のうえ、あらためて申請できます。
              </Typography>
            )}
            {intro?.(detail)}
            {form(detail)}
          </Stack>
        </Section>
      )}
      {standing.past && (
        <Section title="前回の申請">
          <CurrentApplication application={standing.past} rows={describe(standing.past)} />
          {approvedLink}
        </Section>
      )}
    </Stack>
  );
}
