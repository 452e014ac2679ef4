import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BadgeIcon from '@mui/icons-material/Badge';
import ErrorIcon from '@mui/icons-material/Error';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatYen } from '../../i18n/format';
import type { Scan } from '../../venue/scanStore';
import type { DoorAnswer } from './useDoor';

type Tone = 'success' | 'warning' | 'error' | 'info';

const ICONS = {
  success: CheckCircleIcon,
  warning: HistoryIcon,
  error: ErrorIcon,
  info: BadgeIcon,
} as const;

function Panel({
  tone,
  heading,
  name,
  urgent = tone === 'error',
  children,
}: {
  tone: Tone;
  heading: string;
  name?: string;
  /** Read out at once: a refusal, or a choice staff must make before the next person. */
  urgent?: boolean;
  children?: ReactNode;
}) {
  const Icon = ICONS[tone];
  return (
    <Paper
      variant="outlined"
      // An urgent answer interrupts; any other is read out when the desk's screen reader is idle.
      role={urgent ? 'alert' : 'status'}
      aria-label="読み取り結果"
      sx={(theme) => ({
        p: 2,
        borderLeftWidth: 8,
        borderLeftColor: theme.palette[tone].main,
        bgcolor: alpha(theme.palette[tone].main, 0.08),
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: `${tone}.dark` }}>
        <Icon aria-hidden fontSize="large" />
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
      </Box>
      {name && (
        <Typography
          variant="h4"
          component="p"
          sx={{ mt: 1, fontWeight: 700, wordBreak: 'keep-all' }}
        >
          {name} 様
        </Typography>
      )}
      {children}
    </Paper>
  );
}

const Line = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ mt: 0.5, fontSize: '1.1rem' }}>{children}</Typography>
);

/** Where an accepted scan stands: queued or sent, and what its points wait for. */
function sentLine(scan: Scan): string {
  if (scan.state === 'queued') {
    return scan.feeDue > 0
      ? `未送信：接続が戻ると送信します。ポイントはお支払い後に加算されます。`
      : '未送信：接続が戻ると送信します。';
  }
  if (scan.feeDue > 0) {
    return `送信済み：${scan.pointsPending ? `${scan.pointsPending}ポイントは` : 'ポイントは'}お支払い後に加算されます。`;
  }
  return `送信済み${scan.pointsAwarded ? `：${scan.pointsAwarded}ポイントを付与しました` : ''}`;
}

type UnpaidAnswer = Extract<DoorAnswer, { kind: 'unpaid' }>;

/** The answer to the last code read, large enough to read at arm's length. */
export function DoorAnswerPanel({
  answer,
  onDecide,
}: {
  answer: DoorAnswer;
  /** Staff's choice on an unpaid slip: admit it to pay later (当日払い), or not. */
  onDecide: (unpaid: UnpaidAnswer, admitted: boolean) => Promise<unknown>;
}) {
  switch (answer.kind) {
    case 'reading':
      return <Panel tone="info" heading="確認しています…" />;
    case 'unpaid': {
      const { claims, scan } = answer;
      return (
        <Panel tone="warning" urgent heading={`未払い ${formatYen(scan.feeDue)}`} name={claims.nm}>
          <Line>
            会員番号 {claims.no}・{claims.pt}
          </Line>
          <Line>
            参加費 {formatYen(scan.feeDue)}
            が未払いです。当日払いで受付するか、受付しないかを選んでください。ポイントはお支払い後に加算されます。
          </Line>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            <Button
              variant="contained"
              color="warning"
              size="large"
              onClick={() => void onDecide(answer, true)}
            >
              当日払いで受付
            </Button>
            <Button variant="outlined" size="large" onClick={() => void onDecide(answer, false)}>
              受付しない
            </Button>
          </Box>
        </Panel>
      );
    }
    case 'declined':
      return (
        <Panel tone="error" heading="受付しませんでした" name={answer.claims.nm}>
          <Line>参加費が未払いのため、受付していません。</Line>
        </Panel>
      );
    case 'refused':
      return (
        <Panel tone="error" heading="受付できません">
          <Line>{answer.message}</Line>
        </Panel>
      );
    case 'already':
      return (
        <Panel tone="warning" heading="受付済みです" name={answer.claims.nm}>
          <Line>
            会員番号 {answer.claims.no}・{answer.claims.pt}
          </Line>
          <Line>
            {answer.checkedInAt
              ? `${formatDateTime(answer.checkedInAt)} に受付しています。`
              : 'この端末で受付しています（未送信）。'}
          </Line>
        </Panel>
      );
    case 'slip': {
      const { scan } = answer;
      if (scan.state === 'refused') {
        return (
          <Panel tone="error" heading="受付できません" name={scan.name}>
            <Line>{scan.message}</Line>
          </Panel>
        );
      }
      if (scan.state === 'alreadyCheckedIn') {
        return (
          <Panel tone="warning" heading="受付済みです" name={scan.name}>
            <Line>
              他の端末で {scan.checkedInAt ? formatDateTime(scan.checkedInAt) : ''}{' '}
              に受付しています。
            </Line>
          </Panel>
        );
      }
      return (
        <Panel
          tone={scan.feeDue > 0 ? 'warning' : 'success'}
          heading={
            scan.feeDue > 0 ? `受付しました（未払い ${formatYen(scan.feeDue)}）` : '受付しました'
          }
          name={scan.name}
        >
          <Line>
            会員番号 {scan.memberNo}・{scan.participationType}・{formatDate(scan.day)}
          </Line>
          <Line>{sentLine(scan)}</Line>
        </Panel>
      );
    }
    case 'card': {
      const { claims, expired, standing } = answer;
      const problem = expired
        ? `有効期限（${formatDate(claims.vu)}）が過ぎています。`
        : standing?.reason;
      return (
        <Panel
          tone={problem ? 'error' : 'info'}
          heading={problem ? '会員証：確認できません' : '会員証：有効'}
          name={claims.nm}
        >
          <Line>
            会員番号 {claims.no}・{claims.cls}・有効期限 {formatDate(claims.vu)}
          </Line>
          {problem && <Line>{problem}</Line>}
          {!problem && (
            <Line>
              {standing
                ? '会員資格を会員情報で確認しました。'
                : '署名と有効期限を確認しました（オフライン）。'}
            </Line>
          )}
        </Panel>
      );
    }
  }
}
