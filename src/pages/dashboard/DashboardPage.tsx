import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PasswordExpiryNotice } from '../../components/PasswordExpiryNotice';
import { Section } from '../../components/Section';
import { EmbeddedLists } from '../../generator/EmbeddedLists';
import { RECORD_TABLE_CLASS } from '../../generator/RecordTable';
import { lazyPage } from '../../layout/lazyPage';
import { TOUCH_SCREEN, fingerLink } from '../../layout/theme';
import { useUnreadApplications } from '../../components/unreadApplications';
import { isStaff, permissionsOf } from '../../providers/access';
import { useCallQuery } from '../../providers/useCall';
import { usePortalToday } from '../../providers/usePortalClock';
import { session } from '../../providers/session';
import { useSessionRoles } from '../../providers/useSessionRoles';
import { AdmissionFeeNotice } from './AdmissionFeeNotice';
import { LatestNotices } from './LatestNotices';
import { TodoList } from './TodoList';
import { todosOf } from './todos';

/** The cards of a row are as tall as the row. */
const FILL = { height: '100%' };

/**
 * On a touch screen, the page's links (a notice's or an event's title, お知らせ一覧へ, each on a
 * line of its own) are finger-sized targets, as buttons are.
 */
const FINGER_LINKS = {
  [TOUCH_SCREEN]: {
    '& a.MuiLink-root': fingerLink,
  },
};

/** The notices on a touch screen: the title's 44 px target spaces the items, with no padding. */
const NOTICE_LIST: SxProps<Theme> = {
  ...FILL,
  [TOUCH_SCREEN]: { '& li': { py: 0 }, '& .MuiListItemText-root': { my: 0 } },
};

// Where the table shows (600 px and wider), a narrow screen scrolls it sideways rather than
// breaking names into a column of characters. Width 0 with min-width 100%: the wrapper fills the
// card without widening the whole layout. A phone gets the events as stacked cards: there they
// become a plain list inside this card, as the notices are, since a frame and padding per event
// left the venue a third of the width and made ten events several screens long.
const EVENT_LIST: SxProps<Theme> = (theme) => ({
  [`& .${RECORD_TABLE_CLASS}`]: { width: 0, minWidth: '100%' },
  '& .column-eventTitle': { minWidth: '14em' },
  '& .column-venue': { minWidth: '10em' },
  '& :is(.column-startDate, .column-participationType, .column-status)': { whiteSpace: 'nowrap' },
  [theme.breakpoints.down('sm')]: {
    '& ul': { p: 0 },
    '& ul > li.MuiCard-root': {
      mt: 0,
      border: 0,
      borderRadius: 0,
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& li > .MuiCardContent-root': { px: 0, py: 1 },
    // The venue has a row of its own; the short participation type and status share the next.
    '& dl': { gridTemplateColumns: 'auto 1fr auto 1fr' },
    '& dl > :first-child > dd': { gridColumn: 'span 3' },
  },
});

/** The fee page's parameters exactly, so both pages share one cached answer. */
const UNPAID_FEES_PARAMS = { allItems: true };

// A chunk of its own: members never load the staff's parts.
const StaffDashboard = lazyPage(() => import('./StaffDashboard'));

/** The member's status: whether the admission fee is paid. */
const useMemberStatus = () => useCallQuery('GetDetailMemberSetLastPayment');

/** The admission-fee notice, in a row of its own while the fee is unpaid. */
function AdmissionFeeRow() {
  const paid = useMemberStatus().data?.data.paidAdmissionFee;
  return paid === false ? (
    <Grid size={12}>
      <AdmissionFeeNotice />
    </Grid>
  ) : null;
}

/** The member's unpaid participation fees, every one (a member has a few dozen at most). */
const UNPAID_PARTICIPATIONS_PARAMS = {
  unpaid: true,
  SkipCount: 0,
  MaxResultCount: 1000,
  Sorting: 'paymentDueDate ASC',
};

/**
 * やること from its answers: the renewal, the unread results, the unpaid fees and participation
 * fees. What needs the admission fee paid (renewal, events) is asked only of those who have.
 */
function MemberTodos() {
  const today = usePortalToday();
  const paid = permissionsOf(useSessionRoles()).has('paid_admission_fee');
  const renewal = useCallQuery('GetMemberUpdatePersonal', {}, { enabled: paid });
  const unpaid = useCallQuery('GetListMembershipFeeManagementNotPayment', UNPAID_FEES_PARAMS);
  const participations = useCallQuery('GetListEventParticipant', UNPAID_PARTICIPATIONS_PARAMS, {
    enabled: paid,
  });
  const unread = useUnreadApplications();
  const asked = paid ? [renewal, unpaid, participations] : [unpaid];
  const todos = todosOf(
    {
      renewal: renewal.data?.data,
      unpaid: unpaid.data?.data,
      participations: participations.data?.data,
      unread,
    },
    today,
  );
  return (
    <TodoList
      todos={todos}
      isPending={asked.some((query) => query.isPending)}
      failed={asked.some((query) => query.isError)}
    />
  );
}

/**
 * The member's parts: their status, what to do, the upcoming events and the notices,
 * fetched side by side, each showing its own state. Each part asks for its own data, so an
 * answer redraws that part alone, not the page (React Query's answers render synchronously).
 */
function MemberDashboard() {
  return (
    <>
      <AdmissionFeeRow />
      <Grid size={{ xs: 12, md: 5 }}>
        <Section title="やること" sx={FILL}>
          <MemberTodos />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Section title="最新のお知らせ" sx={NOTICE_LIST}>
          <LatestNotices />
          <Link component={RouterLink} to="/notices" sx={{ display: 'inline-block', mt: 1 }}>
            お知らせ一覧へ
          </Link>
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title="参加予定の学会・セミナー" sx={EVENT_LIST}>
          <EmbeddedLists
            denied={
              <Typography>
                入会金のお支払いが確認できると、学会・セミナーにお申し込みいただけます。
              </Typography>
            }
          />
        </Section>
      </Grid>
    </>
  );
}

/**
 * The home page. The greeting comes from the session at once and the password validity is
 * fetched beside the rest; staff (事務局) get their own parts, everyone else the member's.
 */
export default function DashboardPage() {
  const name = session.userInfo()?.name;
  const staff = isStaff(useSessionRoles());
  return (
    <Grid container spacing={2} sx={{ p: 2, ...FINGER_LINKS }}>
      {/* Shows only when a change is due; an empty cell would leave a gap. */}
      <Grid size={12} sx={{ '&:empty': { display: 'none' } }}>
        <PasswordExpiryNotice />
      </Grid>
      <Grid size={12}>
        <Typography component="p" variant="h6">
          {name ? `ようこそ、${name}さん` : 'ようこそ'}
        </Typography>
      </Grid>
      {staff ? (
        <Suspense fallback={null}>
          <StaffDashboard />
        </Suspense>
      ) : (
        <MemberDashboard />
      )}
    </Grid>
  );
}
