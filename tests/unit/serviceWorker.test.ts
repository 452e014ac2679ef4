/**
 * The service worker's own handlers (src/worker), run in Node against a fake network and Cache
 * Storage: the kept card (what is kept, for whom, what offline answers, how long the member's
 * switch and her session let it stay, what forgets it), the navigations (network first, else the offline page), and the precache list read from the build
 * manifest. tests/e2e/offline.spec.ts runs the built worker in Chromium.
 */
import { PRECACHE_ROOTS, precachedChunks } from '../../server/pwa';
import {
  CARD_CACHE,
  CARD_CALL_PATH,
  cardCall,
  forgetCard,
  keepCardAsTold,
  keptCardAnswer,
} from '../../src/worker/keptCard';
import { navigation, offlineTarget } from '../../src/worker/offlineNavigation';
import { KEPT_CARD_PATH, OFFLINE_PATH, VERIFY_PATH } from '../../src/worker/paths';

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
/** The page's word with the member's switch on: the card outlives the session. */
const KEEP = { keep: true, sessionExpiresAt: null };

/** Caches where the page has already told the worker to keep the card. */
async function keepingCaches(): Promise<CacheStorage> {
  const caches = fakeCaches();
  await keepCardAsTold(caches, KEEP);
  return caches;
}

describe('the kept card', () => {
  it('keeps the last card answer with whose it is and when it came, under a key without the token', async () => {
    const caches = await keepingCaches();
    const answer = await cardCall(cardRequest('1'), {
      caches,
      fetch: online(envelope(CARD)),
      now: () => FETCHED_AT,
    });
    expect((await answer.json()).result.data).toEqual(CARD);

    const kept = await keptCardAnswer(caches);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({ fetchedAt: FETCHED_AT.toISOString(), card: CARD });
    const keys = (await (await caches.open(CARD_CACHE)).keys()).map((key) => key.url).sort();
    expect(keys).toEqual([
      `https://kept.invalid${KEPT_CARD_PATH}`,
      `https://kept.invalid${KEPT_CARD_PATH}/keeping`,
    ]);
  });

  it('answers the card call offline with the same member’s kept card, marked with when it was fetched', async () => {
    const caches = await keepingCaches();
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
    const caches = await keepingCaches();
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
    const caches = await keepingCaches();
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
    const caches = await keepingCaches();
    await cardCall(cardRequest('1'), { caches, fetch: online(envelope(CARD)) });
    const kept = await keptCardAnswer(caches);
    expect(kept.headers.get('Cache-Control')).toBe('no-store');
    expect(KEPT_CARD_PATH).toBe('/member/__offline__/digital-membership-card');
  });
});

