import { server } from './msw';

/** The call name of a request: the last segment of its path (`…/Notice/GetListNotice`). */
const callOf = (url: URL): string => url.pathname.split('/').at(-1) ?? '';

/**
 * The query of every request the page makes, by call name, in the order sent. Listens until
 * `server.events.removeAllListeners()` (call it after the test).
 */
export function recordRequests(): Map<string, URLSearchParams[]> {
  const seen = new Map<string, URLSearchParams[]>();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const call = callOf(url);
    seen.set(call, [...(seen.get(call) ?? []), url.searchParams]);
  });
  return seen;
}

/** The query of every request of one call, in the order sent (a live array). */
export function recordCalls(name: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (callOf(url) === name) seen.push(url.searchParams);
  });
  return seen;
}

/** The JSON body of every request of one call, in the order sent (a live array). */
export function recordBodies(name: string): unknown[] {
  const seen: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (callOf(new URL(request.url)) !== name) return;
    void request
      .clone()
      .json()
      .then((body: unknown) => seen.push(body));
  });
  return seen;
}
