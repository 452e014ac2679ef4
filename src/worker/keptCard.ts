/**
 * The membership card the service worker keeps on the member's own device, the one API answer it
 * ever stores: the last card answer, whose it is (the X-MEMBER-ID it was asked with) and when it
 * was fetched. Beside it, what the page last told about keeping it (messages.ts CardKeeping): with
 * the member's switch on, the card outlives the sign-in (it must open at a venue without signal,
 * after the token has expired); with it off, it is shown only while the session is live and is
 * forgotten once that session has lapsed, so the next person at a shared PC never sees it. Until
 * the page has told anything, the card is not shown. An explicit logout or another member signing
 * in forgets it either way.
 *
 * Plain functions over Cache Storage and fetch, so tests/unit/serviceWorker.test.ts runs them in
 * Node.
 */
import { pathOf } from '../api/contract';
import type { CardKeeping } from './messages';
import { KEPT_CARD_PATH } from './paths';

export const CARD_CACHE = 'member-card';
/** The card call, as the card page sends it (on the API's origin, whichever that is). */
export const CARD_CALL_PATH = pathOf('GetDigitalMembershipCard');
const CARD_KEY = `https://kept.invalid${KEPT_CARD_PATH}`;
const KEEPING_KEY = `${CARD_KEY}/keeping`;

/** What is kept: the answer's envelope as the API sent it, with its owner and fetch time. */
export interface KeptCard {
  fetchedAt: string;
  owner: string | null;
  body: { success?: boolean; result?: { data?: unknown } | null };
}

const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

/**
 * Runs the card's cache work one task after another, in the order the events came: a message
 * forgetting the card is done before a later fetch reads it.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = turn.then(task, task);
  turn = run.catch(() => undefined);
  return run;
}

async function read<T>(caches: CacheStorage, key: string): Promise<T | null> {
  const kept = await (await caches.open(CARD_CACHE)).match(key);
  return kept ? ((await kept.json()) as T) : null;
}

async function write(caches: CacheStorage, key: string, value: unknown): Promise<void> {
  const cache = await caches.open(CARD_CACHE);
  await cache.put(key, new Response(JSON.stringify(value), { headers: JSON_HEADERS }));
}

const forget = async (caches: CacheStorage) =>
  void (await (await caches.open(CARD_CACHE)).delete(CARD_KEY));

/** Not kept beyond the session, and that session is over (or none is known to be live). */
const lapsed = ({ keep, sessionExpiresAt }: CardKeeping, now: Date) =>
  !keep && (sessionExpiresAt === null || sessionExpiresAt <= now.getTime());

/**
 * Whether the kept card may be shown now: not before the page has told anything. One whose session
 * has lapsed is forgotten at once.
 */
async function mayShow(caches: CacheStorage, now: Date): Promise<boolean> {
  const keeping = await read<CardKeeping>(caches, KEEPING_KEY);
  if (!keeping) return false;
  if (!lapsed(keeping, now)) return true;
  await forget(caches);
  return false;
}

const shownCard = async (caches: CacheStorage, now: Date) =>
  (await mayShow(caches, now)) ? read<KeptCard>(caches, CARD_KEY) : null;

/**
 * When the card was fetched, on the member API's clock (its `Date` header), as the page shows it
 * online: the device's clock only where the answer tells none.
 */
function answeredAt(response: Response, now: Date): string {
  const told = Date.parse(response.headers.get('date') ?? '');
  return new Date(Number.isNaN(told) ? now : told).toISOString();
}

/**
 * The card call, network first: a card answered is kept (under a fixed key: the token is a header,
 * never part of the key); with no network, the kept card of the same member is answered instead,
 * its data marked with `offlineFetchedAt`, if it may still be shown.
 */
export async function cardCall(
  request: Request,
  { caches, fetch, now = () => new Date() }: WorkerEnv,
): Promise<Response> {
  const owner = request.headers.get('X-MEMBER-ID');
  try {
    const response = await fetch(request);
    if (response.ok) {
      const body = (await response.clone().json()) as KeptCard['body'];
      if (body.success && body.result?.data) {
        const kept: KeptCard = { fetchedAt: answeredAt(response, now()), owner, body };
        await inTurn(() => write(caches, CARD_KEY, kept));
      }
    }
    return response;
  } catch (error) {
    const kept = await inTurn(() => shownCard(caches, now()));
    if (!kept?.body.result?.data || kept.owner !== owner) throw error;
    const data = { ...(kept.body.result.data as object), offlineFetchedAt: kept.fetchedAt };
    const body = { ...kept.body, result: { ...kept.body.result, data } };
    return new Response(JSON.stringify(body), { headers: JSON_HEADERS });
  }
}

/** The kept card for the offline page, while it may be shown: `{ fetchedAt, card }`, or 404. */
export async function keptCardAnswer(caches: CacheStorage, now = new Date()): Promise<Response> {
  const kept = await inTurn(() => shownCard(caches, now));
  const card = kept?.body.result?.data;
  if (!kept || !card) return new Response(null, { status: 404, headers: JSON_HEADERS });
  return new Response(JSON.stringify({ fetchedAt: kept.fetchedAt, card }), {
    headers: JSON_HEADERS,
  });
}

/**
 * What the page tells about keeping the card. A card whose session lapsed under what was told
 * before goes first (a new sign-in does not bring it back), then one the new word lets go.
 */
export const keepCardAsTold = (
  caches: CacheStorage,
  { keep, sessionExpiresAt }: CardKeeping,
  now = new Date(),
) =>
  inTurn(async () => {
    await mayShow(caches, now);
    await write(caches, KEEPING_KEY, { keep, sessionExpiresAt } satisfies CardKeeping);
    await mayShow(caches, now);
  });

/** Forgets the card: on logout (`memberId` null), or when a member other than its owner signs in. */
export const forgetCard = (caches: CacheStorage, unlessOwner: string | null = null) =>
  inTurn(async () => {
    const kept = await read<KeptCard>(caches, CARD_KEY);
    if (!kept || (unlessOwner !== null && kept.owner === unlessOwner)) return;
    await forget(caches);
  });

/** What the worker's functions use of its global scope: given explicitly, so tests can fake it. */
export interface WorkerEnv {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  now?: () => Date;
}
