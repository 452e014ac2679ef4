import { useEffect, useRef } from 'react';
import type { UnreadApplication } from '../api/applications';
import type { CallName } from '../api/contract';
import { usePathname } from '../layout/pathname';
import { DEMO_PATHS } from '../pages/demos/catalog';
import { offeredApplications } from '../providers/access';
import { useCallMutation, useCallQuery } from '../providers/useCall';
import { useSessionRoles } from '../providers/useSessionRoles';

export type FlaggedKind = UnreadApplication['kind'];

const FLAG_OFF: Record<FlaggedKind, CallName> = {
  temporaryAbsence: 'TemporaryAbsenceUnreadFlgOff',
  extension: 'ExtensionUnreadFlgOff',
  withdrawal: 'WithdrawalUnreadFlgOff',
};

/**
 * The applications whose result the member has not opened (GetListUnreadApplication), for the
 * sidebar's badges and the pages showing the results. Asked only of members offered
 * applications, and not on the template demo pages, which make no server call (SPEC §1); quiet,
 * since a badge is not worth a warning (offline, say).
 */
export function useUnreadApplications(): UnreadApplication[] {
  const roles = useSessionRoles();
  const onDemoPage = DEMO_PATHS.includes(usePathname());
  const offered = offeredApplications(roles).size > 0;
  const { data } = useCallQuery(
    'GetListUnreadApplication',
    {},
    { enabled: offered && !onDemoPage, quiet: true },
  );
  return offered && Array.isArray(data?.data) ? data.data : [];
}

/**
 * Turns the unread flag of `kind` off once its result is on screen (`shown`): the badge then
 * disappears, since the flag-off call refreshes the unread list.
 */
export function useMarkResultRead(kind: FlaggedKind, shown: boolean): void {
  const unread = useUnreadApplications().some((item) => item.kind === kind);
  const sent = useRef(false);
  const { mutate } = useCallMutation(FLAG_OFF[kind], {
    invalidates: ['GetListUnreadApplication'],
    quiet: true,
    onError: () => {
      sent.current = false;
    },
  });
  useEffect(() => {
    if (!shown || !unread || sent.current) return;
    sent.current = true;
    mutate({});
  }, [shown, unread, mutate]);
}
