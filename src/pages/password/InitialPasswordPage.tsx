import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../config/constants';
import { formatDate } from '../../generator/format';
import { safeRedirectPath } from '../../providers/redirect';
import { useCallQuery } from '../../providers/useCall';
import { expiryStateOf } from '../../validation/passwordPolicy';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Why the member is here, from CheckPasswordValidPeriod. */
function Reason() {
  const { data } = useCallQuery('CheckPasswordValidPeriod');
  const period = data?.data;
  if (!period) return null;
  const state = expiryStateOf(period);
  if (state === 'initial') {
    return (
      <Alert severity="warning" role="status">
        事務局が発行した仮パスワードでログインしています。ご利用を続けるには、新しいパスワードを設定してください。「現在のパスワード」には仮パスワードを入力します。
      </Alert>
    );
  }
  if (state === 'expired') {
    return (
      <Alert severity="warning" role="status">
        {`パスワードの有効期限（${formatDate(period.expiresOn)}）が過ぎています。ご利用を続けるには、新しいパスワードを設定してください。`}
      </Alert>
    );
  }
  return null;
}

/**
 * 初回パスワード設定 (/ResettingPassword/initial): the change sign-in leads to first when the
 * password is temporary or expired; afterwards the page the member was heading to opens
 * (`?redirect=`, checked like sign-in's), or the dashboard.
 */
export default function InitialPasswordPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeRedirectPath(search.get('redirect')) ?? DASHBOARD_PATH;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 640 }}>
      <Reason />
      <Card component="section" aria-labelledby="initial-password-title">
        <CardContent>
          <Stack spacing={2}>
            <Typography id="initial-password-title" component="h2" variant="h6">
              新しいパスワードの設定
            </Typography>
            <Typography variant="body2">
              現在のパスワードと、これから使う新しいパスワードを入力してください。設定が終わると、開こうとしていた画面へ進みます。
            </Typography>
            <ChangePasswordForm
              submitLabel="パスワードを設定する"
              onChanged={() => navigate(next, { replace: true })}
            />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
