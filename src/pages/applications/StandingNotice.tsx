import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationKind } from '../../api/applications';
import { todayInJapan } from '../../api/japanTime';
import { Pending, Section } from '../../components/Section';
import { offeredApplications } from '../../providers/access';
import { useCallQuery } from '../../providers/useCall';
import { useSessionRoles } from '../../providers/useSessionRoles';
import { StandingAlert } from './StandingAlert';
import { APPLICATION_KINDS, statusOf } from './status';

function OfferedStanding<K extends ApplicationKind>({ kind }: { kind: K }) {
  const { subject, detailCall, formPath } = APPLICATION_KINDS[kind];
  // The status changes outside the page (the secretariat decides): always ask again.
  const { data, error } = useCallQuery(detailCall, {}, { refetchOnMount: 'always' });
  const standing = data && statusOf(kind, data.data, todayInJapan());
  const action =
    standing?.state === 'open' ? `${subject}を申請する` : standing?.live ? '申請内容を見る' : null;
  return (
    <Section title="現在の申請">
      {standing ? (
        <StandingAlert
          standing={standing}
          action={
            action && (
              <Button
                component={RouterLink}
                to={formPath}
                color="inherit"
                variant="outlined"
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {action}
              </Button>
            )
          }
        />
      ) : (
        <Pending error={error} what="申請の状況" />
      )}
    </Section>
  );
}

/**
 * Above an approved list (休会申請 and its kin in the sidebar): where the member stands now, with
 * the way to apply when they may, so the list below reads as the history it is.
 */
export default function StandingNotice({ kind }: { kind: ApplicationKind }) {
  const offered = offeredApplications(useSessionRoles()).has(kind);
  return offered ? <OfferedStanding kind={kind} /> : null;
}
