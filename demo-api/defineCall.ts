/**
 * Turns one contract call into an msw handler: URL and verb from the contract, the bearer check
 * (unless the call is anonymous) and the entry's own access, query and JSON body parsed, and
 * errors answered ABP-style.
 * Adding a call to the demo API is one `defineCall(name, resolver)` entry in `calls/`.
 */
import { http, type HttpHandler } from 'msw';
import {
  contract,
  pathOf,
  verbOf,
  type CallName,
  isAnonymous,
  type ResultOf,
  type Verb,
} from '../src/api/contract';
import { abpError, DemoApiError, unauthorized, VALIDATION_MESSAGE, type Answer } from './abp';
import type { Account } from './accounts';
import { authenticate } from './auth';
import { demoNow } from './clock';
import { accessRefusal } from './access';

/** Anonymous calls may still be made signed in; every other call has an account. */
type AccountFor<N extends CallName> = (typeof contract)[N] extends { readonly access: 'anonymous' }
  ? Account | null
  : Account;

export interface CallContext<N extends CallName = CallName> {
  request: Request;
  query: URLSearchParams;
  /** The parsed JSON body; undefined for GET/HEAD/DELETE or a non-JSON content type. */
  body: unknown;
  account: AccountFor<N>;
}

/** A handler: its answer is checked against the entry's result type (`ok`, `paged` mark it). */
export type CallResolver<N extends CallName> = (
  context: CallContext<N>,
) => Answer<ResultOf<N>> | Promise<Answer<ResultOf<N>>>;

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
} satisfies Record<Verb, typeof http.get>;

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE') return;
  if (!request.headers.get('content-type')?.includes('json')) return;
  return await request.json();
}

/**
 * Stamps the answer with the demo calendar's time, as a real server's `Date` header carries its
 * clock: the portal judges dates by it while online (src/api/serverClock.ts).
 */
function dated(response: Response): Response {
  try {
    response.headers.set('date', demoNow().toUTCString());
  } catch {
    // A redirect's headers are immutable: it has no date to tell.
  }
  return response;
}

export function defineCall<N extends CallName>(name: N, resolve: CallResolver<N>): HttpHandler {
  const anonymous = isAnonymous(name);
  const on = methods[verbOf(name, contract[name])];

  return on(`*${pathOf(name)}`, async ({ request }) => dated(await answer(request)));

  async function answer(request: Request): Promise<Response> {
    const account = await authenticate(request);
    if (!account && !anonymous) return unauthorized();
    const refused = account && accessRefusal(contract[name].access, account);
    if (refused) return refused;

    let body: unknown;
    try {
      body = await readBody(request);
    } catch {
      return abpError(400, VALIDATION_MESSAGE, { details: 'リクエスト本文のJSONが不正です。' });
    }

    try {
      const query = new URL(request.url).searchParams;
      // The cast carries the check above: `account` is non-null unless the call is anonymous.
      return await resolve({ request, query, body, account: account as AccountFor<N> });
    } catch (error) {
      if (error instanceof DemoApiError) return error.toResponse();
      console.error(`[demo-api] ${name} failed:`, error);
      return abpError(500, 'リクエストの処理中に内部エラーが発生しました。');
    }
  }
}
