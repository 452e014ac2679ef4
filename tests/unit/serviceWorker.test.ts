/**
 * The service worker's own handlers (src/worker), run in Node against a fake network and Cache
 * Storage: the kept card (what is kept, for whom, what offline answers, what forgets it), the
 * navigations (network first, else the offline page), and the precache list read from the build
 * manifest. tests/e2e/offline.spec.ts runs the built worker in Chromium.
 */
import { PRECACHE_ROOTS, precachedChunks } from '../../server/pwa';
import {
  CARD_CACHE,
  CARD_CALL_PATH,
  cardCall,
  forgetCard,
  keptCardAnswer,
} from '../../src/worker/keptCard';
import { navigation, offlineTarget } from '../../src/worker/offlineNavigation';
import { KEPT_CARD_PATH, OFFLINE_PATH } from '../../src/worker/paths';

const ORIGIN = 'http://localhost:4173';
const CARD = {
  memberNo: '0012345',
  name: '内視鏡 花子',
  validUntil: '2027-03-31',
  verificationPayload: 'signed',
};
const envelope = (data: unknown, success = true) => ({
  result: success ? { statusCode: 200, data, message: null } : null,
  success,
  __abp: true,
});

/** Cache Storage in memory, enough of it for the worker's handlers. */
function fakeCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (key: RequestInfo | URL) =>
    typeof key === 'string' ? key : key instanceof URL ? key.href : key.url;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: RequestInfo | URL, response: Response) =>
        void store.set(keyOf(key), response),
      match: async (key: RequestInfo | URL) => store.get(keyOf(key))?.clone(),
      delete: async (key: RequestInfo | URL) => store.delete(keyOf(key)),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
    } as unknown as Cache;
  };
  return {
    open,
    keys: async () => [...stores.keys()],
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    match: async () => undefined,
  } as CacheStorage;
}

const cardRequest = (memberId: string) =>
  new Request(`${ORIGIN}${CARD_CALL_PATH}`, {
    headers: { Authorization: 'Bearer token-of-the-day', 'X-MEMBER-ID': memberId },
  });
const online =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};
const FETCHED_AT = new Date('2026-11-22T01:15:00Z');

describe('the kept card', () => {
  it('keeps the last card answer with whose it is and when it came, under a key without the token', async () => {
    const caches = fakeCaches();
    const answer = await cardCall(cardRequest('1'), {
      caches,
      fetch: online(envelope(CARD)),
      now: () => FETCHED_AT,
    });
    expect((await answer.json()).result.data).toEqual(CARD);

    const kept = await keptCardAnswer(caches);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({ fetchedAt: FETCHED_AT.toISOString(), card: CARD });
    const keys = (await (await caches.open(CARD_CACHE)).keys()).map((key) => key.url);
    expect(keys).toEqual([`https://kept.invalid${KEPT_CARD_PATH}`]);
  });

  it('answers the card call offline with the same member’s kept card, marked with when it was fetched', async () => {
    const caches = fakeCaches();
    await cardCall(cardRequest('1'), {
      caches,
      fetch: online(envelope(CARD)),
      now: () => FETCHED_AT,
    });

    const answer = await cardCall(cardRequest('1'), { caches, fetch: offline });
    expect((await answer.json()).result.data).toEqual({
      ...CARD,
      offlineFetchedAt: FETCHED_AT.toISOString(),
    });
    // Another member on the same device never gets it.
    await expect(cardCall(cardRequest('2'), { caches, fetch: offline })).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('keeps no failed answer: the card kept before stays', async () => {
    const caches = fakeCaches();
    await cardCall(cardRequest('1'), {
      caches,
      fetch: online(envelope(CARD)),
      now: () => FETCHED_AT,
    });
    await cardCall(cardRequest('1'), { caches, fetch: online(envelope(null, false), 500) });
    await cardCall(cardRequest('1'), { caches, fetch: online(envelope(null)) });
    expect((await (await keptCardAnswer(caches)).json()).card).toEqual(CARD);
  });

  it('is forgotten on logout, and when another member signs in, not when the same one does', async () => {
    const caches = fakeCaches();
    const keep = () => cardCall(cardRequest('1'), { caches, fetch: online(envelope(CARD)) });
    await keep();
    await forgetCard(caches, '1');
    expect((await keptCardAnswer(caches)).status).toBe(200);
    await forgetCard(caches, '2');
    expect((await keptCardAnswer(caches)).status).toBe(404);

    await keep();
    await forgetCard(caches);
    expect((await keptCardAnswer(caches)).status).toBe(404);
  });

  it('is answered at its own path, never stored as a response the browser could reuse', async () => {
    const caches = fakeCaches();
    await cardCall(cardRequest('1'), { caches, fetch: online(envelope(CARD)) });
    const kept = await keptCardAnswer(caches);
    expect(kept.headers.get('Cache-Control')).toBe('no-store');
    expect(KEPT_CARD_PATH).toBe('/member/__offline__/digital-membership-card');
  });
});

describe('navigations', () => {
  const shell = new Response('<!doctype html><title>shell</title>');
  const page = (path: string) => new Request(`${ORIGIN}${path}`);

  it('go to the network whenever there is one', async () => {
    const response = await navigation(page('/member/notices'), {
      fetch: async () => new Response('current build'),
      shell: async () => shell.clone(),
    });
    expect(await response.text()).toBe('current build');
  });

  it('without a network, open the offline page, which keeps where the member was going', async () => {
    const env = { fetch: offline, shell: async () => shell.clone() };
    const response = await navigation(page('/member/notices?page=2'), env);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      `${ORIGIN}${OFFLINE_PATH}?from=${encodeURIComponent('/member/notices?page=2')}`,
    );
    const offlinePage = await navigation(new Request(response.headers.get('Location')!), env);
    expect(await offlinePage.text()).toContain('shell');
    expect(offlineTarget(new URL(`${ORIGIN}/member/`)).searchParams.get('from')).toBe('/member/');
  });

  it('without a network and no shell kept yet, fail as the network did', async () => {
    await expect(
      navigation(page('/member/dashboard'), { fetch: offline, shell: async () => undefined }),
    ).rejects.toThrow('Failed to fetch');
  });
});

describe('the precache list', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react.js' },
    'src/App.tsx': { file: 'assets/App.js', imports: ['_react.js', '_admin.js'] },
    '_admin.js': { file: 'assets/admin.js', assets: ['assets/font.woff2'] },
    'src/pages/card/DigitalMembershipCardPage.tsx': {
      file: 'assets/Card.js',
      imports: ['_qr.js'],
    },
    '_qr.js': { file: 'assets/qr.js' },
    'src/pages/offline/OfflinePage.tsx': { file: 'assets/Offline.js', imports: ['_qr.js'] },
    'src/pages/notices/NoticesPage.tsx': { file: 'assets/Notices.js', imports: ['_react.js'] },
  };

  it('holds the shell, the signed-in shell, the card and offline pages and all they import, nothing else', () => {
    expect([...precachedChunks(manifest, PRECACHE_ROOTS)].sort()).toEqual([
      'assets/App.js',
      'assets/Card.js',
      'assets/Offline.js',
      'assets/admin.js',
      'assets/font.woff2',
      'assets/index.css',
      'assets/index.js',
      'assets/qr.js',
      'assets/react.js',
    ]);
  });

  it('fails the build when a root is not in the manifest (a page moved)', () => {
    expect(() => precachedChunks(manifest, ['src/pages/card/Moved.tsx'])).toThrow(
      'precache: src/pages/card/Moved.tsx is not in the build manifest',
    );
  });
});
