import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationDetail, ApplicationKind } from '../../api/applications';
import type { CallName } from '../../api/contract';
import { useMarkResultRead, type FlaggedKind } from '../../components/unreadApplications';
import { offeredApplications } from '../../providers/access';
import { useCallQuery } from '../../providers/useCall';
import { useSessionRoles } from '../../providers/useSessionRoles';
import type { DetailRow } from '../../components/DetailsTable';
import { CurrentApplication, type ApplicationSummary } from './CurrentApplication';
import { Section } from '../../components/Section';

interface FrameProps<A extends ApplicationSummary, D extends ApplicationDetail<A>> {
  kind: ApplicationKind;
  detailCall: CallName;
  /** The approved list of this kind, linked from the page. */
  approved?: { path: string; label: string };
  describe: (current: A) => readonly DetailRow[];
  /** Shown above the form (rules, what to prepare). */
  intro?: (detail: D) => ReactNode;
  form: (detail: D) => ReactNode;
}

/**
 * An application page: the latest application and its status (GetDetail*Application), then the
 * form when the server says the member may apply now, or its reason why not. Opening a decided
 * application here reads its result (the unread flag goes off).
 */
export function ApplicationFrame<A extends ApplicationSummary, D extends ApplicationDetail<A>>(
  props: FrameProps<A, D>,
) {
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

function OfferedApplication<A extends ApplicationSummary, D extends ApplicationDetail<A>>({
  kind,
  detailCall,
  approved,
  describe,
  intro,
  form,
}: FrameProps<A, D>) {
  // The status changes outside the page (the secretariat decides): always ask again.
  const { data, isPending, error } = useCallQuery<D>(detailCall, {}, { refetchOnMount: 'always' });
  if (isPending) return <Typography sx={{ p: 2 }}>読み込み中…</Typography>;
  if (error) return <Typography sx={{ p: 2 }}>申請の状況を取得できませんでした。</Typography>;
  const detail = data.data;
  const current = detail.current;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {kind !== 'return' && (
        <MarkRead kind={kind} decided={Boolean(current && current.status !== 'applied')} />
      )}
      <Section title="現在の申請">
        <CurrentApplication application={current} rows={current ? describe(current) : []} />
        {/* A link drawn as a text button, which the theme makes finger-sized on a touch screen. */}
        {approved && (
          <Button component={RouterLink} to={approved.path} sx={{ mt: 1, ml: -1 }}>
            {approved.label}
          </Button>
        )}
      </Section>
      <Section title="申請">
        <Stack spacing={2}>
          {current?.status === 'rejected' && detail.canApply && (
            <Typography>
              前回の申請は却下されました。事務局からのコメントをご確認のうえ、あらためて申請できます。
            </Typography>
          )}
          {intro?.(detail)}
          {detail.canApply ? (
            form(detail)
          ) : (
            <Alert severity="info" role="status">
              {detail.reason ?? '現在この申請は行えません。'}
            </Alert>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
