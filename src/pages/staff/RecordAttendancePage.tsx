import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type {
  AttendanceEvent,
  AttendanceParticipant,
  AttendanceRecordResult,
  RecordedAttendance,
} from '../../api/checkIn';
import { ApiError, errorText } from '../../api/errors';
import { staffEntryText } from '../../api/staffEntry';
import { DetailsTable } from '../../components/DetailsTable';
import { Section } from '../../components/Section';
import { formatDate, formatDateTimeToMinute, formatYen } from '../../i18n/format';
import { useCallMutation, useCallQuery } from '../../providers/useCall';
import { validateJapaneseCharacters } from '../../validation/japaneseCharacters';

const HISTORY_PATH = '/members/ParticipationHistory';
const REASON_LABEL = '登録の理由';

/** A long event name wraps inside the select: staff read it whole, and the page keeps to the screen. */
const WRAPPING_SELECT = {
  select: {
    SelectDisplayProps: {
      style: { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.5 },
    },
  },
} as const;

const eventLabel = (event: AttendanceEvent) =>
  `${event.title}（${event.days.map(formatDate).join('・')}）`;

/** How a day's record came: the door's scan, or staff's entry with who and when. */
const recordedText = (item: RecordedAttendance) =>
  item.source === 'staff'
    ? staffEntryText(item.recordedBy, item.checkedInAt)
    : `会場受付 ${formatDateTimeToMinute(item.checkedInAt)}`;

/** What the answer says: recorded now (with the points), or the day's record already there. */
function answerText(result: AttendanceRecordResult): string {
  const who = `${result.name}さん（会員番号 ${result.memberNo}）の${formatDate(result.day)}の出席`;
  const how = `記録：${recordedText(result)}。`;
  if (result.outcome === 'alreadyCheckedIn') {
    return `${who}はすでに登録されています。${how}新たに記録したものはありません。`;
  }
  const points =
    result.pointsPending > 0
      ? `参加費${formatYen(result.paymentDue)}が未払いのため、${result.pointsPending}ポイントはお支払い後に加算されます。`
      : result.pointsAwarded > 0
        ? `${result.pointsAwarded}ポイントを受講履歴に加算しました。`
        : '';
  return `${who}を登録しました。${how}${points}`;
}

/**
 * /members/ParticipationHistory/RecordAttendance (staff with 読み書き): attendance the door
 * missed (a paper sign-in sheet, a broken reader), entered under the door's rule. Staff choose the
 * event, name the participant by member number and see who it is, then choose the day and say why;
 * the member's history shows the entry as 事務局入力 with who and when.
 */
export default function RecordAttendancePage() {
  const events = useCallQuery('GetListAttendanceEvent');
  const list = events.data?.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, minWidth: 0 }}>
      <Typography>
        会場受付で記録されなかった出席（紙の受付名簿など）を登録します。会場受付と同じく参加申込ごと・開催日ごとに1回だけ記録され、ポイントと受講証明書はこの記録から付与されます。受講履歴には「事務局入力」と登録者・日時が表示されます。
      </Typography>
      {list ? (
        list.length > 0 ? (
          <AttendanceForm events={list} />
        ) : (
          <Alert severity="info">開催日を迎えた学会・セミナーはありません。</Alert>
        )
      ) : events.error ? (
        <Alert severity="error">{errorText(events.error)}</Alert>
      ) : (
        <Typography color="text.secondary">読み込み中…</Typography>
      )}
      <Box>
        <Button component={RouterLink} to={HISTORY_PATH} variant="outlined">
          参加履歴へ戻る
        </Button>
      </Box>
    </Stack>
  );
}

