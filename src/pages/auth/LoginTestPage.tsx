import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { HOME_PATH, LOGIN_PATH } from '../../config/constants';
import { config } from '../../config/env';
import { navigateTo, splitPath, useCurrentPath } from '../../providers/browserLocation';
import { isTestOrigin } from '../../layout/TestBanner';
import { safeRedirectPath } from '../../providers/redirect';
import { LoginForm } from './LoginForm';
import { ExternalSignInButton } from './ExternalSignInButton';

/**
 * `/auth/login_test`: on a test origin, a tester chooses local sign-in (the form) or external
 * sign-in. Elsewhere the page does not exist for members: it goes to `/login`, query kept.
 */
export default function LoginTestPage() {
  const path = useCurrentPath();
  const { search, query } = splitPath(path);
  const target = safeRedirectPath(query.get('redirect')) ?? HOME_PATH;
  const testOrigin = isTestOrigin();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!testOrigin) navigateTo(`${LOGIN_PATH}${search}`, { replace: true });
  }, [testOrigin, search]);
  if (!testOrigin) return null;

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        ログイン（テスト環境）
      </Typography>
      <section aria-labelledby="local-sign-in">
        <Typography id="local-sign-in" component="h2" variant="h6" gutterBottom>
          ローカル認証
        </Typography>
        <LoginForm labelledBy="local-sign-in" />
      </section>
      <Divider />
      <section aria-labelledby="external-sign-in">
        <Typography id="external-sign-in" component="h2" variant="h6" gutterBottom>
          外部認証
        </Typography>
        {config.oidc ? (
          <Stack spacing={1}>
            {failure && (
              <Typography role="alert" color="error">
                {failure}
              </Typography>
            )}
            <ExternalSignInButton target={target} onFailure={setFailure} />
          </Stack>
        ) : (
          <Typography>外部認証は設定されていません（VITE_OIDC_AUTHORITY）。</Typography>
        )}
      </section>
    </Stack>
  );
}
