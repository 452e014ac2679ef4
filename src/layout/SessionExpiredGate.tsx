import { lazy, Suspense } from 'react';
import { sessionExpired } from './sessionExpired';
import { useSignal } from './signal';

// Loaded only when a 401 happens, so the dialog costs the sign-in pages nothing.
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog'));

/** One dialog for any 401, however many calls failed at once (SPEC §4, §8). */
export function SessionExpiredGate() {
  const expired = useSignal(sessionExpired);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
