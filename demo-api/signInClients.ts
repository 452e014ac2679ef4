/**
 * The limit on sign-in attempts per client, beside each account's lockout (lockout.ts): without
 * it one client could keep every member locked out, five wrong passwords each. A client is the
 * TCP peer's address, which the HTTP server (vitePlugin.ts) writes into CLIENT_HEADER of every
 * request after dropping any the request itself carried; msw/node in vitest has no socket, so
 * there a request without the header is DEFAULT_CLIENT and a test sends the header to act as
 * another one.
 *
 * What counts is a refused sign-in (wrong password, unknown login, locked account): after
 * MAX_CLIENT_FAILURES of them within a sliding CLIENT_WINDOW_MINUTES, every attempt is refused
 * with 429 until the oldest leaves the window. At that pace a client holds at most four accounts
 * locked at once, while a member mistyping, or a whole office behind one address, never meets
 * the limit. Good sign-ins cost nothing, and neither do the 429s, so `Retry-After` holds.
 */
import { abpError } from './abp';
import { ExpiringMap } from './expiringMap';

export const CLIENT_HEADER = 'x-demo-client-address';
export const DEFAULT_CLIENT = 'local';
export const MAX_CLIENT_FAILURES = 20;
export const CLIENT_WINDOW_MINUTES = 15;
const MAX_CLIENTS = 10_000;
const WINDOW_MS = CLIENT_WINDOW_MINUTES * 60 * 1000;

export const TOO_MANY_ATTEMPTS_MESSAGE = 'ログインの試行回数が多すぎます。';

/** Each client's refused sign-ins within the window, oldest first. */
const failuresByClient = new ExpiringMap<number[]>(MAX_CLIENTS);

export const clientOf = (request: Request): string =>
  request.headers.get(CLIENT_HEADER) ?? DEFAULT_CLIENT;

const recentFailures = (client: string, now: number): number[] =>
  (failuresByClient.get(client, now) ?? []).filter((time) => time > now - WINDOW_MS);

/** The 429 refusing the client's sign-in at `now`, or null while it is within the limit. */
export function clientRefusal(client: string, now: number): Response | null {
  const recent = recentFailures(client, now);
  if (recent.length < MAX_CLIENT_FAILURES) return null;
  const [oldest = now] = recent;
  const retryAfter = Math.ceil((oldest + WINDOW_MS - now) / 1000);
  const response = abpError(429, TOO_MANY_ATTEMPTS_MESSAGE, {
    details: `ログインに失敗した回数が多いため、しばらくログインできません。${Math.ceil(retryAfter / 60)}分ほどしてから、もう一度お試しください。`,
  });
  response.headers.set('Retry-After', String(retryAfter));
  return response;
}

export function recordClientFailure(client: string, now: number): void {
  const failures = [...recentFailures(client, now), now].slice(-MAX_CLIENT_FAILURES);
  failuresByClient.set(client, failures, now + WINDOW_MS, now);
}

/** Forgets every client's count (the demo's whole reset). */
export function forgetClients(): void {
  failuresByClient.clear();
}
