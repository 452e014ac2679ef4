/**
 * What the demo API's HTTP server checks before it reads a request's body, so that no one can
 * make it buffer what it would refuse anyway: the call must exist, the body must fit the call's
 * limit (1 MB, more for a call that takes files: a declared `Content-Length` over it is refused
 * at once, a streamed body as soon as it passes it), a `multipart/form-data` body may go only to
 * a call that takes files, and a call needing a session must carry a valid token.
 */
import type { IncomingMessage } from 'node:http';
import { contract, isAnonymous, pathOf, specOf, type CallName } from '../src/api/contract';
import { abpError, unauthorized } from './abp';
import { authenticate } from './auth';
import { DEMO_FAULTS_PATH, DEMO_RESET_PATH } from './calls/demoControl';
import { uploadFileSetting } from './seed/applications';

const MB = 1024 * 1024;
/** Every call's body, whatever its `Content-Type`. */
export const BODY_LIMIT = 1 * MB;
/**
 * The body of a call that takes files (`files` in src/api/contract.ts): room for every attachment
 * GetUploadFileSetting allows, as base64 in JSON (a third larger than the file), and the rest of
 * the form, in whole MB. The nginx recipe's `client_max_body_size` is the same.
 */
export const UPLOAD_LIMIT =
  Math.ceil(
    (uploadFileSetting.maxFileCount * Math.ceil((uploadFileSetting.maxFileSize * 4) / 3) + MB) / MB,
  ) * MB;

export const TOO_LARGE_MESSAGE = '送信されたデータが大きすぎます。';
export const NO_FILES_MESSAGE = 'このAPIはファイル（multipart/form-data）を受け付けません。';

const callsByPath = new Map(
  (Object.keys(contract) as CallName[]).map((name) => [pathOf(name).toLowerCase(), name]),
);
const DEMO_CONTROL_PATHS = new Set([DEMO_RESET_PATH, DEMO_FAULTS_PATH]);

const callAt = (path: string): CallName | undefined => callsByPath.get(path.toLowerCase());
const takesFiles = (name: CallName | undefined): boolean =>
  name !== undefined && specOf(name).files === true;

/** The body limit of the call at `path` (a URL's path). */
export const bodyLimitOf = (path: string): number =>
  takesFiles(callAt(path)) ? UPLOAD_LIMIT : BODY_LIMIT;

/** The headers alone, as a Fetch request: enough to authenticate, with no body read. */
function headersOnly(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const name of ['authorization', 'x-auth-api']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(url, { headers });
}

export const tooLarge = (): Response => abpError(413, TOO_LARGE_MESSAGE);

/** The answer refusing the request before its body is read (ABP's error body), or null to go on. */
export async function refuseBeforeBody(req: IncomingMessage, url: URL): Promise<Response | null> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > bodyLimitOf(url.pathname)) return tooLarge();
  const name = callAt(url.pathname);
  if (!name && !DEMO_CONTROL_PATHS.has(url.pathname.toLowerCase())) {
    return abpError(404, `APIが見つかりません: ${url.pathname}`);
  }
  // The type a call accepts, not the size: a smaller body would be refused all the same (415).
  const multipart = /^\s*multipart\/form-data/i.test(req.headers['content-type'] ?? '');
  if (multipart && !takesFiles(name)) return abpError(415, NO_FILES_MESSAGE);
  if (!name || isAnonymous(name)) return null;
  return (await authenticate(headersOnly(req, url))) ? null : unauthorized();
}

/** Raised while reading a body that turns out longer than its limit. */
export class BodyTooLargeError extends Error {}

/**
 * Drops what arrives of a refused body until it ends, `limit` bytes have come or `waitMs` has
 * passed. A server that answers and closes while a proxy is still sending the body makes the
 * proxy answer 502 instead of passing the refusal on; a body that never ends still gets its
 * answer.
 */
export function discardBody(req: IncomingMessage, limit: number, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded || req.destroyed) {
      resolve();
      return;
    }
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) done();
    };
    const timer = setTimeout(done, waitMs);
    req.on('data', onData);
    req.once('end', done);
    req.once('close', done);
    req.resume();
  });
}

/** The body, read up to `limit` bytes: past it, stops reading and throws BodyTooLargeError. */
export async function readBodyWithin(
  req: IncomingMessage,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<unknown>) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  // A plain Uint8Array over its own ArrayBuffer is what `BodyInit` accepts.
  return new Uint8Array(Buffer.concat(chunks));
}
