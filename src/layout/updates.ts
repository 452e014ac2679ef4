import { useEffect } from 'react';
import { workers } from '../worker/serviceWorker';
import type { WorkerMessage } from '../worker/messages';
import { createSignal } from '../providers/signal';

/** A new build's worker is installed and waiting: the member may take it now (UpdateBanner). */
export const updateReady = createSignal(false);

/** Notes a worker that installs while another controls the page: the next build, waiting. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const waiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) updateReady.set(true);
  };
  waiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') waiting();
    });
  });
}

/**
 * Watches the portal's registration (src/worker/serviceWorker.ts makes it) while the signed-in layout is
 * up: where members spend their time, and out of the sign-in pages' bundle.
 */
export function useUpdateWatch(): void {
  useEffect(() => {
    void workers()?.ready.then(watchForUpdates);
  }, []);
}

/** The member accepted the update: the waiting worker takes over, and the page starts again. */
export async function applyUpdate(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
  waiting.postMessage({ type: 'skip-waiting' } satisfies WorkerMessage);
}
