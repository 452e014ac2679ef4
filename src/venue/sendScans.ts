/**
 * Sends a staff account's queued check-ins to the member API, oldest first, one at a time, each
 * under the account that scanned it. The server's answer settles each: checked in, already checked
 * in (elsewhere first: a conflict the desk is shown), or refused (a 4xx saying why, shown as such;
 * the queue goes on). A server failure or a dropped connection leaves that scan queued for a later
 * try, further off after each failure, and never holds back the scans behind it. A 401 or 403
 * (the session, not the scan) stops the sending, keeping everything: nothing is lost.
 */
import type { CheckInRequest, CheckInResult } from '../api/checkIn';
import { ApiError } from '../api/errors';
import { queuedScans, updateScan, type Scan } from './scanStore';

export type CheckInCall = (request: CheckInRequest) => Promise<CheckInResult>;

export interface SendReport {
  sent: number;
  /** Checked in elsewhere before this device's scan arrived. */
  conflicts: number;
  refused: number;
  /** Scans left queued to try again later (a server failure, a dropped connection). */
  retrying: number;
  /** When the earliest of those may go (epoch ms), or null. */
  nextTryAt: number | null;
  /** The session stopped the sending (401, 403): the rest wait for a sign-in. */
  stopped: boolean;
}

/** The wait after a scan's `attempts`-th failure: 5 s doubling to 5 minutes, a fifth either way. */
export function retryDelay(attempts: number, random = Math.random): number {
  const base = Math.min(5 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

type Failure = 'refused' | 'retry' | 'stop';

/** What a failed send means for the queue. */
function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'retry';
  const { status } = error;
  if (status === 401 || status === 403) return 'stop';
  // Timeouts and rate limits say nothing about the scan itself.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused';
  return 'retry';
}

let running: Promise<SendReport> | null = null;

export interface SendOptions {
  /** The clock (epoch ms). */
  now?: number;
  /** Try every queued scan now, backoff or not: the network just came back, or staff asked. */
  all?: boolean;
}

async function sendAll(
  call: CheckInCall,
  staffId: string,
  { now = Date.now(), all = false }: SendOptions,
): Promise<SendReport> {
  const report: SendReport = {
    sent: 0,
    conflicts: 0,
    refused: 0,
    retrying: 0,
    nextTryAt: null,
    stopped: false,
  };
  const waitFor = (scan: Pick<Scan, 'retryAt'>) => {
    report.retrying += 1;
    const at = scan.retryAt ?? now;
    report.nextTryAt = Math.min(report.nextTryAt ?? at, at);
  };
  for (const scan of await queuedScans(staffId)) {
    if (report.stopped) break;
    if (!all && (scan.retryAt ?? 0) > now) {
      waitFor(scan);
      continue;
    }
    try {
      const result = await call({
        code: scan.code,
        eventId: scan.eventId,
        day: scan.day,
        scannedAt: scan.scannedAt,
        ...(scan.payAtDoor ? { payAtDoor: true } : {}),
      });
      await updateScan(scan.id, {
        state: result.outcome,
        checkedInAt: result.checkedInAt,
        pointsAwarded: result.pointsAwarded,
        pointsPending: result.pointsPending,
        feeDue: result.paymentDue,
        retryAt: undefined,
      });
      report.sent += 1;
      if (result.outcome === 'alreadyCheckedIn') report.conflicts += 1;
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'refused') {
        await updateScan(scan.id, {
          state: 'refused',
          message: error instanceof Error ? error.message : String(error),
        });
        report.refused += 1;
      } else if (failure === 'stop') {
        report.stopped = true;
      } else {
        const attempts = scan.attempts + 1;
        const retryAt = now + retryDelay(attempts);
        await updateScan(scan.id, { attempts, retryAt });
        waitFor({ retryAt });
      }
    }
  }
  return report;
}

/**
 * Sends what `staffId` scanned and may go now. One sending at a time: a second call while one
 * runs answers that one.
 */
export function sendQueuedScans(
  call: CheckInCall,
  staffId: string,
  options: SendOptions = {},
): Promise<SendReport> {
  running ??= sendAll(call, staffId, options).finally(() => {
    running = null;
  });
  return running;
}

export interface Sender {
  /** Sends now (`all`: every queued scan, backoff or not). */
  send(all?: boolean): Promise<SendReport>;
  /** Retries from now on, until the function it returns is called (the door opens, closes). */
  start(): () => void;
}

/**
 * A door's sender: sends when asked, and while started again whenever a failed scan's wait is
 * over (online: offline, the network's return asks). `onReport` hears every sending's report.
 */
export function createSender(
  call: CheckInCall,
  staffId: string,
  onReport: (report: SendReport) => void,
): Sender {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;
  const send = async (all = false): Promise<SendReport> => {
    const report = await sendQueuedScans(call, staffId, { all });
    // A closed door's report goes nowhere, and nothing is tried for it later.
    if (stopped) return report;
    clearTimeout(timer);
    if (report.nextTryAt !== null) {
      timer = setTimeout(
        () => void (navigator.onLine && send()),
        Math.max(0, report.nextTryAt - Date.now()),
      );
    }
    onReport(report);
    return report;
  };
  return {
    send,
    start: () => {
      stopped = false;
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
  };
}