describe('how long the kept card stays', () => {
  // The session's token, signed in at FETCHED_AT, expires a day later.
  const EXPIRES_AT = FETCHED_AT.getTime() + 24 * 60 * 60 * 1000;
  const before = new Date(EXPIRES_AT - 60_000);
  const after = new Date(EXPIRES_AT + 1_000);
  const twoDaysLater = new Date(EXPIRES_AT + 24 * 60 * 60 * 1000);
  const keeping = (keep: boolean, sessionExpiresAt: number | null = EXPIRES_AT) => ({
    keep,
    sessionExpiresAt,
  });

  const fetchCard = (caches: CacheStorage) =>
    cardCall(cardRequest('1'), { caches, fetch: online(envelope(CARD)), now: () => FETCHED_AT });
  /** What the offline page gets at `now`: the member number shown, or null. */
  const shownAt = async (caches: CacheStorage, now: Date) => {
    const answer = await keptCardAnswer(caches, now);
    return answer.ok ? ((await answer.json()) as { card: typeof CARD }).card.memberNo : null;
  };
  /** What the card call gets offline at `now`: the member number, or null (the network's error). */
  const offlineCallAt = (caches: CacheStorage, now: Date) =>
    cardCall(cardRequest('1'), { caches, fetch: offline, now: () => now }).then(
      async (answer) =>
        ((await answer.json()) as { result: { data: typeof CARD } }).result.data.memberNo,
      () => null,
    );
  const cardEntries = async (caches: CacheStorage) =>
    (await (await caches.open(CARD_CACHE)).keys())
      .map((key) => new URL(key.url).pathname)
      .filter((path) => path === KEPT_CARD_PATH);

  it('with the switch off, is shown offline while the session is live, and forgotten once it lapses', async () => {
    const caches = fakeCaches();
    await keepCardAsTold(caches, keeping(false), FETCHED_AT);
    await fetchCard(caches);

    // Offline in the hall, signed in: the card opens, on the offline page and through the call.
    expect(await shownAt(caches, before)).toBe('0012345');
    expect(await offlineCallAt(caches, before)).toBe('0012345');
    // The session lapses without a logout: the next person sees nothing, either way.
    expect(await offlineCallAt(caches, after)).toBeNull();
    expect(await shownAt(caches, after)).toBeNull();
    expect(await cardEntries(caches)).toEqual([]);
  });

  it('with the switch on, outlives the session until logout', async () => {
    const caches = fakeCaches();
    await keepCardAsTold(caches, keeping(true), FETCHED_AT);
    await fetchCard(caches);

    expect(await shownAt(caches, twoDaysLater)).toBe('0012345');
    expect(await offlineCallAt(caches, twoDaysLater)).toBe('0012345');
    // The app starting two days later finds the session expired: the kept card stays.
    await keepCardAsTold(caches, keeping(true, null), twoDaysLater);
    expect(await shownAt(caches, twoDaysLater)).toBe('0012345');

    await forgetCard(caches);
    expect(await shownAt(caches, twoDaysLater)).toBeNull();
  });

  it.each([
    ['the page tells before the card is fetched', 'told first'],
    ['the card is fetched before the page tells', 'fetched first'],
  ])('ends the same whichever comes first: %s', async (_, order) => {
    for (const keep of [false, true]) {
      const caches = fakeCaches();
      const tell = () => keepCardAsTold(caches, keeping(keep), FETCHED_AT);
      if (order === 'told first') await tell();
      await fetchCard(caches);
      if (order === 'fetched first') await tell();

      expect(await shownAt(caches, before)).toBe('0012345');
      expect(await shownAt(caches, after)).toBe(keep ? '0012345' : null);
    }
  });

  it('is not shown before the page has told how long it may stay, nor forgotten', async () => {
    const caches = fakeCaches();
    await fetchCard(caches);
    expect(await shownAt(caches, before)).toBeNull();
    expect(await offlineCallAt(caches, before)).toBeNull();
    expect(await cardEntries(caches)).toEqual([KEPT_CARD_PATH]);
  });

  it('turned off while kept beyond the session, goes with the session at once', async () => {
    const caches = fakeCaches();
    await keepCardAsTold(caches, keeping(true), FETCHED_AT);
    await fetchCard(caches);
    // Turned off during the session: still shown while it is live…
    await keepCardAsTold(caches, keeping(false), before);
    expect(await shownAt(caches, before)).toBe('0012345');
    // …and gone once it lapses, where it would have stayed with the switch on.
    expect(await shownAt(caches, after)).toBeNull();

    // Turned off after the session lapsed (nothing live): gone at once.
    const lapsed = fakeCaches();
    await keepCardAsTold(lapsed, keeping(true), FETCHED_AT);
    await fetchCard(lapsed);
    await keepCardAsTold(lapsed, keeping(false, null), after);
    expect(await cardEntries(lapsed)).toEqual([]);
  });

  it('not kept, goes as soon as the app finds the session expired, before anyone asks for it', async () => {
    const caches = fakeCaches();
    await keepCardAsTold(caches, keeping(false), FETCHED_AT);
    await fetchCard(caches);
    // The page's clock may run ahead of the worker's: its word that no session is live counts.
    await keepCardAsTold(caches, keeping(false, null), before);
    expect(await cardEntries(caches)).toEqual([]);
  });

  it('a card whose session lapsed does not come back with the next sign-in', async () => {
    const caches = fakeCaches();
    await keepCardAsTold(caches, keeping(false), FETCHED_AT);
    await fetchCard(caches);
    // Nobody asked for it since the session lapsed; then someone signs in and turns the switch on.
    const nextDay = EXPIRES_AT + 24 * 60 * 60 * 1000;
    await keepCardAsTold(caches, keeping(true, nextDay), twoDaysLater);
    expect(await shownAt(caches, twoDaysLater)).toBeNull();
  });

  it('a read that comes after the page’s word is answered after it', async () => {
    const caches = fakeCaches();
    await keepCardAsTold(caches, keeping(true), FETCHED_AT);
    await fetchCard(caches);
    // The app starts with the session expired and the switch off, then the offline page reads.
    const told = keepCardAsTold(caches, keeping(false, null), before);
    const read = shownAt(caches, before);
    await told;
    expect(await read).toBeNull();
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

  it('without a network, the verify page opens itself from the shell: it needs no network', async () => {
    const env = { fetch: offline, shell: async () => shell.clone() };
    for (const path of [VERIFY_PATH, `${VERIFY_PATH}/`]) {
      const response = await navigation(page(path), env);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('shell');
    }
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
    'src/pages/verify/VerifyPage.tsx': { file: 'assets/Verify.js', imports: ['_react.js'] },
    'src/pages/notices/NoticesPage.tsx': { file: 'assets/Notices.js', imports: ['_react.js'] },
  };

  it('holds the shell, the signed-in shell, the card, offline and verify pages and all they import, nothing else', () => {
    expect([...precachedChunks(manifest, PRECACHE_ROOTS)].sort()).toEqual([
      'assets/App.js',
      'assets/Card.js',
      'assets/Offline.js',
      'assets/Verify.js',
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
