/**
 * Navigations inside the portal's scope: the network's page whenever there is a network, so a
 * member online always gets the current build; without one, the offline page (the precached app
 * shell at /member/offline, told where the member was going), never the browser's error page.
 */
import { OFFLINE_PATH } from './paths';

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
    // The offline page itself is the shell; any other page goes there, keeping where it was.
    return url.pathname === OFFLINE_PATH ? kept : Response.redirect(offlineTarget(url).href, 303);
  }
}
