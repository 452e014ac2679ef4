/* Service worker of the member portal, registered from /member/sw.js with scope /member/.
 * It takes control at once so that later features (the offline membership card) can rely on it;
 * requests go to the network untouched. */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
