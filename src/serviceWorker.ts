import { session } from './providers/session';

/**
 * Registers /member/sw.js with scope /member/ (SPEC §1), in builds only: dev stays uncached.
 * The worker keeps what the digital membership card needs offline (see public/sw.js): the card
 * page hands it the build files it loaded, and signing out has it forget the kept card, so a
 * shared phone does not keep someone's card.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch((error: unknown) => console.warn('service worker registration failed', error));
    session.subscribe(() => {
      if (!session.isSignedIn()) postToWorker({ type: 'forget-card' });
    });
  });
}

/** Posts to the active worker, controlling this page yet or not; nothing without one. */
function postToWorker(message: unknown): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(message),
  );
}

/**
 * Hands the worker every build file this page has loaded (the shell's, the admin shell's, the
 * card page's), so that the page opens again offline; what it already keeps it skips.
 */
export function keepLoadedAssetsOffline(): void {
  const assets = `${location.origin}${import.meta.env.BASE_URL}assets/`;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(assets));
  postToWorker({ type: 'keep-assets', urls });
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
