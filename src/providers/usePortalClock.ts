import { useEffect, useState, useSyncExternalStore } from 'react';
import { todayInJapan } from '../api/japanTime';
import {
  online,
  portalClockOffset,
  portalClockSource,
  subscribePortalClock,
  type ClockSource,
} from '../api/portalClock';
import { serverClockOffset } from '../api/serverClock';

export interface PortalClock {
  /** Now on the portal's clock: the member API's time online, the device's offline. */
  now: () => Date;
  /** A device time (epoch ms, e.g. when an answer came) on the portal's clock. */
  at: (deviceTime: number) => Date;
  /** The portal's clock at the last minute's tick, for the page to show. */
  shown: Date;
  /** Today in Japan (YYYY-MM-DD) by that clock. */
  today: string;
  /** Whose clock that is. */
  source: ClockSource;
  /** Whether the device has a network: offline, the device's clock is all there is. */
  online: boolean;
  /** How far the device's clock is from the member API's (ms, + when the device is behind), once known. */
  drift: number | null;
}

/** The server offset and the network together, as one value React can compare. */
const clockState = () => `${online()} ${serverClockOffset()}`;

/**
 * The portal's clock (src/api/portalClock.ts) for a page: re-rendered when the member API's clock
 * becomes known or moves, when the network goes or comes back, and every minute, so a page left
 * open turns to the next day at midnight.
 */
export function usePortalClock(): PortalClock {
  useSyncExternalStore(subscribePortalClock, clockState, () => 'true null');
  const [deviceTime, setDeviceTime] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setDeviceTime(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const correction = portalClockOffset();
  const shown = new Date(deviceTime + correction);
  return {
    now: () => new Date(Date.now() + correction),
    at: (time) => new Date(time + correction),
    shown,
    today: todayInJapan(shown),
    source: portalClockSource(),
    online: online(),
    drift: serverClockOffset(),
  };
}

/** Today in Japan (YYYY-MM-DD) on the portal's clock, kept current. */
export const usePortalToday = (): string => usePortalClock().today;

const portalDay = () => todayInJapan();

/**
 * Re-renders when the portal's today changes with its clock's source (the API's clock learnt,
 * the network gone or back), with no timer of its own: for the many cells of a list.
 */
export const usePortalDay = (): string =>
  useSyncExternalStore(subscribePortalClock, portalDay, portalDay);
