import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { EXTERNAL_FAILURE_MESSAGES, startExternalSignIn } from '../../providers/oidc';

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
  const [leaving, setLeaving] = useState(false);
  const inFlight = useRef(false);
  const start = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLeaving(true);
    try {
      await startExternalSignIn(target);
    } catch {
      // The provider could not be reached (its discovery document): say so, stay here.
      onFailure(EXTERNAL_FAILURE_MESSAGES.failed);
      inFlight.current = false;
      setLeaving(false);
    }
  };
  return (
    <Button variant="outlined" size="large" fullWidth disabled={leaving} onClick={start}>
      {leaving ? '外部認証へ移動中…' : '外部認証でログイン'}
    </Button>
  );
}
