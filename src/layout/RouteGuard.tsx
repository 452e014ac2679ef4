import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PayAdmissionFeeButton } from '../components/PayAdmissionFeeButton';
import { session } from '../providers/session';
import { useSessionRoles } from '../providers/useSessionRoles';
import { currentPage } from './currentPage';
import { ErrorPage } from './ErrorPage';
import { evaluateRoute, type RouteMeta } from './guards';

const signedInSnapshot = () => session.isSignedIn();

/** Renders a route's page only when its meta allows it (SPEC §2, §5, §6). */
export function RouteGuard({
  meta,
  children,
}: {
  meta: RouteMeta | undefined;
  children: ReactNode;
}) {
  const location = useLocation();
  const signedIn = useSyncExternalStore(session.subscribe, signedInSnapshot, signedInSnapshot);
  const roles = useSessionRoles();
  const outcome = evaluateRoute(meta, {
    signedIn,
    roles,
    location,
  });

  // An error page is titled by the error itself, not by the page it replaces.
  const shown = outcome.kind === 'allow' ? meta : undefined;
  useEffect(() => {
    currentPage.set(shown ? { title: shown.title, parent: shown.parent } : null);
    document.title = shown ? `${shown.title} | 会員ポータル` : '会員ポータル';
  }, [shown]);

  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'error') {
    // Refused for the admission fee alone: paying it is the way in (SPEC §6).
    const payable =
      outcome.status === 403 && !meta?.staff && meta?.permissions?.includes('paid_admission_fee');
    return <ErrorPage {...outcome} action={payable ? <PayAdmissionFeeButton /> : undefined} />;
  }
  return <>{children}</>;
}
