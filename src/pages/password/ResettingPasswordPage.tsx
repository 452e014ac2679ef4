import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PasswordExpiryNotice } from '../../components/PasswordExpiryNotice';
import { ChangePasswordForm } from './ChangePasswordForm';

/** パスワード再設定 (/ResettingPassword): the validity of the current password and the change. */
export default function ResettingPasswordPage() {
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 640 }}>
      <PasswordExpiryNotice onPasswordPage />
      <Card component="section" aria-labelledby="change-password-title">
        <CardContent>
          <Stack spacing={2}>
            <Typography id="change-password-title" component="h2" variant="h6">
              パスワードの変更
            </Typography>
            <Typography variant="body2">
              現在のパスワードと、新しいパスワードを入力してください。変更後は新しいパスワードでログインします。
            </Typography>
            <ChangePasswordForm />
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
