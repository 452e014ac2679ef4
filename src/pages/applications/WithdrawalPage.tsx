import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { WithdrawalApplication, WithdrawalDetail } from '../../api/applications';
import type { Fee } from '../../api/payments';
import { todayInJapan } from '../../api/japanTime';
import { PayRequestButton } from '../../components/PayRequestButton';
import { usePayRequest } from '../../components/useGoToPayment';
import { formatDate, formatYen } from '../../i18n/format';
import { isProvisional } from '../../providers/access';
import { useSessionRoles } from '../../providers/useSessionRoles';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationFrame } from './ApplicationFrame';
import { ConsentCheckbox } from './ConsentCheckbox';
import { UnpaidParticipationsBlocker } from './UnpaidParticipations';
import { DayFromToday, NoteInput } from './inputs';

/** The end of the current fiscal year (March 31), the usual day to leave. */
function fiscalYearEnd(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${Number(today.slice(5, 7)) >= 4 ? year + 1 : year}-03-31`;
}

// Beside the alert's icon, a list's usual 40 px indent leaves a phone a dozen characters a line.
const LIST_INDENT = { '& ul': { pl: 2.5 } };

function Consequences({ provisional }: { provisional: boolean }) {
  if (provisional) {
    return (
      <Alert severity="warning" role="note" sx={LIST_INDENT}>
        <Typography sx={{ fontWeight: 'bold' }}>
          退会すると、入会の手続きが取り消されます。
        </Typography>
        <ul>
          <li>入会金・年会費のお支払いは不要になります。</li>
          <li>退会日の翌日から会員ポータルにログインできなくなります。</li>
          <li>あらためて入会するには、入会申込からやり直してください。</li>
        </ul>
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="note" sx={LIST_INDENT}>
      <Typography sx={{ fontWeight: 'bold' }}>退会すると、次のとおりとなります。</Typography>
      <ul>
        <li>退会日の翌日から会員資格を失い、会員ポータルにログインできなくなります。</li>
        <li>消化器内視鏡技師の資格は更新できなくなり、有効期限をもって失効します。</li>
        <li>取得済みの受講履歴ポイントは、再入会しても引き継がれません。</li>
        <li>納入済みの会費は返金されません。</li>
        <li>
          未納の会費がある場合は、お支払いの後でなければ退会できません（
          <Link component={RouterLink} to="/MembershipFeeDetail">
            会費支払明細
          </Link>
          ）。
        </li>
        <li>
          未払いの参加費がある場合は、お支払いまたは参加申込のキャンセルの後でなければ退会できません（
          <Link component={RouterLink} to="/events/participaints">
            学会・セミナー参加一覧
          </Link>
          ）。
        </li>
      </ul>
    </Alert>
  );
}

/**
 * What blocks withdrawal, said as the page opens: each unpaid fee by name and amount, with the way
 * to pay its request (fees on one request are paid together: one button for them).
 */
function UnpaidFeesBlocker({ fees }: { fees: readonly Fee[] }) {
  const payment = usePayRequest();
  /** The request to pay beside this fee: only beside the first fee it asks for. */
  const payBeside = (fee: Fee, index: number) =>
    fees.findIndex((other) => other.paymentRequestId === fee.paymentRequestId) === index
      ? fee.paymentRequestId
      : null;
  const titlesOf = (requestId: number) =>
    fees
      .filter((fee) => fee.paymentRequestId === requestId)
      .map((fee) => fee.title)
      .join('・');
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label="退会の前にお支払いが必要な会費"
      sx={LIST_INDENT}
    >
      <Typography sx={{ fontWeight: 'bold' }}>
        次の会費をお支払いいただくと、退会を申請できます。
      </Typography>
      <ul>
        {fees.map((fee, index) => {
          const requestId = payBeside(fee, index);
          return (
            <li key={fee.id}>
              {fee.title}（{formatYen(fee.amount)}）
              {requestId !== null && (
                <Box component="span" sx={{ ml: 1 }}>
                  <PayRequestButton requestId={requestId} name={titlesOf(requestId)} {...payment} />
                </Box>
              )}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}

/** What the member still owes, each with the way to clear it; nothing when nothing is owed. */
function unpaidBlockers({ unpaidFees, unpaidParticipations }: WithdrawalDetail) {
  if (unpaidFees.length === 0 && unpaidParticipations.length === 0) return null;
  return (
    <>
      {unpaidFees.length > 0 && <UnpaidFeesBlocker fees={unpaidFees} />}
      {unpaidParticipations.length > 0 && (
        <UnpaidParticipationsBlocker items={unpaidParticipations} listIndent={LIST_INDENT} />
      )}
    </>
  );
}

function WithdrawalForm({ blocked }: { blocked: boolean }) {
  return (
    <ApplicationForm
      kind="withdrawal"
      defaults={{ withdrawalDate: fiscalYearEnd(todayInJapan()), reason: '', confirmed: false }}
      toBody={({ withdrawalDate, reason, confirmed }) => ({
        withdrawalDate,
        reason: reason.trim(),
        confirmed,
      })}
      confirmText="退会を申請します。申請後の取り消しは事務局へのご連絡が必要です。よろしいですか？"
      disabled={blocked}
    >
      <DayFromToday
        source="withdrawalDate"
        label="退会日"
        helperText="通常は年度末（3月31日）です"
      />
      <NoteInput source="reason" label="退会理由" helperText="任意・400文字以内" />
      <ConsentCheckbox
        source="confirmed"
        label="上記の退会に伴う注意事項を確認しました"
        message="退会に伴う注意事項を確認し、チェックを入れてください"
      />
    </ApplicationForm>
  );
}

const describe = (item: WithdrawalApplication) =>
  [
    ['退会日', formatDate(item.withdrawalDate)],
    ['退会理由', item.reason || '—'],
  ] as const;

/**
 * 退会申請 (/applications/withdrawal): open to provisional members too. Unpaid fees and unpaid
 * participation fees are named as the page opens, with the way to pay (or cancel) each; until
 * then the form shows but cannot be sent.
 */
export default function WithdrawalPage() {
  const provisional = isProvisional(useSessionRoles());
  return (
    <ApplicationFrame
      kind="withdrawal"
      describe={describe}
      intro={() => <Consequences provisional={provisional} />}
      blocker={unpaidBlockers}
      form={(detail) => <WithdrawalForm blocked={!detail.canApply} />}
    />
  );
}
