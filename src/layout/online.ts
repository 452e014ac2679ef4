import { useState, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the device says it has a network (`navigator.onLine`, kept current). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Whether the page at `path` was opened after the network went: the page on screen when it went
 * stays (what it shows is still worth reading); any other page the member opens then is the
 * offline page's to stand in for, as its data and files may not come.
 */
export function useOpenedOffline(path: string): boolean {
  const online = useOnline();
  const [pathWhenLost, setPathWhenLost] = useState<string | null>(null);
  if (!online && pathWhenLost === null) setPathWhenLost(path);
  if (online && pathWhenLost !== null) setPathWhenLost(null);
  return !online && pathWhenLost !== null && path !== pathWhenLost;
}
