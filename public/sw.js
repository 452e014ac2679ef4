/* Service worker of the member portal, registered from /member/sw.js with scope /member/.
 *
 * Its one job: the digital membership card opens without a network (a congress venue without
 * signal). It keeps
 *  - the app shell (index.html), network-first: online the member always gets the current build;
 *  - the build files the card page loaded (/member/assets/*, content-hashed), which the page
 *    hands over ('keep-assets'); online the worker leaves build files to the browser;
 *  - the last card answer (GetDigitalMembershipCard), network-first, under a fixed key: the
 *    member's token is a header, never part of the key, and no other API answer is ever stored.
 * Offline, a navigation to the card page gets the kept shell, that page's build files come from
 * the cache, and the card call gets the kept answer, marked with the time it was fetched.
 * Signing out empties the card (the page posts 'forget-card').
 *
 * tests/unit/serviceWorker.test.ts runs this file against a fake network and Cache Storage.
 */
const VERSION = 'v1';
const CACHE = `member-portal-${VERSION}`;
const SCOPE = new URL(self.registration.scope).pathname;
const ORIGIN = self.location.origin;
const SHELL_KEY = `${SCOPE}`;
const CARD_KEY = `${SCOPE}__offline__/digital-membership-card`;
const CARD_CALL = '/api/services/app/Application/GetDigitalMembershipCard';
const CARD_PAGE = `${SCOPE}DigitalMembershipCard`.toLowerCase();

/**
 * What to do with a request: 'shell' (a navigation), 'asset' (a hashed build file), 'card' (the
 * card call) or 'network' (everything else, untouched).
 */
function routeOf(request, scope = SCOPE, origin = ORIGIN) {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (request.mode === 'navigate' && url.pathname.startsWith(scope)) return 'shell';
  if (url.pathname.startsWith(`${scope}assets/`)) return 'asset';
  if (url.pathname === CARD_CALL) return 'card';
  return 'network';
}

/** Whether a navigation may fall back to the kept shell: only the card page works offline. */
function offlineNavigable(url) {
  return new URL(url).pathname.toLowerCase().replace(/\/$/, '') === CARD_PAGE;
}

async function put(key, response) {
  const cache = await caches.open(CACHE);
  await cache.put(key, response);
}

/** Keeps a fetched shell; a different one is a new build, whose old files are of no more use. */
async function keepShell(response) {
  const cache = await caches.open(CACHE);
  const previous = await cache.match(SHELL_KEY);
  if (previous && (await previous.text()) !== (await response.clone().text())) {
    const keys = await cache.keys();
    await Promise.all(
      keys
        .filter((key) => new URL(key.url).pathname.startsWith(`${SCOPE}assets/`))
        .map((key) => cache.delete(key)),
    );
  }
  await cache.put(SHELL_KEY, response);
}

/** Pages opened from the kept shell: their build files come from the cache. */
const offlineClients = new Set();

async function shell(request, resultingClientId) {
  try {
    const response = await fetch(request);
    if (response.ok) await keepShell(response.clone());
    return response;
  } catch (error) {
    const kept = offlineNavigable(request.url) && (await caches.match(SHELL_KEY));
    if (!kept) throw error;
    if (resultingClientId) offlineClients.add(resultingClientId);
    return kept;
  }
}

async function asset(request) {
  return (await caches.match(request.url)) || fetch(request);
}

/** The card answer as fetched, plus `offlineFetchedAt` in its data, served when offline. */
async function card(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const body = await response.clone().json();
      if (body && body.success && body.result && body.result.data) {
        const kept = new Response(JSON.stringify({ fetchedAt: new Date().toISOString(), body }), {
          headers: { 'Content-Type': 'application/json' },
        });
        await put(CARD_KEY, kept);
      }
    }
    return response;
  } catch (error) {
    const kept = await caches.match(CARD_KEY);
    if (!kept) throw error;
    const { fetchedAt, body } = await kept.json();
    body.result.data.offlineFetchedAt = fetchedAt;
    return new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

/** Caches the assets the page loaded before this worker controlled it (its first visit). */
async function keepAssets(urls) {
  const cache = await caches.open(CACHE);
  const wanted = urls.filter((url) => routeOf({ url, method: 'GET', mode: 'no-cors' }) === 'asset');
  await Promise.all(
    wanted.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  // The shell now, so that even a first visit's card opens offline later.
  event.waitUntil(
    fetch(SHELL_KEY)
      .then((response) => (response.ok ? keepShell(response) : undefined))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('member-portal-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const route = routeOf(event.request);
  if (route === 'shell') event.respondWith(shell(event.request, event.resultingClientId));
  else if (route === 'card') event.respondWith(card(event.request));
  // Online pages fetch build files themselves (and tests may intercept them); offline ones here.
  else if (route === 'asset' && offlineClients.has(event.clientId)) {
    event.respondWith(asset(event.request));
  }
});

self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type === 'keep-assets' && Array.isArray(message.urls)) {
    event.waitUntil(keepAssets(message.urls));
  } else if (message.type === 'forget-card') {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.delete(CARD_KEY)));
  }
});
