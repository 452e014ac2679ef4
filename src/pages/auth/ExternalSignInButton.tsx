import Button from '@mui/material/Button';
import { EXTERNAL_FAILURE_MESSAGES, startExternalSignIn } from '../../providers/oidc';
import { useSingleFlight } from '../../providers/useSingleFlight';

/**
 * 外部認証でログイン: leaves for the society's identity service, coming back to `target` (a
 * router path). Shown only when the service is configured (the caller checks).
 */
export function ExternalSignInButton({
  target,
  onFailure,
}: {
  target: string;
  onFailure: (message: string) => void;
}) {
  const leave = useSingleFlight(startExternalSignIn, { once: true });
  const leaving = leave.pending;
  const start = () =>
    leave.run(target).catch(() => {
      // The provider could not be reached (its discovery document): say so, stay here.
      onFailure(EXTERNAL_FAILURE_MESSAGES.failed);
    });
  return (
    <Button variant="outlined" size="large" fullWidth disabled={leaving} onClick={start}>
      {leaving ? '外部認証へ移動中…' : '外部認証でログイン'}
    </Button>
  );
}
