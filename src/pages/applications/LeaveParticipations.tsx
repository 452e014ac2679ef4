import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { KeptParticipation } from '../../api/applications';
import type { Participation } from '../../api/events';
import { formatDateSpan, formatYen } from '../../i18n/format';
import { useCallQuery } from '../../providers/useCall';
import { CancelParticipationButton } from './CancelParticipationButton';
import { NoteInput } from './inputs';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The reasons typed, by participation (`p<id>`: a form key never read as an index); a field no
 * longer shown (its participation cancelled) may leave its key undefined.
 */
export type KeptReasons = Record<string, string | undefined>;

const keptReasonKey = (participantId: number) => `p${participantId}`;

/** The reasons as ApplyTemporaryAbsence takes them; the server keeps those inside the period. */
export const keptParticipations = (reasons: KeptReasons): KeptParticipation[] =>
  Object.entries(reasons).flatMap(([key, reason = '']) =>
    reason.trim() === '' ? [] : [{ participantId: Number(key.slice(1)), reason: reason.trim() }],
  );

/** The lists a participation cancelled here changes. */
const CANCEL_INVALIDATES = [
  'GetListEventParticipant',
  'GetListEventRecruiting',
  'GetDetailEventSection',
] as const;

function ParticipationItem({ item }: { item: Participation }) {
  const titleId = useId();
  const fee = item.fee > 0 ? `${formatYen(item.fee)}（${item.paymentStatusName}）` : '無料';
  return (
    <Card component="li" variant="outlined" role="group" aria-labelledby={titleId}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} sx={{ fontWeight: 'bold' }}>
          {item.eventTitle}
        </Typography>
        <Typography variant="body2">
          {formatDateSpan(item.startDate, item.endDate)}・{item.venue}・参加費 {fee}
        </Typography>
        <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          {item.canCancel ? (
            <CancelParticipationButton
              item={item}
              label="キャンセルする"
              invalidates={CANCEL_INVALIDATES}
            />
          ) : (
            item.cancelNote && <Typography variant="body2">{item.cancelNote}</Typography>
          )}
          <NoteInput
            source={`keptReasons.${keptReasonKey(item.id)}`}
            label="参加を続ける理由"
            isRequired
            minRows={2}
            helperText="キャンセルせずに参加を続ける場合に入力してください（400文字以内）"
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The events the member applied for inside the leave period typed, as soon as it is: each to be
 * cancelled here, or kept with a stated reason (required while it is listed). The server holds
 * the same rule and names what is left (`keptParticipations`).
 */
export function LeaveParticipations() {
  const [startDate, endDate] = useWatch({ name: ['startDate', 'endDate'] }) as [string, string];
  const { errors } = useFormState({ name: 'keptParticipations' });
  const refused = errors.keptParticipations?.message;
  const period =
    ISO_DAY.test(startDate ?? '') && ISO_DAY.test(endDate ?? '') && startDate <= endDate;
  const list = useCallQuery(
    'GetListEventParticipant',
    { upcoming: true, from: startDate, to: endDate, Sorting: 'startDate ASC', MaxResultCount: 100 },
    { enabled: period },
  );
  // The server found events the page did not show (applied for in another tab): ask again.
  const { refetch } = list;
  useEffect(() => {
    if (refused) void refetch();
  }, [refused, refetch]);
  if (!period) return null;
  const refusal = typeof refused === 'string' && (
    <Alert severity="error" role="alert">
      {refused}
    </Alert>
  );
  if (list.isPending) {
    return <Typography role="status">休会期間中の学会・セミナーの申込を確認しています…</Typography>;
  }
  if (list.isError) {
    return (
      <Alert severity="error">
        休会期間中の学会・セミナーの申込を確認できませんでした。時間をおいて再度お試しください。
      </Alert>
    );
  }
  const items = list.data.data;
  if (items.length === 0) {
    return (
      <>
        <Typography role="status" variant="body2">
          休会期間中に申し込んでいる学会・セミナーはありません。
        </Typography>
        {refusal}
      </>
    );
  }
  return (
    <Stack spacing={1} component="section" aria-label="休会期間中に申し込んでいる学会・セミナー">
      <Alert severity="warning" role="note">
        <AlertTitle>休会期間中に申し込んでいる学会・セミナーが{items.length}件あります</AlertTitle>
        休会期間中は学会・セミナーへの参加やポイントの取得ができません。申込ごとに、キャンセルするか、参加を続ける理由を入力してください。すべて済むまで申請できません。
      </Alert>
      {refusal}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <ParticipationItem key={item.id} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}
