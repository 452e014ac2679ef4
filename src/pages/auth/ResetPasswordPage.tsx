import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/errors';
import { splitPath, useCurrentPath } from '../../layout/browserLocation';
import { apiClient } from '../../providers/apiClient';
import { useSingleFlight } from '../../providers/useSingleFlight';
import { newPasswordErrors, type PasswordPolicy } from '../../validation/passwordPolicy';
import { NewPasswordFields } from '../../components/password/NewPasswordFields';
import { SignInLink } from '../../components/password/SignInLink';
import { serverFieldErrors, usePasswordForm } from '../../components/password/usePasswordForm';

const FIELDS = ['newPassword', 'confirmation'] as const;
const NO_TOKEN =
  'パスワード再設定用のURLが正しくありません。メールに記載のURLをそのまま開いてください。';

/** What VerifyToken (and the policy) said about the link's token. */
type TokenCheck =
  | { token: string; valid: true; loginId: string; policy: PasswordPolicy | null }
  | { token: string; valid: false; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Checks the token once per token; the policy is optional (the server checks on saving). */
function useTokenCheck(token: string): TokenCheck | null {
  const [check, setCheck] = useState<TokenCheck | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const options = { quiet: true, signal: controller.signal };
    Promise.all([
      apiClient.call('VerifyToken', { token }, options),
      apiClient
        .call('GetDetailPasswordPolicy', {}, options)
        .then((result) => result.data)
        .catch(() => null),
    ]).then(
      ([verified, policy]) =>
        setCheck({ token, valid: true, loginId: verified.data.loginId, policy }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setCheck({ token, valid: false, message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [token]);
  if (!token) return { token, valid: false, message: NO_TOKEN };
  return check?.token === token ? check : null;
}

/** The link is no good: why, and where to ask for a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <Alert severity="error" role="alert">
        {message}
      </Alert>
      <Typography variant="body2">
        お手数ですが、もう一度パスワード再設定用のURLを請求してください。
      </Typography>
      <SignInLink to="/auth/forgotPassword">パスワード再設定用のURLを請求する</SignInLink>
    </>
  );
}

function NewPasswordForm({
  token,
  loginId,
  policy,
  onDone,
}: {
  token: string;
  loginId: string;
  policy: PasswordPolicy | null;
  onDone: () => void;
}) {
  const form = usePasswordForm('reset-password', FIELDS);
  const [failure, setFailure] = useState<unknown>(null);
  const set = useSingleFlight(async (newPassword: string) => {
    try {
      await apiClient.call('SetNewPassword', { token, newPassword }, { quiet: true });
      onDone();
    } catch (error) {
      if (!form.showErrors(serverFieldErrors(error, FIELDS))) setFailure(error);
    }
  });
  const submitting = set.pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (form.showErrors(newPasswordErrors(form.values, policy, { loginId }))) return;
    void set.run(form.values.newPassword);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="新しいパスワードの設定">
      <Stack spacing={2}>
        <Typography variant="body2">
          {`ログインID「${loginId}」の新しいパスワードを入力してください。`}
        </Typography>
        {failure !== null && (
          <Alert severity="error" role="alert">
            {messageOf(failure)}
            {/* A business refusal here is the link itself (used or expired meanwhile). */}
            {failure instanceof ApiError && failure.status === 500 && (
              <div>
                <SignInLink to="/auth/forgotPassword">パスワード再設定用のURLを請求する</SignInLink>
              </div>
            )}
          </Alert>
        )}
        <NewPasswordFields
          inputId={form.inputId}
          values={form.values}
          errors={form.errors}
          onChange={form.change}
          policy={policy}
          loginId={loginId}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {submitting ? '設定中…' : 'パスワードを再設定する'}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * パスワードの再設定 (/auth/resetPassword?token=…): the e-mailed link. VerifyToken first (a bad,
 * used or expired link says so and offers a new one), then the new password against the policy,
 * SetNewPassword, and the way back to sign-in.
 */
export default function ResetPasswordPage() {
  const token = splitPath(useCurrentPath()).query.get('token') ?? '';
  const check = useTokenCheck(token);
  const [done, setDone] = useState(false);

  let content;
  if (done) {
    content = (
      <>
        <Alert severity="success" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
          パスワードを再設定しました。新しいパスワードでログインしてください。
        </Alert>
        <SignInLink to="/login">ログイン画面へ</SignInLink>
      </>
    );
  } else if (!check) {
    content = <Typography color="text.secondary">URLを確認しています…</Typography>;
  } else if (!check.valid) {
    content = <InvalidLink message={check.message} />;
  } else {
    content = (
      <NewPasswordForm
        token={token}
        loginId={check.loginId}
        policy={check.policy}
        onDone={() => setDone(true)}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        パスワードの再設定
      </Typography>
      {content}
    </Stack>
  );
}
