/**
 * The member API's clock, as its answers' `Date` headers tell it: what a device whose own clock is
 * off (a staff phone with the wrong date) judges dates by while it is online. The offset is the
 * server's time less the device's, taken at the middle of the round trip; the header has whole
 * seconds, so it is good to about a second, plenty to tell a date or a five-minute drift.
 *
 * A cross-origin member API must list `Date` in `Access-Control-Expose-Headers` for the browser to
 * show it; without the header the device's clock is used, as offline.
 */

type Listener = () => void;

let offsetMs: number | null = null;
const listeners = new Set<Listener>();

/** Offsets closer than this are the same clock: no re-render for a header's rounding. */
const NOISE_MS = 2000;

/** Notes a `Date` header of an answer to a request sent at `sentAt` and answered at `answeredAt`. */
export function noteServerDate(header: string | null, sentAt: number, answeredAt: number): void {
  const serverTime = header ? Date.parse(header) : Number.NaN;
  if (Number.isNaN(serverTime)) return;
  // The header is truncated to the second: its middle is the best guess of the stamp.
  const offset = serverTime + 500 - (sentAt + answeredAt) / 2;
  if (offsetMs !== null && Math.abs(offset - offsetMs) < NOISE_MS) return;
  offsetMs = offset;
  for (const listener of listeners) listener();
}

/** The server's time less the device's (ms), or null before any answer carried a `Date`. */
export const serverClockOffset = (): number | null => offsetMs;

export function subscribeServerClock(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets what was learnt (a test's fresh start). */
export function resetServerClock(): void {
  offsetMs = null;
}
