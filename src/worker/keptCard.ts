/**
 * The membership card the service worker keeps on the member's own device, the one API answer it
 * ever stores: the last card answer, whose it is (the X-MEMBER-ID it was asked with) and when it
 * was fetched. It outlives the sign-in (the card must open at a venue without signal, after the
 * token has expired) and goes on an explicit logout or when another member signs in.
 *
 * Plain functions over Cache Storage and fetch, so tests/unit/keptCard.test.ts runs them in Node.
 */
import { pathOf } from '../api/contract';
import { KEPT_CARD_PATH } from './paths';

export const CARD_CACHE = 'member-card';
/** The card call, as the card page sends it (on the API's origin, whichever that is). */
export const CARD_CALL_PATH = pathOf('GetDigitalMembershipCard');
const CARD_KEY = `https://kept.invalid${KEPT_CARD_PATH}`;

/** What is kept: the answer's envelope as the API sent it, with its owner and fetch time. */
export interface KeptCard {
  fetchedAt: string;
  owner: string | null;
  body: { success?: boolean; result?: { data?: unknown } | null };
}

const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

async function readKept(caches: CacheStorage): Promise<KeptCard | null> {
  const cache = await caches.open(CARD_CACHE);
  const kept = await cache.match(CARD_KEY);
  return kept ? ((await kept.json()) as KeptCard) : null;
}

/**
 * The card call, network first: a card answered is kept (under a fixed key: the token is a header,
 * never part of the key); with no network, the kept card of the same member is answered instead,
 * its data marked with `offlineFetchedAt`.
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
        const kept: KeptCard = { fetchedAt: now().toISOString(), owner, body };
        const cache = await caches.open(CARD_CACHE);
        await cache.put(CARD_KEY, new Response(JSON.stringify(kept), { headers: JSON_HEADERS }));
      }
    }
    return response;
  } catch (error) {
    const kept = await readKept(caches);
    if (!kept?.body.result?.data || kept.owner !== owner) throw error;
    const data = { ...(kept.body.result.data as object), offlineFetchedAt: kept.fetchedAt };
    const body = { ...kept.body, result: { ...kept.body.result, data } };
    return new Response(JSON.stringify(body), { headers: JSON_HEADERS });
  }
}

/** The kept card for the offline page, signed in or not: `{ fetchedAt, card }`, or 404. */
export async function keptCardAnswer(caches: CacheStorage): Promise<Response> {
  const kept = await readKept(caches);
  const card = kept?.body.result?.data;
  if (!kept || !card) return new Response(null, { status: 404, headers: JSON_HEADERS });
  return new Response(JSON.stringify({ fetchedAt: kept.fetchedAt, card }), {
    headers: JSON_HEADERS,
  });
}

/** Forgets the card: on logout (`memberId` null), or when a member other than its owner signs in. */
export async function forgetCard(caches: CacheStorage, unlessOwner: string | null = null) {
  const kept = await readKept(caches);
  if (!kept || (unlessOwner !== null && kept.owner === unlessOwner)) return;
  await (await caches.open(CARD_CACHE)).delete(CARD_KEY);
}

/** What the worker's functions use of its global scope: given explicitly, so tests can fake it. */
export interface WorkerEnv {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  now?: () => Date;
}
