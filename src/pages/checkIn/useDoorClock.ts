import { useEffect, useState, useSyncExternalStore } from 'react';
import { todayInJapan } from '../../api/japanTime';
import { serverClockOffset, subscribeServerClock } from '../../api/serverClock';
import { useOnline } from '../../layout/online';

/** A device clock further off than this from the member API's is worth telling staff. */
export const CLOCK_DRIFT_LIMIT_MS = 5 * 60 * 1000;

export interface DoorClock {
  /** Now, as the door judges it: the member API's time online, the device's offline. */
  now: () => Date;
  /** That clock at the last minute's tick, for the page to show. */
  shown: Date;
  /** Today in Japan (YYYY-MM-DD) by that clock. */
  today: string;
  /** Whose clock that is. */
  source: 'server' | 'device';
  /** How far the device's clock is from the member API's (ms, + when the device is behind), once known. */
  drift: number | null;
}

/**
 * The door's clock. A phone whose date is off would refuse valid slips as expired and stamp
 * scans with the wrong time, so online the door reads the member API's clock (src/api/
 * serverClock.ts); offline it can only trust the device's, and the page says so with the date.
 * Re-read every minute, so an open door turns to the next day at midnight.
 */
export function useDoorClock(): DoorClock {
  const online = useOnline();
  const offset = useSyncExternalStore(subscribeServerClock, serverClockOffset, () => null);
  const [deviceTime, setDeviceTime] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setDeviceTime(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const correction = online && offset !== null ? offset : 0;
  const shown = new Date(deviceTime + correction);
  return {
    now: () => new Date(Date.now() + correction),
    shown,
    today: todayInJapan(shown),
    source: online && offset !== null ? 'server' : 'device',
    drift: offset,
  };
}
