import { server } from './msw';

/**
 * Request recorders for the integration tests. Each listens for the rest of the test
 * (tests/setup.tsx removes the listeners after every test). Every recorder notes a request
 * synchronously as it starts, so what a test reads is complete and in the order sent; a JSON body
 * can only be read asynchronously, so bodies are promises, started as the request starts: await
 * them (`Promise.all`, `withBodies`) rather than reading a value that may not have arrived yet.
 */

/** The call name of a request: the last segment of its path (`…/Notice/GetListNotice`). */
const callOf = (url: URL): string => url.pathname.split('/').at(-1) ?? '';

/** Calls `listener` with the URL of every request as it starts. */
function onRequestStart(listener: (url: URL, request: Request) => void): void {
  server.events.on('request:start', ({ request }) => listener(new URL(request.url), request));
}

/** The JSON body of a request (null without one; the text when it is not JSON). */
async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const text = await request.clone().text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Starts reading a request's body; one nobody awaits does not end the run as a rejection. */
function bodyOf(request: Request): Promise<unknown> {
  const body = readBody(request);
  body.catch(() => undefined);
  return body;
}

/** One request as sent. */
export interface SentRequest {
  /** The call name: the last segment of the path. */
  name: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON body (null without one), read from a copy as the request starts. */
  body: Promise<unknown>;
}

/**
 * Every request from now on, or only those of the call `name`, in the order sent (a live array):
 * its call name, verb, path, query and body.
 */
export function recordSent(name?: string): SentRequest[] {
  const seen: SentRequest[] = [];
  onRequestStart((url, request) => {
    const call = callOf(url);
    if (name !== undefined && call !== name) return;
    seen.push({
      name: call,
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: bodyOf(request),
    });
  });
  return seen;
}

/** Recorded requests with their bodies read, in the order sent. */
export function withBodies(
  sent: readonly SentRequest[],
): Promise<(Omit<SentRequest, 'body'> & { body: unknown })[]> {
  return Promise.all(sent.map(async (request) => ({ ...request, body: await request.body })));
}

/** The query of every request the page makes, by call name, in the order sent. */
export function recordRequests(): Map<string, URLSearchParams[]> {
  const seen = new Map<string, URLSearchParams[]>();
  onRequestStart((url) => {
    const call = callOf(url);
    seen.set(call, [...(seen.get(call) ?? []), url.searchParams]);
  });
  return seen;
}

/** The query of every request of one call, in the order sent (a live array). */
export function recordCalls(name: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  onRequestStart((url) => {
    if (callOf(url) === name) seen.push(url.searchParams);
  });
  return seen;
}

/**
 * The JSON body of every request of one call, in the order sent: a live array of promises, one
 * pushed as each request starts (so its length is right at once). Compare
 * `await Promise.all(bodies)`.
 */
export function recordBodies(name: string): Promise<unknown>[] {
  const seen: Promise<unknown>[] = [];
  onRequestStart((url, request) => {
    if (callOf(url) === name) seen.push(bodyOf(request));
  });
  return seen;
}
