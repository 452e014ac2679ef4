import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DateInput, required, TextInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationDetail, WithdrawalApplication } from '../../api/applications';
import { formatDate } from '../../generator/format';
import { isProvisional } from '../../providers/access';
import { draftStore } from '../../providers/drafts';
import { useSessionRoles } from '../../providers/useSessionRoles';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationFrame } from './ApplicationFrame';
import { ConsentCheckbox } from './ConsentCheckbox';
import { notBefore, noteRules, todayInJapan } from './rules';

interface WithdrawalValues {
  withdrawalDate: string;
  reason: string;
  confirmed: boolean;
}

const withdrawalDraft = draftStore<WithdrawalValues>('withdrawalDraft');

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
      </ul>
    </Alert>
  );
}

function WithdrawalForm() {
  const today = todayInJapan();
  return (
    <ApplicationForm<WithdrawalValues>
      draft={withdrawalDraft}
      defaults={{ withdrawalDate: fiscalYearEnd(today), reason: '', confirmed: false }}
      call="ApplyWithdrawal"
      invalidates={['GetDetailWithdrawalApplication']}
      toBody={({ withdrawalDate, reason, confirmed }) => ({
        withdrawalDate,
        reason: reason.trim(),
        confirmed,
      })}
      confirmTitle="退会申請"
      confirmText="退会を申請します。申請後の取り消しは事務局へのご連絡が必要です。よろしいですか？"
      submitLabel="確認して申請する"
      successMessage="退会申請を受け付けました。"
    >
      <DateInput
        source="withdrawalDate"
        label="退会日"
        validate={[
          required('退会日を入力してください'),
          notBefore(today, '退会日は本日以降の日付にしてください'),
        ]}
        helperText="通常は年度末（3月31日）です"
      />
      <TextInput
        source="reason"
        label="退会理由"
        multiline
        minRows={3}
        validate={noteRules('退会理由', false)}
        helperText="任意・400文字以内"
        fullWidth
      />
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

/** 退会申請 (/applications/withdrawal): open to provisional members too. */
export default function WithdrawalPage() {
  const provisional = isProvisional(useSessionRoles());
  return (
    <ApplicationFrame<WithdrawalApplication, ApplicationDetail<WithdrawalApplication>>
      kind="withdrawal"
      detailCall="GetDetailWithdrawalApplication"
      describe={describe}
      intro={(detail) => detail.canApply && <Consequences provisional={provisional} />}
      form={() => <WithdrawalForm />}
    />
  );
}
