import type { CardKeeping, WorkerMessage } from './messages';

/*
 * The page's side of the service worker (src/worker/sw.ts, built to /member/sw.js with scope
 * /member/, in builds only: dev stays uncached). Registered by hand rather than with
 * workbox-window, whose few KB would take the sign-in pages past their budget (DESIGN §9); the
 * signed-in layout watches for updates (src/layout/updates.ts).
 */

/** The service worker container, in builds only (dev and tests run without a worker). */
export const workers = (): ServiceWorkerContainer | undefined =>
  import.meta.env.PROD && typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;

export function registerServiceWorker(): void {
  const container = workers();
  if (!container) return;
  window.addEventListener('load', () => {
    container
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  });
}

/** Posts to the active worker, controlling this page yet or not; nothing without one. */
function postToWorker(message: WorkerMessage): void {
  void workers()?.ready.then((ready) => ready.active?.postMessage(message));
}

/** An explicit logout: the card kept on this device goes with the session. */
export const forgetKeptCard = (): void => postToWorker({ type: 'forget-card' });

/** A member signed in: a card kept for someone else goes. */
export const tellWorkerSignedIn = (memberId: string): void =>
  postToWorker({ type: 'signed-in', memberId });

/** How long the kept card may stay: the member's switch and the live session's expiry. */
export const tellWorkerCardKeeping = (keeping: CardKeeping): void =>
  postToWorker({ type: 'card-keeping', ...keeping });

/**
 * Calls `callback` when a service worker starts controlling this page (on a first visit, after
 * the page loaded): a page whose answer the worker should keep asks again then. Returns the
 * unsubscribe function.
 */
export function onServiceWorkerControl(callback: () => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return () => undefined;
  container.addEventListener('controllerchange', callback);
  return () => container.removeEventListener('controllerchange', callback);
}
