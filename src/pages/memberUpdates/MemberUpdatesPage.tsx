import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DetailsTable, type DetailRow } from '../../components/DetailsTable';
import { Section } from '../../components/Section';
import { renewalVerdict, type RenewalVerdict } from '../../components/renewalVerdict';
import { formatDate } from '../../i18n/format';
import { ConfirmButton } from '../../components/ConfirmButton';
import { notify } from '../../providers/notifications';
import { useCallMutation, useCallQuery } from '../../providers/useCall';
import { usePortalToday } from '../../providers/usePortalClock';
import { RenewalPlan } from './RenewalPlan';
import { RequirementList } from './RequirementList';
import type { MemberUpdatePersonal, RenewalStatus } from '../../api/renewal';
import { canApply, STATUS_LABELS } from './renewal';

const STATUS_COLORS: Record<RenewalStatus, 'success' | 'warning' | 'info'> = {
  eligible: 'success',
  insufficient: 'warning',
  applied: 'info',
  renewed: 'success',
};

const span = (start: string, end: string) => `${formatDate(start)}〜${formatDate(end)}`;

function QualificationTable({ renewal }: { renewal: MemberUpdatePersonal }) {
  const rows: DetailRow[] = [
    ['資格名', renewal.qualificationName],
    ['認定番号', renewal.certificationNo],
    ['有効期限', formatDate(renewal.expiryDate)],
    ['更新期間', span(renewal.applicationStart, renewal.applicationEnd)],
    ['ポイント対象期間', span(renewal.periodStart, renewal.periodEnd)],
    [
      '状況',
      <Chip
        label={STATUS_LABELS[renewal.status]}
        color={STATUS_COLORS[renewal.status]}
        size="small"
      />,
    ],
  ];
  return <DetailsTable rows={rows} labelWidth="12em" boldLabels />;
}

/**
 * What the member can do now, in the words of the one renewal verdict (the dashboard and the
 * points page read the same): the deadline that applies, what is missing, what to do.
 */
function NextStep({
  renewal,
  verdict,
}: {
  renewal: MemberUpdatePersonal;
  verdict: RenewalVerdict;
}) {
  const apply = canApply(renewal);
  // Sent once (a double click on 申請する sends nothing); the page then refetches and shows
  // 申請済み. A refusal is the client's toast with the server's message, and may be retried.
  const applyRenewal = useCallMutation('UpdateStatus', {
    invalidates: ['GetMemberUpdatePersonal'],
    onSuccess: () => notify('資格更新の申請を受け付けました。', { type: 'success' }),
  });
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={verdict.severity} sx={{ width: '100%', boxSizing: 'border-box' }}>
        <Typography sx={{ fontWeight: 'bold' }}>{verdict.headline}</Typography>
        {!verdict.met && verdict.stage !== 'renewed' && verdict.stage !== 'applied' && (
          <Typography>更新要件を満たしていません。</Typography>
        )}
        {verdict.missing.map((text) => (
          <Typography key={text}>{text}</Typography>
        ))}
        {verdict.action && <Typography>{verdict.action}</Typography>}
        {!verdict.met && (verdict.stage === 'open' || verdict.stage === 'upcoming') && (
          <Typography sx={{ mt: 1 }}>
            取得済みのポイントは
            <Link component={RouterLink} to="/PointHistories">
              受講履歴ポイント照会
            </Link>
            で、ポイントを取得できる学会・セミナーは
            <Link component={RouterLink} to="/events/EventsAccepting">
              学会・セミナー一覧(申込受付中)
            </Link>
            で確認できます。
          </Typography>
        )}
      </Alert>
      {apply && (
        <ConfirmButton
          label="更新を申請する"
          variant="contained"
          title="資格更新の申請"
          content={`${renewal.qualificationName}の資格更新を申請します。よろしいですか？`}
          confirmLabel="申請する"
          busy={applyRenewal.isPending}
          onConfirm={() => applyRenewal.mutate({ status: 'applied' })}
        />
      )}
    </Stack>
  );
}

/** 資格更新確認 (/MemberUpdates): the qualification, its renewal requirement and the application. */
export default function MemberUpdatesPage() {
  // The status changes outside this page too (points added, staff approving): always ask again.
  const { data, isPending, error } = useCallQuery(
    'GetMemberUpdatePersonal',
    {},
    { refetchOnMount: 'always' },
  );
  const today = usePortalToday();
  if (isPending) return <Typography sx={{ p: 2 }}>読み込み中…</Typography>;
  if (error) return <Typography sx={{ p: 2 }}>資格更新の情報を取得できませんでした。</Typography>;
  const renewal = data.data;
  if (!renewal) return <Typography sx={{ p: 2 }}>更新対象の資格はありません。</Typography>;
  const verdict = renewalVerdict(renewal, today);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Section title="資格情報">
        <QualificationTable renewal={renewal} />
      </Section>
      <Section title="更新要件と取得ポイント">
        <RequirementList requirements={renewal.requirements} />
        <NextStep renewal={renewal} verdict={verdict} />
      </Section>
      {/* Renewed or applied for: the verdict says so above, there is nothing left to plan. */}
      {verdict.stage !== 'renewed' && verdict.stage !== 'applied' && (
        <Section title="更新に向けたプラン">
          <RenewalPlan renewal={renewal} verdict={verdict} today={today} />
        </Section>
      )}
    </Stack>
  );
}
