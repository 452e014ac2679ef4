/// <reference lib="webworker" />
/**
 * The portal's service worker (/member/sw.js, scope /member/), built by vite-plugin-pwa:
 *  - precaches what opens the portal without a network (server/pwa.ts lists it from the build
 *    manifest); a new build's worker waits until the member's open pages are gone, or until the
 *    member accepts the update (src/worker/serviceWorker.ts), so an open page never loses its files;
 *  - navigations: network first, else the offline page (offlineNavigation.ts);
 *  - the card call: network first, the member's kept card without a network (keptCard.ts), for
 *    as long as the member's switch and her session allow. No other API answer, nor anything
 *    else personal, is stored.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { CARD_CALL_PATH, cardCall, forgetCard, keepCardAsTold, keptCardAnswer } from './keptCard';
import { navigation } from './offlineNavigation';
import type { WorkerMessage } from './messages';
import { KEPT_CARD_PATH } from './paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// Precached files are served for what pages load; navigations are this worker's own (below), so
// /member/ online is the network's current page, not the precached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const SCOPE = new URL(self.registration.scope).pathname;
const env = { caches: self.caches, fetch: (request: Request) => self.fetch(request) };

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === self.location.origin && url.pathname === KEPT_CARD_PATH) {
    event.respondWith(keptCardAnswer(self.caches));
  } else if (url.pathname === CARD_CALL_PATH) {
    event.respondWith(cardCall(request, env));
  } else if (request.mode === 'navigate' && url.pathname.startsWith(SCOPE)) {
    event.respondWith(navigation(request, { ...env, shell: () => matchPrecache('index.html') }));
  }
});

/** The caches of the hand-written worker this one replaced. */
const LEGACY_CACHE = /^member-portal-/;

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      await Promise.all(
        names.filter((name) => LEGACY_CACHE.test(name)).map((name) => self.caches.delete(name)),
      );
      // The first worker takes the open page at once, so the first visit's card is kept.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage;
  if (message.type === 'skip-waiting') void self.skipWaiting();
  else if (message.type === 'forget-card') event.waitUntil(forgetCard(self.caches));
  else if (message.type === 'signed-in') event.waitUntil(forgetCard(self.caches, message.memberId));
  else if (message.type === 'card-keeping') event.waitUntil(keepCardAsTold(self.caches, message));
});
