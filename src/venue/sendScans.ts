/**
 * Sends the device's queued check-ins to the member API, oldest first, one at a time. The server's
 * answer settles each: checked in, already checked in (elsewhere first: a conflict the desk is
 * shown), or refused (a 400 saying why). Without a network, on a server failure or a 401, sending
 * stops and the rest stay queued for the next try: nothing is lost.
 */
import type { CheckInRequest, CheckInResult } from '../api/checkIn';
import { ApiError } from '../api/errors';
import { queuedScans, settleScan } from './scanStore';

export type CheckInCall = (request: CheckInRequest) => Promise<CheckInResult>;

export interface SendReport {
  sent: number;
  /** Checked in elsewhere before this device's scan arrived. */
  conflicts: number;
  refused: number;
  /** Still queued: the network, the server or the session stopped the sending. */
  stopped: boolean;
}

let running: Promise<SendReport> | null = null;

async function sendAll(call: CheckInCall): Promise<SendReport> {
  const report: SendReport = { sent: 0, conflicts: 0, refused: 0, stopped: false };
  for (const scan of await queuedScans()) {
    try {
      const result = await call({
        code: scan.code,
        eventId: scan.eventId,
        day: scan.day,
        scannedAt: scan.scannedAt,
      });
      await settleScan(scan.id, {
        state: result.outcome,
        checkedInAt: result.checkedInAt,
        pointsAwarded: result.pointsAwarded,
      });
      report.sent += 1;
      if (result.outcome === 'alreadyCheckedIn') report.conflicts += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        await settleScan(scan.id, { state: 'refused', message: error.message });
        report.refused += 1;
        continue;
      }
      report.stopped = true;
      break;
    }
  }
  return report;
}

/** One sending at a time: a second call while one runs answers that one. */
export function sendQueuedScans(call: CheckInCall): Promise<SendReport> {
  running ??= sendAll(call).finally(() => {
    running = null;
  });
  return running;
}
