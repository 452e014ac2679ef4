import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../../api/errors';
import { HOME_PATH } from '../../config/constants';
import { navigateTo, splitPath, useCurrentPath } from '../../providers/browserLocation';
import { PrefetchSignedIn } from '../../layout/prefetchSignedIn';
import { TextInput } from '../../layout/TextInput';
import { signIn } from '../../providers/authProvider';
import { initialPasswordPathFor } from '../../components/password/initialPasswordPath';
import { SignInLink } from '../../components/password/SignInLink';
import { safeRedirectPath } from '../../providers/redirect';
import { session } from '../../providers/session';
import { useSingleFlight } from '../../providers/useSingleFlight';
import { normalizeLoginId } from '../../validation/normalize';
import { config } from '../../config/env';
import { EXTERNAL_FAILURE_MESSAGES, type ExternalFailure } from '../../providers/oidc';
import { ExternalSignInButton } from './ExternalSignInButton';

type Field = 'username' | 'password';

/** `?external=cancelled|failed`: an external sign-in came back here without a member. */
function externalFailureMessage(query: URLSearchParams): string | null {
  const failure = query.get('external');
  return failure === 'cancelled' || failure === 'failed'
    ? EXTERNAL_FAILURE_MESSAGES[failure satisfies ExternalFailure]
    : null;
}

const REQUIRED: Record<Field, string> = {
  username: 'ログインIDを入力してください',
  password: 'パスワードを入力してください',
};

/** Server field names (ABP validation `members`) → this form's fields. */
const SERVER_FIELDS: Record<string, Field> = {
  userNameOrEmailAddress: 'username',
  password: 'password',
};

/**
 * The login form, with 外部認証でログイン when the identity service is configured. The test
 * sign-in page embeds the bare form in a section of its own (`labelledBy`: that section's
 * heading), offering external sign-in beside it.
 */
export function LoginForm({ labelledBy }: { labelledBy?: string }) {
  // No router here: the login page renders before the admin shell (DESIGN §9).
  const path = useCurrentPath();
  // Once the member is at the form, not before (the budget): signed in, the page renders at once.
  const prefetchSignedIn = useContext(PrefetchSignedIn);
  const query = splitPath(path).query;
  const target = safeRedirectPath(query.get('redirect')) ?? HOME_PATH;
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<{ message: string; details: string | null } | null>(() => {
    const message = externalFailureMessage(query);
    return message ? { message, details: null } : null;
  });
  const signInOnce = useSingleFlight(
    async (credentials: { username: string; password: string }) => {
      const { passwordChangeRequired } = await signIn(credentials);
      navigateTo(passwordChangeRequired ? initialPasswordPathFor(target) : target, {
        replace: true,
      });
    },
    { once: true },
  );
  const submitting = signInOnce.pending;
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const alreadySignedIn = session.isSignedIn() && !submitting;
  useEffect(() => {
    if (alreadySignedIn) navigateTo(target, { replace: true });
  }, [alreadySignedIn, target]);
  if (alreadySignedIn) return null;

  /** Shows the messages and puts the member on the first field to correct. */
  const showFieldErrors = (errors: Partial<Record<Field, string>>) => {
    setFieldErrors(errors);
    const first = (Object.keys(REQUIRED) as Field[]).find((field) => errors[field]);
    if (!first) return;
    (first === 'username' ? usernameInput : passwordInput).current?.focus();
  };

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setFieldErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = (Object.keys(REQUIRED) as Field[]).filter((field) => !values[field].trim());
    if (missing.length > 0) {
      showFieldErrors(Object.fromEntries(missing.map((field) => [field, REQUIRED[field]])));
      return;
    }
    setFailure(null);
    try {
      // A login typed in 全角 (ｄｅｍｏ－ｍｅｍｂｅｒ) is the same login.
      await signInOnce.run({
        username: normalizeLoginId(values.username),
        password: values.password,
      });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const serverFields: Partial<Record<Field, string>> = {};
      for (const [member, message] of Object.entries(apiError?.fieldErrors() ?? {})) {
        const field = SERVER_FIELDS[member];
        if (field) serverFields[field] = message;
      }
      showFieldErrors(serverFields);
      setFailure({
        message: error instanceof Error ? error.message : String(error),
        details: apiError?.details ?? null,
      });
    }
  };

  return (
    <form
      onSubmit={submit}
      onFocus={() => prefetchSignedIn(target)}
      noValidate
      aria-labelledby={labelledBy ?? 'login-title'}
    >
      <Stack spacing={2}>
        {!labelledBy && (
          <Typography id="login-title" component="h1" variant="h5">
            ログイン
          </Typography>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure.message}
            {failure.details && <div>{failure.details}</div>}
          </Alert>
        )}
        <TextInput
          id="login-username"
          name="username"
          label="ログインID"
          autoComplete="username"
          value={values.username}
          onChange={change('username')}
          inputRef={usernameInput}
          error={fieldErrors.username}
          required
        />
        <TextInput
          id="login-password"
          name="password"
          type="password"
          label="パスワード"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          inputRef={passwordInput}
          error={fieldErrors.password}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
          {submitting ? 'ログイン中…' : 'ログイン'}
        </Button>
        {!labelledBy && config.oidc && (
          <ExternalSignInButton
            target={target}
            onFailure={(message) => setFailure({ message, details: null })}
          />
        )}
        <SignInLink to="/auth/forgotPassword">パスワードをお忘れの方はこちら</SignInLink>
        <SignInLink to="/verify">受講証明書・会員証のQRコードの確認</SignInLink>
      </Stack>
    </form>
  );
}
