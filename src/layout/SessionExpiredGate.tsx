import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { sessionExpired, signInAgain } from '../providers/sessionExpired';
import { useSignal } from '../providers/signal';

// Loaded only when a 401 happens, so the dialog costs the sign-in pages nothing.
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog'));

/** If the dialog itself cannot load (offline, or a deploy replaced it), go to sign-in anyway. */
function GoToLogin() {
  useEffect(signInAgain, []);
  return null;
}

/** One dialog for any 401, however many calls failed at once (SPEC §4, §8). */
export function SessionExpiredGate() {
  const expired = useSignal(sessionExpired);
  if (!expired) return null;
  return (
    <ErrorBoundary fallback={<GoToLogin />}>
      <Suspense fallback={null}>
        <SessionExpiredDialog />
      </Suspense>
    </ErrorBoundary>
  );
}
