import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { MemberUpdatePersonal } from '../../api/renewal';
import { AnswerList } from '../../components/AnswerList';
import { DetailsTable, type DetailRow } from '../../components/DetailsTable';
import type { RenewalVerdict } from '../../components/renewalVerdict';
import { formatDate, formatDateSpan } from '../../i18n/format';
import { standaloneLink } from '../../layout/theme';
import { useCallQuery } from '../../providers/useCall';
import {
  attendanceRequirements,
  attendanceText,
  closingEvents,
  expiryText,
  gapTexts,
  isApplied,
  nextSteps,
  pointsDeadline,
} from './renewalPlan';

/** Every open event at once: the society runs a few dozen a year, the API allows 1000. */
const ALL_OPEN = { SkipCount: 0, MaxResultCount: 1000, Sorting: 'startDate ASC' };

/** The open events that would close the gap before `deadline`, each linking to its detail. */
function ClosingEvents({
  renewal,
  today,
  deadline,
}: {
  renewal: MemberUpdatePersonal;
  today: string;
  deadline: string;
}) {
  const open = useCallQuery('GetListEventRecruiting', ALL_OPEN);
  const events = open.data
    ? closingEvents(renewal.requirements, open.data.data, today, deadline)
    : undefined;
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        不足を補える学会・セミナー（{formatDate(deadline)}までの開催、申込受付中）
      </Typography>
      <AnswerList
        answer={{ data: events, error: open.error, isPending: open.isPending }}
        what="不足を補える受付中の学会・セミナー"
        item={(event) => ({
          key: event.id,
          primary: (
            <Link
              component={RouterLink}
              to={`/events/eventDetail?id=${event.id}`}
              sx={standaloneLink}
            >
              {event.title}
            </Link>
          ),
          secondary: [
            formatDateSpan(event.startDate, event.endDate),
            `${event.pointCategory} ${event.points}ポイント`,
            isApplied(event) ? '申込済み' : `申込締切 ${formatDate(event.deadline)}`,
          ].join('・'),
        })}
      />
      {events?.length === 0 && (
        <Typography>
          期限までに要件を満たせない場合は、
          <Link component={RouterLink} to="/approved/extension">
            更新延長申請
          </Link>
          をご検討ください。
        </Typography>
      )}
    </Stack>
  );
}

/**
 * 更新に向けたプラン: the expiry and the months left, what is missing in each category and the
 * attendance renewal requires, then either the open events that would close the gap or, once
 * met, what to do next. Its words and numbers are the one renewal verdict's.
 */
export function RenewalPlan({
  renewal,
  verdict,
  today,
}: {
  renewal: MemberUpdatePersonal;
  verdict: RenewalVerdict;
  today: string;
}) {
  const gaps = gapTexts(renewal.requirements);
  const rows: DetailRow[] = [
    ['有効期限', expiryText(today, renewal.expiryDate)],
    ['不足ポイント', gaps.length > 0 ? gaps : 'なし'],
    ['集会への参加', attendanceRequirements(renewal.requirements).map(attendanceText)],
  ];
  const deadline = pointsDeadline(renewal, verdict);
  const steps = verdict.met ? nextSteps(renewal, verdict) : [];
  return (
    <Stack spacing={2}>
      <DetailsTable label="更新に向けたプラン" rows={rows} labelWidth="9em" boldLabels />
      {verdict.met && (
        <Alert severity="success">
          <Typography sx={{ fontWeight: 'bold' }}>更新要件を満たしています</Typography>
          {steps.length > 0 && (
            <Typography component="ol" sx={{ m: 0, pl: 3 }}>
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </Typography>
          )}
        </Alert>
      )}
      {deadline && <ClosingEvents renewal={renewal} today={today} deadline={deadline} />}
    </Stack>
  );
}
