import { routeKey } from '../providers/browserLocation';
import { chunk } from '../layout/lazyPage';

/**
 * The pages a signed-in start fetches at once, beside the admin shell, rather than only once the
 * shell has loaded and routed (DESIGN §9). Only the home page: every loader here brings its list
 * of chunks into the entry, which the sign-in pages load too.
 */
export const loadDashboardPage = chunk(() => import('./dashboard/DashboardPage'));

const startPages = new Map([
  ['/', loadDashboardPage],
  ['/dashboard', loadDashboardPage],
]);

/** Starts fetching the page at `pathname` when it is a start page. */
export function prefetchStartPage(pathname: string): void {
  // A failure comes back, and is handled (lazyPage), when the shell renders the page.
  startPages
    .get(routeKey(pathname))?.()
    .catch(() => undefined);
}
