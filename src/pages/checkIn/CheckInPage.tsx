import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { CheckInEvent } from '../../api/checkIn';
import { errorText } from '../../api/errors';
import { formatDate, formatDateTimeToMinute } from '../../i18n/format';
import { useOnline } from '../../layout/online';
import { useCallQuery } from '../../providers/useCall';
import { usePortalClock, type PortalClock } from '../../providers/usePortalClock';
import { codeKeys } from '../../venue/codeKeys';
import type { Scan } from '../../venue/scanStore';
import { CameraScanner } from '../../components/CameraScanner';
import { DoorAnswerPanel } from './DoorAnswerPanel';
import { RecentScans } from './RecentScans';
import { useDoor, type DoorAnswer } from './useDoor';

/**
 * 会場受付 (`/venue/CheckIn`, staff with 読み書き and above): the door of an event whose reception is
 * open today. Staff scan a 受講票 (camera, a QR reader typing into the field, or a pasted code) and
 * get the answer at once, offline too; accepted scans reach the member API as soon as it can be
 * reached, and the member's points with them. A membership card is verified on the same page.
 */
export default function CheckInPage() {
  const events = useCallQuery('GetListCheckInEvent');
  const [eventId, setEventId] = useState<number | null>(null);

  if (codeKeys.length === 0) {
    return (
      <Alert severity="error">
        受講票・会員証を確認する公開鍵（CODE_PUBLIC_KEYS）がこの環境に設定されていないため、受付できません。
      </Alert>
    );
  }
  const list = events.data?.data;
  if (!list) {
    return events.error ? (
      <Alert severity="error">{errorText(events.error)}</Alert>
    ) : (
      <Typography color="text.secondary">読み込み中…</Typography>
    );
  }
  const event = list.find((candidate) => candidate.id === eventId) ?? list[0];
  if (!event) {
    return <Alert severity="info">本日受付のある学会・セミナーはありません。</Alert>;
  }
  return <Door key={event.id} event={event} events={list} onEvent={setEventId} />;
}

/** A queued scan's answer follows the scan: sent once the network is back, or refused. */
const withLatest = (answer: DoorAnswer, scans: Scan[]): DoorAnswer =>
  answer.kind === 'slip'
    ? { ...answer, scan: scans.find((scan) => scan.id === answer.scan.id) ?? answer.scan }
    : answer;

/** A device clock further off than this from the member API's is worth telling staff. */
const CLOCK_DRIFT_LIMIT_MS = 5 * 60 * 1000;

/** A drift in words: 7分, 3時間, 5日. */
function driftText(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  if (minutes < 60) return `${minutes}分`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours}時間` : `${Math.round(hours / 24)}日`;
}

/** Which clock the door judges by, said where it matters: off, or offline. */
function ClockNotice({ clock }: { clock: PortalClock }) {
  const drifted = clock.drift !== null && Math.abs(clock.drift) > CLOCK_DRIFT_LIMIT_MS;
  const drift = drifted
    ? `この端末の時計はサーバーの時刻と${driftText(clock.drift ?? 0)}ずれています。端末の時計を合わせてください。`
    : '';
  if (clock.source === 'device') {
    return (
      <Alert severity={drifted ? 'warning' : 'info'}>
        オフラインのため、この端末の時計（{formatDateTimeToMinute(clock.shown)}）で判定しています。
        {drift}
      </Alert>
    );
  }
  return drifted ? (
    <Alert severity="warning">
      {drift}受付はサーバーの日付（{formatDate(clock.today)}）で判定しています。
    </Alert>
  ) : null;
}

function Door({
  event,
  events,
  onEvent,
}: {
  event: CheckInEvent;
  events: CheckInEvent[];
  onEvent: (id: number) => void;
}) {
  const online = useOnline();
  const clock = usePortalClock();
  const { scans, answer, read, decide, send, recordPayment } = useDoor(event, clock, online);
  const [code, setCode] = useState('');
  const day = clock.today;
  const dayIndex = event.days.indexOf(day);
  const queued = scans.filter((scan) => scan.state === 'queued').length;
  const checkedIn = new Set([
    ...event.attendances.filter((item) => item.day === day).map((item) => item.participantId),
    ...scans
      .filter((scan) => scan.day === day && scan.state !== 'refused')
      .map((scan) => scan.participantId),
  ]).size;

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const text = code.trim();
    if (!text) return;
    const shown = await read(text);
    // A refused code stays in the field to be read again or corrected; an answered one goes.
    if (shown.kind !== 'refused') setCode((current) => (current === code ? '' : current));
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }}>
      <TextField
        select
        label="学会・セミナー"
        value={event.id}
        onChange={(changed) => onEvent(Number(changed.target.value))}
        slotProps={{
          select: {
            // A long event name wraps inside the select: staff read it whole, and the page keeps
            // to the screen. Inline, as MUI's own one-line rule outranks a class.
            SelectDisplayProps: {
              style: { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.5 },
            },
          },
        }}
      >
        {events.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id} sx={{ whiteSpace: 'normal' }}>
            {candidate.title}
          </MenuItem>
        ))}
      </TextField>

      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        aria-label="受付の状況"
        role="group"
      >
        <Chip
          icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
          color={online ? 'success' : 'warning'}
          label={online ? 'オンライン' : 'オフライン'}
        />
        <Typography>
          受付日 {formatDate(day)}
          {event.days.length > 1 && dayIndex >= 0 ? `（${dayIndex + 1}日目）` : ''}
        </Typography>
        <Typography>
          受付済み {checkedIn}名／申込 {event.participants}名
        </Typography>
        <Typography>未送信 {queued}件</Typography>
        {queued > 0 && online && (
          <Button variant="outlined" onClick={() => void send(true)}>
            今すぐ送信
          </Button>
        )}
      </Box>
      <ClockNotice clock={clock} />
      {dayIndex < 0 && (
        <Alert severity="info">
          本日（{formatDate(day)}）はこの学会・セミナーの開催日ではありません（開催日：
          {event.days.map(formatDate).join('、')}）。受講票の受付は開催日に行えます。
        </Alert>
      )}
      {!online && (
        <Alert severity="warning">
          オフラインです。読み取った受講票はこの端末に保存し、接続が戻ると送信します。
        </Alert>
      )}

      {/* Above the camera's picture, so the answer is in view while the camera runs. */}
      {answer && <DoorAnswerPanel answer={withLatest(answer, scans)} onDecide={decide} />}
      <CameraScanner onCode={read} />
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label="QRコードの内容"
          helperText="QRコードリーダーで読み取るか、内容を貼り付けてEnter"
          value={code}
          onChange={(changed) => setCode(changed.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'off', spellCheck: false } }}
          sx={{ flex: '1 1 12rem', minWidth: 0 }}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 56, flexShrink: 0 }}>
          確認する
        </Button>
      </Box>

      <RecentScans scans={scans} online={online} onPaid={recordPayment} />
    </Stack>
  );
}
