import {
  contract,
  isAnonymous,
  pathOf,
  verbOf,
  type CallArgs,
  type CallName,
  type ResultOf,
} from './contract';
import { isAbpEnvelope, unwrap, type AbpError, type Unwrapped } from './envelope';
import { ApiError, errorText } from './errors';
import { identityHeaders, type RequestIdentity } from './headers';
import { toQueryString } from './query';
import { noteServerDate } from './serverClock';

export interface CallOptions {
  /** The caller shows failures itself (e.g. the login form): no toast. */
  quiet?: boolean;
  /** A lookup: a success without data is a failure too (SPEC §8). */
  lookup?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Origin of the member API; same origin by default (the server proxies `/api`). */
  baseUrl?: string;
  identity: () => RequestIdentity;
  /** A 401 from any call (the session dialog). */
  onUnauthorized: () => void;
  /** A failure the member should see as a warning toast (server or network message). */
  onWarning: (message: string) => void;
  /** Calls in flight, for the page loader. */
  onActivity?: (delta: 1 | -1) => void;
  fetch?: typeof fetch;
}

/** A call's parameters: query or JSON body, or a multipart form (a file upload). */
export type CallParams = object;

export interface ApiClient {
  /** A call, its parameters and its answer typed by its contract entry. */
  call<N extends CallName>(
    name: N,
    ...args: CallArgs<N, CallOptions>
  ): Promise<Unwrapped<ResultOf<N>>>;
  /**
   * A call whose name is known at run time only (a resource file's): parameters and answer as
   * the wire has them; `answerOf` types the answer once the name is known.
   */
  callByName(
    name: CallName,
    params?: CallParams,
    options?: CallOptions,
  ): Promise<Unwrapped<unknown>>;
}

/**
 * The answer of `name` as its contract entry types it. The one place the portal trusts the wire:
 * the member API answers as the contract says (the demo API's handlers are typed from it), and
 * nothing is checked at run time.
 */
export const answerOf = <N extends CallName>(
  _name: N,
  answer: Unwrapped<unknown>,
): Unwrapped<ResultOf<N>> => answer as Unwrapped<ResultOf<N>>;

const GENERIC_FAILURE = '通信に失敗しました。時間をおいて再度お試しください。';
const EMPTY_LOOKUP = '該当するデータがありません。';
/** A fetch that never got an answer (offline, connection dropped): Japanese, with the error text. */
const networkFailure = (text: string) =>
  `サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。（${text}）`;

const isEmpty = (data: unknown): boolean =>
  data === null || data === undefined || (Array.isArray(data) && data.length === 0);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromBody(body: unknown, status: number): ApiError {
  const error: AbpError | null = isAbpEnvelope(body) ? body.error : null;
  const fallback =
    status === 401 ? 'ログインしなおしてください' : `${GENERIC_FAILURE}（${status}）`;
  return new ApiError(error?.message || fallback, {
    kind: 'http',
    status,
    details: error?.details ?? null,
    validationErrors: error?.validationErrors ?? null,
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const origin = () => options.baseUrl ?? globalThis.location?.origin ?? 'http://localhost';

  const url = (name: CallName, params: object = {}) =>
    new URL(pathOf(name) + toQueryString(params), origin()).toString();

  async function send(name: CallName, params: CallParams, signal?: AbortSignal) {
    const verb = verbOf(name, contract[name]);
    const inQuery = verb === 'GET' || verb === 'DELETE';
    const identity = options.identity();
    // Sign-in and password reset go out without the (maybe stale) member's credentials.
    const signed = isAnonymous(name)
      ? { ...identity, authorization: null, memberId: null, name: null }
      : identity;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...identityHeaders(signed),
    };
    const init: RequestInit = { method: verb, headers, signal, credentials: 'same-origin' };
    if (!inQuery) {
      if (params instanceof FormData) {
        init.body = params;
      } else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(params);
      }
    }
    return doFetch(inQuery && !(params instanceof FormData) ? url(name, params) : url(name), init);
  }

  async function callByName(
    name: CallName,
    params: CallParams = {},
    callOptions: CallOptions = {},
  ): Promise<Unwrapped> {
    const warn = (message: string) => {
      if (!callOptions.quiet) options.onWarning(message);
    };
    options.onActivity?.(1);
    try {
      let response: Response;
      const sentAt = Date.now();
      try {
        response = await send(name, params, callOptions.signal);
        noteServerDate(response.headers.get('date'), sentAt, Date.now());
      } catch (cause) {
        // A call the caller cancelled is not a failure to report.
        if (callOptions.signal?.aborted) throw cause;
        const message = networkFailure(cause instanceof Error ? cause.message : String(cause));
        warn(message);
        throw new ApiError(message, { kind: 'network', status: 0 });
      }
      const body = await readBody(response);
      if (!response.ok || (isAbpEnvelope(body) && body.success === false)) {
        const error = errorFromBody(body, response.ok ? 500 : response.status);
        // A 401 means the session is gone, except on a call that needs none (a wrong login).
        if (error.isUnauthorized && !isAnonymous(name)) {
          options.onUnauthorized();
        } else if (error.validationErrors.length === 0) {
          warn(errorText(error));
        }
        throw error;
      }
      const result = unwrap(body);
      if (result.statusCode !== 200) {
        const message = result.message || `${GENERIC_FAILURE}（${result.statusCode}）`;
        warn(message);
        throw new ApiError(message, { kind: 'status', status: result.statusCode });
      }
      if (callOptions.lookup && isEmpty(result.data)) {
        const message = result.message || EMPTY_LOOKUP;
        warn(message);
        throw new ApiError(message, { kind: 'empty', status: 200 });
      }
      return result;
    } finally {
      options.onActivity?.(-1);
    }
  }

  return {
    callByName,
    call: async (name, ...[params, callOptions]) =>
      answerOf(name, await callByName(name, params, callOptions)),
  };
}
