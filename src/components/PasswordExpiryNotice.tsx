import Alert, { type AlertColor } from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../generator/format';
import { useCallQuery } from '../providers/useCall';
import {
  expiryStateOf,
  type ExpiryState,
  type PasswordValidPeriod,
} from '../validation/passwordPolicy';

const CHANGE_PATH = '/ResettingPassword';
const INITIAL_PATH = '/ResettingPassword/initial';

function messageOf(state: ExpiryState, period: PasswordValidPeriod): string {
  const date = formatDate(period.expiresOn);
  switch (state) {
    case 'initial':
      return '事務局が発行した仮パスワードでログインしています。新しいパスワードを設定してください。';
    case 'expired':
      return `パスワードの有効期限（${date}）が過ぎています。新しいパスワードに変更してください。`;
    case 'soon':
      return period.daysLeft === 0
        ? `パスワードの有効期限は本日（${date}）までです。お早めに変更してください。`
        : `パスワードの有効期限は${date}までです（あと${period.daysLeft}日）。お早めに変更してください。`;
    case 'valid':
      return `現在のパスワードの有効期限は${date}までです（あと${period.daysLeft}日）。`;
    case 'unlimited':
      return '現在のパスワードに有効期限はありません。';
  }
}

const SEVERITY: Record<ExpiryState, AlertColor> = {
  initial: 'error',
  expired: 'error',
  soon: 'warning',
  valid: 'info',
  unlimited: 'info',
};

/**
 * The password's validity from CheckPasswordValidPeriod. On the dashboard (the default) it shows
 * only when a change is due, temporary, expired or within the policy's notice days, with a link
 * to the change page; `onPasswordPage` shows the validity always, without the link.
 */
export function PasswordExpiryNotice({ onPasswordPage = false }: { onPasswordPage?: boolean }) {
  const { data } = useCallQuery('CheckPasswordValidPeriod');
  const period = data?.data;
  if (!period) return null;
  const state = expiryStateOf(period);
  const due = state === 'initial' || state === 'expired' || state === 'soon';
  if (!due && !onPasswordPage) return null;
  return (
    <Alert
      severity={SEVERITY[state]}
      // Due now interrupts; a reminder waits its turn.
      role={SEVERITY[state] === 'error' ? 'alert' : 'status'}
      action={
        due && !onPasswordPage ? (
          <Link
            component={RouterLink}
            to={state === 'initial' ? INITIAL_PATH : CHANGE_PATH}
            color="inherit"
            sx={{ alignSelf: 'center', whiteSpace: 'nowrap' }}
          >
            パスワードを変更する
          </Link>
        ) : undefined
      }
    >
      {messageOf(state, period)}
    </Alert>
  );
}
