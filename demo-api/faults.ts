/**
 * The demo API's fault switch (issue 10): slow answers, 500s, dropped connections and 401s, to
 * show how the portal behaves when the member API misbehaves. Demo-only: it lives in the Vite
 * middleware (a dropped connection needs the socket), never in the built app.
 *
 * Faults are scoped per browser by the `demo-faults` cookie, read from each request, so parallel
 * e2e tests against one server never see each other's faults (a test sets it with
 * `context.addCookies`, see `faultCookie`). A server-wide switch for demonstrations is set through
 * `POST /api/__demo/faults` (demo-api/calls/demoControl.ts); tests never use it.
 */
import { UNAUTHORIZED_MESSAGE } from './abp';

export type FaultKind = 'slow' | 'error' | 'drop' | 'unauthorized';

export interface Fault {
  kind: FaultKind;
  /** Only the call with this name, the last segment of its path (e.g. `InsertParticipant`). */
  call?: string;
  /** Only the next `times` matching requests; every one when absent. */
  times?: number;
  /** `slow`: how long the answer waits, in ms. */
  delayMs?: number;
}

/** A set of faults; `id` keeps the `times` counts of two browsers with equal faults apart. */
export interface FaultSet {
  id: string;
  faults: Fault[];
}

/** What the middleware does instead of answering: drop the connection or send an ABP error. */
export type FaultOutcome = 'drop' | { status: 401 | 500; message: string };

export const FAULT_COOKIE = 'demo-faults';
export const DEFAULT_DELAY_MS = 1500;
/** The server's message under an `error` fault: Japanese, as the member API's own would be. */
export const FAULT_ERROR_MESSAGE =
  'サーバーで障害が発生しました。しばらくしてから再度お試しください。';

const KINDS: readonly FaultKind[] = ['slow', 'error', 'drop', 'unauthorized'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** A fault as sent by a browser or the control path; anything malformed is ignored. */
function toFault(value: unknown): Fault | null {
  if (!isRecord(value) || !KINDS.includes(value.kind as FaultKind)) return null;
  return {
    kind: value.kind as FaultKind,
    call: typeof value.call === 'string' && value.call ? value.call : undefined,
    times: positive(value.times),
    delayMs: positive(value.delayMs),
  };
}

export function toFaults(value: unknown): Fault[] {
  return Array.isArray(value) ? value.flatMap((item) => toFault(item) ?? []) : [];
}

/** The cookie value for a browser's faults (URI-encoded JSON). */
export function faultCookie(faults: Fault[]): string {
  const set: FaultSet = { id: crypto.randomUUID(), faults };
  return encodeURIComponent(JSON.stringify(set));
}

function fromCookie(cookieHeader: string | undefined): FaultSet | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FAULT_COOKIE}=`))
    ?.slice(FAULT_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!isRecord(parsed) || typeof parsed.id !== 'string') return null;
    return { id: parsed.id, faults: toFaults(parsed.faults) };
  } catch {
    return null;
  }
}

const SERVER_WIDE = 'server-wide';
let serverFaults: Fault[] = [];
/** Requests left per `times`-limited fault, keyed by set id and position. */
const remaining = new Map<string, number>();

/** The demo-only control path's switch: these faults reach every browser until cleared. */
export function setServerFaults(faults: Fault[]): void {
  serverFaults = faults;
  for (const key of remaining.keys()) if (key.startsWith(`${SERVER_WIDE}#`)) remaining.delete(key);
}

/** Takes one use of each fault of the set that matches the call; spent faults drop out. */
function take(set: FaultSet, call: string): Fault[] {
  return set.faults.filter((fault, index) => {
    if (fault.call !== undefined && fault.call !== call) return false;
    if (fault.times === undefined) return true;
    const key = `${set.id}#${index}`;
    const left = remaining.get(key) ?? fault.times;
    if (left <= 0) return false;
    remaining.set(key, left - 1);
    return true;
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The faults for one request of `path` (under /api/): waits out every `slow` fault, then answers
 * what the first failing fault asks for, or null to serve the call normally. The demo's own
 * control paths (`/api/__demo/...`) are never faulted, so a test can always reset.
 */
export async function faultFor(
  path: string,
  cookieHeader: string | undefined,
): Promise<FaultOutcome | null> {
  const pathname = path.split('?')[0] ?? '';
  if (pathname.startsWith('/api/__demo/')) return null;
  const call = pathname.split('/').pop() ?? '';
  const browser = fromCookie(cookieHeader);
  const faults = [
    ...take({ id: SERVER_WIDE, faults: serverFaults }, call),
    ...(browser ? take(browser, call) : []),
  ];
  for (const fault of faults) {
    if (fault.kind === 'slow') await sleep(fault.delayMs ?? DEFAULT_DELAY_MS);
  }
  const failure = faults.find((fault) => fault.kind !== 'slow');
  if (!failure) return null;
  if (failure.kind === 'drop') return 'drop';
  return failure.kind === 'unauthorized'
    ? { status: 401, message: UNAUTHORIZED_MESSAGE }
    : { status: 500, message: FAULT_ERROR_MESSAGE };
}
