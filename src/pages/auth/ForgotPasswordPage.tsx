import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/errors';
import { TextInput } from '../../layout/TextInput';
import { apiClient } from '../../providers/apiClient';
import { useSingleFlight } from '../../providers/useSingleFlight';
import { normalizeLoginId } from '../../validation/normalize';
import { SignInLink } from '../../components/password/SignInLink';

const REQUIRED = 'ログインIDまたはメールアドレスを入力してください';

interface Sent {
  expiresInMinutes: number;
}

/** The confirmation, the same whether or not the account exists (no account enumeration). */
function SentNotice({ expiresInMinutes }: Sent) {
  return (
    <Alert severity="success" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
      入力されたログインIDまたはメールアドレスが登録されている場合は、パスワード再設定用のURLを登録メールアドレスへお送りしました。
      {`URLの有効期限は${expiresInMinutes}分です。`}
      メールが届かない場合は、入力内容をご確認のうえもう一度お試しいただくか、事務局へお問い合わせください。
    </Alert>
  );
}

/**
 * パスワードをお忘れの方 (/auth/forgotPassword): a login ID or e-mail address, sent with
 * SendResetPasswordParam; the member API mails a reset link to the registered address.
 */
export default function ForgotPasswordPage() {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = useSingleFlight(async (loginOrEmail: string) => {
    try {
      const { data } = await apiClient.call(
        'SendResetPasswordParam',
        { userNameOrEmailAddress: loginOrEmail },
        { quiet: true },
      );
      setSent(data);
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors().userNameOrEmailAddress : null;
      if (message) {
        setFieldError(message);
        input.current?.focus();
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    }
  });
  const submitting = send.pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const loginOrEmail = normalizeLoginId(value);
    if (!loginOrEmail) {
      setFieldError(REQUIRED);
      input.current?.focus();
      return;
    }
    void send.run(loginOrEmail);
  };

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        パスワードをお忘れの方
      </Typography>
      {sent ? (
        <SentNotice expiresInMinutes={sent.expiresInMinutes} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="パスワード再設定URLの送信">
          <Stack spacing={2}>
            <Typography variant="body2">
              ご登録のログインIDまたはメールアドレスを入力してください。パスワード再設定用のURLを、登録されているメールアドレスへお送りします。
            </Typography>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              id="forgot-login"
              name="userNameOrEmailAddress"
              label="ログインIDまたはメールアドレス"
              autoComplete="username"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setFieldError(undefined);
              }}
              inputRef={input}
              error={fieldError}
              required
            />
            <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
              {submitting ? '送信中…' : '再設定用のURLを送信する'}
            </Button>
          </Stack>
        </form>
      )}
      <SignInLink to="/login">ログイン画面へ戻る</SignInLink>
    </Stack>
  );
}
