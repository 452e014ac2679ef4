import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { LOGIN_PATH } from '../../config/constants';
import { navigateTo } from '../../providers/browserLocation';
import { completeExternalSignIn } from '../../providers/authProvider';
import { ExternalSignInError } from '../../providers/oidc';

/**
 * `/auth/callback` (and `/dashboard?code&state`, SPEC §2): finishes the external sign-in and
 * goes where the member was going; a refusal or failure goes back to the login page, which says
 * why. History is replaced, so Back never replays the (single-use) code.
 */
export default function CallbackPage() {
  const started = useRef(false);
  useEffect(() => {
    // The code is single-use: a second run (React's strict mode) must not spend it again.
    if (started.current) return;
    started.current = true;
    completeExternalSignIn(window.location.href).then(
      (target) => navigateTo(target, { replace: true }),
      (error: unknown) => {
        const failure = error instanceof ExternalSignInError ? error.failure : 'failed';
        navigateTo(`${LOGIN_PATH}?external=${failure}`, { replace: true });
      },
    );
  }, []);
  return (
    <Stack spacing={2} alignItems="center" role="status" aria-live="polite">
      <CircularProgress aria-hidden="true" />
      <Typography>外部認証でログインしています…</Typography>
    </Stack>
  );
}
