/**
 * The portal's one clock, for every calendar decision a page makes (today's date, open events,
 * deadlines, the door's day, the time a card was fetched): the member API's while online, once an
 * answer has told it (./serverClock.ts), so a device whose date is off judges as the API does and
 * a demo stays on the demo calendar's day; the device's own only offline, or before any answer.
 * Timers and durations (token renewal, retry waits) keep the device's clock: they measure, they
 * do not date.
 */
import { serverClockOffset, subscribeServerClock } from './serverClock';

/** Whose clock the portal reads: the member API's, or the device's (offline, or not yet told). */
export type ClockSource = 'server' | 'device';

/** Whether the device says it has a network (a worker or Node without `navigator.onLine` has). */
export const online = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

export const portalClockSource = (): ClockSource =>
  online() && serverClockOffset() !== null ? 'server' : 'device';

/** The correction from the device's clock to the portal's (ms): the server's offset when online. */
export const portalClockOffset = (): number =>
  portalClockSource() === 'server' ? (serverClockOffset() ?? 0) : 0;

/**
 * Now on the portal's clock; given a device time (epoch ms, e.g. when an answer came), that
 * instant on the portal's clock.
 */
export const portalNow = (deviceTime: number = Date.now()): Date =>
  new Date(deviceTime + portalClockOffset());

/** Calls `listener` when the portal's clock may have changed: a new server offset, or the network. */
export function subscribePortalClock(listener: () => void): () => void {
  const unsubscribe = subscribeServerClock(listener);
  if (typeof window === 'undefined') return unsubscribe;
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