function AttendanceForm({ events }: { events: AttendanceEvent[] }) {
  const [eventId, setEventId] = useState<number | ''>('');
  const [memberNo, setMemberNo] = useState('');
  const [asked, setAsked] = useState<{ eventId: number; memberNo: string } | null>(null);
  const [memberNoError, setMemberNoError] = useState<string | undefined>();
  const found = useCallQuery('GetAttendanceParticipant', asked, { quiet: true, retry: false });
  const event = events.find((candidate) => candidate.id === eventId);

  const lookUp = (submitted: FormEvent) => {
    submitted.preventDefault();
    const number = memberNo.trim();
    setMemberNoError(number ? undefined : '会員番号を入力してください');
    if (eventId !== '' && number) setAsked({ eventId, memberNo: number });
  };
  // What was confirmed no longer holds once the event or the number changes.
  const chooseEvent = (id: number) => {
    setEventId(id);
    setAsked(null);
  };
  const typeMemberNo = (value: string) => {
    setMemberNo(value);
    setAsked(null);
    setMemberNoError(undefined);
  };
  const refusal = found.error instanceof ApiError ? found.error : null;
  const participant = asked ? found.data?.data : undefined;

  return (
    <>
      <Section title="参加者の確認">
        <Stack component="form" spacing={2} onSubmit={lookUp} noValidate>
          <TextField
            select
            required
            label="学会・セミナー"
            value={eventId}
            onChange={(changed) => chooseEvent(Number(changed.target.value))}
            helperText="開催日を迎えた学会・セミナー（新しい順）"
            slotProps={WRAPPING_SELECT}
          >
            {events.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id} sx={{ whiteSpace: 'normal' }}>
                {eventLabel(candidate)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              required
              label="会員番号"
              value={memberNo}
              onChange={(changed) => typeMemberNo(changed.target.value)}
              error={Boolean(memberNoError ?? refusal?.fieldErrors().memberNo)}
              helperText={memberNoError ?? refusal?.fieldErrors().memberNo ?? '7桁の会員番号'}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ flex: '1 1 12rem', minWidth: 0 }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={eventId === '' || found.isFetching}
              sx={{ minHeight: 56, flexShrink: 0 }}
            >
              参加者を確認
            </Button>
          </Box>
          {found.error && !refusal?.fieldErrors().memberNo && (
            <Alert severity="error">{errorText(found.error)}</Alert>
          )}
        </Stack>
      </Section>
      {event && participant && (
        <RecordSection key={participant.participantId} event={event} participant={participant} />
      )}
    </>
  );
}

function RecordSection({
  event,
  participant,
}: {
  event: AttendanceEvent;
  participant: AttendanceParticipant;
}) {
  const [day, setDay] = useState(event.days.length === 1 ? (event.days[0] ?? '') : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [answer, setAnswer] = useState<AttendanceRecordResult | null>(null);
  const save = useCallMutation('RecordAttendance', {
    quiet: true,
    repeatable: true,
    invalidates: ['GetAttendanceParticipant', 'GetListParticipationHistory'],
    onSuccess: ({ data }) => setAnswer(data),
    onError: (error) => {
      if (error instanceof ApiError && error.validationErrors.length > 0) {
        setErrors(error.fieldErrors());
      } else setErrors({ form: errorText(error) });
    },
  });
  const recorded = new Map(participant.attendances.map((item) => [item.day, item]));

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const text = reason.trim();
    const checked = {
      day: day ? undefined : '出席日を選択してください',
      reason: text ? validateJapaneseCharacters(text) : `${REASON_LABEL}を入力してください`,
    };
    setErrors(checked);
    setAnswer(null);
    if (checked.day || checked.reason) return;
    save.mutate({ participantId: participant.participantId, day, reason: text });
  };
  const formError = errors.form ?? errors.participantId;

  return (
    <Section title="出席日と理由">
      <DetailsTable
        label="参加者"
        rows={[
          ['氏名', participant.name],
          ['会員番号', participant.memberNo],
          ['参加区分', participant.participationType],
          [
            '参加費',
            participant.paymentDue > 0
              ? `未払い ${formatYen(participant.paymentDue)}（出席は登録でき、ポイントはお支払い後に加算）`
              : '支払済みまたは無料',
          ],
          [
            '登録済みの出席',
            participant.attendances.length > 0
              ? participant.attendances.map(
                  (item) => `${formatDate(item.day)}：${recordedText(item)}`,
                )
              : 'なし',
          ],
        ]}
      />
      <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ mt: 2 }}>
        <TextField
          select
          required
          label="出席日"
          value={day}
          onChange={(changed) => setDay(changed.target.value)}
          error={Boolean(errors.day)}
          helperText={errors.day ?? '開催日のうち本日までの日'}
        >
          {event.days.map((candidate) => (
            <MenuItem key={candidate} value={candidate}>
              {formatDate(candidate)}
              {recorded.has(candidate) ? '（登録済み）' : ''}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          multiline
          minRows={2}
          label={REASON_LABEL}
          value={reason}
          onChange={(changed) => setReason(changed.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? '例: 紙の受付名簿で出席を確認、受付端末の故障'}
        />
        {formError && <Alert severity="error">{formError}</Alert>}
        {answer && (
          <Alert severity={answer.outcome === 'checkedIn' ? 'success' : 'info'} role="status">
            {answerText(answer)}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {participant.name}さんの出席を登録する
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}
