import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import type { ApplicationStanding, StatusState } from './status';

const SEVERITY = {
  pending: 'info',
  inEffect: 'success',
  open: 'info',
  closed: 'info',
} as const satisfies Record<StatusState, 'info' | 'success' | 'warning'>;

/** The line an application page opens on: pending, in force, open to apply, or why not. */
export function StandingAlert({
  standing,
  action,
}: {
  standing: ApplicationStanding<unknown>;
  /** The way on from here (to apply, to see the application). */
  action?: ReactNode;
}) {
  return (
    <Alert severity={SEVERITY[standing.state]} role="status" action={action}>
      {standing.message}
      {standing.note && <div>{standing.note}</div>}
    </Alert>
  );
}
