/**
 * Navigations inside the portal's scope: the network's page whenever there is a network, so a
 * member online always gets the current build; without one, the offline page (the precached app
 * shell at /member/offline, told where the member was going), never the browser's error page.
 */
import { OFFLINE_PATH, VERIFY_PATH } from './paths';

/** Pages that work without a network, so open themselves from the shell rather than redirect. */
const OFFLINE_PAGES = new Set([OFFLINE_PATH, VERIFY_PATH]);

/** Where a member opening `url` without a network is sent: the offline page, then back. */
export function offlineTarget(url: URL): URL {
  const target = new URL(OFFLINE_PATH, url.origin);
  target.searchParams.set('from', `${url.pathname}${url.search}`);
  return target;
}

export async function navigation(
  request: Request,
  {
    fetch,
    shell,
  }: { fetch: (request: Request) => Promise<Response>; shell: () => Promise<Response | undefined> },
): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await shell();
    if (!kept) throw error;
    const url = new URL(request.url);
    // The offline page and the verify page open in the shell; any other page goes to the offline
    // page, which keeps where it was.
    return OFFLINE_PAGES.has(url.pathname.replace(/\/$/, ''))
      ? kept
      : Response.redirect(offlineTarget(url).href, 303);
  }
}
