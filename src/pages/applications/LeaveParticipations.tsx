import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { TextInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { KeptParticipation } from '../../api/applications';
import type { Participation } from '../../api/events';
import { ConfirmDialog } from '../../components/ConfirmButton';
import { formatDateSpan, formatYen } from '../../generator/format';
import { notify } from '../../layout/notifications';
import { useCallMutation, useCallQuery } from '../../providers/useCall';
import { noteRules } from './rules';

const KEPT_LABEL = '参加を続ける理由';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The reasons typed, by participation (`p<id>`: a form key never read as an index); a field no
 * longer shown (its participation cancelled) may leave its key undefined.
 */
export type KeptReasons = Record<string, string | undefined>;

export const keptReasonKey = (participantId: number) => `p${participantId}`;

/** The reasons as ApplyTemporaryAbsence takes them; the server keeps those inside the period. */
export const keptParticipations = (reasons: KeptReasons): KeptParticipation[] =>
  Object.entries(reasons).flatMap(([key, reason = '']) =>
    reason.trim() === '' ? [] : [{ participantId: Number(key.slice(1)), reason: reason.trim() }],
  );

function ParticipationItem({ item }: { item: Participation }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCallMutation('UpdateParticipant', {
    invalidates: ['GetListEventParticipant', 'GetListEventRecruiting', 'GetDetailEventSection'],
    onSuccess: () => {
      setConfirming(false);
      notify('参加申込をキャンセルしました。', { type: 'success' });
    },
    onError: () => setConfirming(false),
  });
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
        <Stack spacing={1} sx={{ mt: 1 }}>
          {item.canCancel ? (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirming(true)}
              disabled={cancel.isPending}
              aria-label={`キャンセルする（${item.eventTitle}）`}
              sx={{ alignSelf: 'flex-start' }}
            >
              キャンセルする
            </Button>
          ) : (
            item.cancelNote && <Typography variant="body2">{item.cancelNote}</Typography>
          )}
          <TextInput
            source={`keptReasons.${keptReasonKey(item.id)}`}
            label={KEPT_LABEL}
            multiline
            minRows={2}
            validate={noteRules(KEPT_LABEL, true)}
            helperText="キャンセルせずに参加を続ける場合に入力してください（400文字以内）"
            fullWidth
          />
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="参加申込のキャンセル"
        content={`${item.eventTitle}の参加申込をキャンセルします。よろしいですか？`}
        confirmLabel="キャンセルする"
        cancelLabel="戻る"
        color="error"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: item.id, status: 3 })}
        onClose={() => setConfirming(false)}
      />
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
