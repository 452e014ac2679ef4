import type { DigitalMembershipCard } from './api/applications';
import { createSignal } from './layout/signal';
import type { WorkerMessage } from './worker/messages';
import { KEPT_CARD_PATH } from './worker/paths';

/*
 * The page's side of the service worker (src/worker/sw.ts, built to /member/sw.js with scope
 * /member/, in builds only: dev stays uncached). Registered by hand rather than with
 * workbox-window, whose few KB would take the sign-in pages past their budget (DESIGN §9): what
 * it would do here is the standard waiting-worker handshake below.
 */

/** A new build's worker is installed and waiting: the member may take it now (UpdateBanner). */
export const updateReady = createSignal(false);

let registration: ServiceWorkerRegistration | null = null;
let reloadOnControl = false;

const workers = (): ServiceWorkerContainer | undefined =>
  import.meta.env.PROD && typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;

/** Watches a registration for a worker that installs while another controls the page. */
function watchForUpdates(found: ServiceWorkerRegistration): void {
  registration = found;
  const waitingAlready = () => {
    if (found.waiting && navigator.serviceWorker.controller) updateReady.set(true);
  };
  waitingAlready();
  found.addEventListener('updatefound', () => {
    const installing = found.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') waitingAlready();
    });
  });
}

export function registerServiceWorker(): void {
  const container = workers();
  if (!container) return;
  // The page that accepted an update starts again under the new worker.
  container.addEventListener('controllerchange', () => {
    if (reloadOnControl) window.location.reload();
  });
  window.addEventListener('load', () => {
    container
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .then(watchForUpdates)
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  });
}

/** The member accepted the update: the waiting worker takes over and the page reloads. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return;
  reloadOnControl = true;
  waiting.postMessage({ type: 'skip-waiting' } satisfies WorkerMessage);
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

/** The card kept on this device, as the offline page shows it. */
export interface KeptCardView {
  fetchedAt: string;
  card: DigitalMembershipCard;
}

/** Reads the kept card from the worker (null: none kept, or no worker to ask). */
export async function readKeptCard(): Promise<KeptCardView | null> {
  try {
    // eslint-disable-next-line no-restricted-globals -- the worker's own answer, not the member API
    const response = await fetch(KEPT_CARD_PATH, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as KeptCardView) : null;
  } catch {
    return null;
  }
}

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
