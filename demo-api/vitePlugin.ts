/**
 * Serves the demo member API inside the Vite dev and preview servers (DESIGN §6), so the browser
 * makes real HTTP calls to `/api/...`. With `MEMBER_API_URL` set, `/api` is proxied there instead.
 */
import type { ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { type Connect, type Plugin, type ProxyOptions } from 'vite';
import { abpErrorBody } from './abp';
import { faultFor } from './faults';
import { handlers } from './handlers';
import { startDemoIdp, type DemoIdp } from './oidc/server';
import { DEMO_CLIENT_ID, demoIdpSettings } from './oidc/settings';
import {
  BodyTooLargeError,
  bodyLimitOf,
  discardBody,
  readBodyWithin,
  refuseBeforeBody,
  tooLarge,
  UPLOAD_LIMIT,
} from './requestGate';
import { requireServerSettings } from './settings';
import { CLIENT_HEADER, DEFAULT_CLIENT } from './signInClients';
import { requireSigningKey } from './codeSigner';

const API_PREFIX = '/api/';

function memberApiUrl(): string | undefined {
  const value = process.env.MEMBER_API_URL?.trim();
  if (!value) return undefined;
  if (!URL.canParse(value)) throw new Error(`MEMBER_API_URL is not a URL: ${value}`);
  return value;
}

/** The request's absolute URL. */
function urlOf(req: Connect.IncomingMessage): URL {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  const origin = `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
  return new URL(req.originalUrl ?? req.url ?? '/', origin);
}

/**
 * The Node request as the Fetch `Request` msw handlers expect (absolute URL, headers, body), with
 * the TCP peer's address as the sign-in client (signInClients.ts): whatever the request itself
 * said in that header is dropped, so no one can pass for another client.
 */
async function toFetchRequest(req: Connect.IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (":path") are not headers a Fetch request may carry.
    if (value === undefined || name.startsWith(':') || name === CLIENT_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_HEADER, req.socket.remoteAddress ?? DEFAULT_CLIENT);

  const method = (req.method ?? 'GET').toUpperCase();
  const body =
    method === 'GET' || method === 'HEAD'
      ? undefined
      : await readBodyWithin(req, bodyLimitOf(url.pathname));
  return new Request(url, { method, headers, body: body?.length ? body : undefined });
}

async function writeResponse(res: ServerResponse, response: Response, head: boolean) {
  const body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    // Node frames the body itself; cookies need their own array to stay separate.
    if (!['content-length', 'transfer-encoding', 'set-cookie'].includes(name)) {
      res.setHeader(name, value);
    }
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.setHeader('content-length', body.length);
  res.end(head ? undefined : body);
}

function writeAbpError(res: ServerResponse, status: number, message: string) {
  const body = JSON.stringify(abpErrorBody(status, message));
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * Answers a request whose body is refused unread, once the rest of it has arrived (dropped) or a
 * second has passed, then closes the connection.
 */
async function answerUnread(
  req: Connect.IncomingMessage,
  res: ServerResponse,
  response: Response,
  head: boolean,
) {
  await discardBody(req, UPLOAD_LIMIT, 1000);
  res.setHeader('connection', 'close');
  await writeResponse(res, response, head);
}

async function serve(req: Connect.IncomingMessage, res: ServerResponse, api: RequestHandler[]) {
  const head = req.method === 'HEAD';
  try {
    const url = urlOf(req);
    const refusal = await refuseBeforeBody(req, url);
    if (refusal) {
      await answerUnread(req, res, refusal, head);
      return;
    }
    const request = await toFetchRequest(req, url);
    const response = await getResponse(api, request);
    if (response) await writeResponse(res, response, head);
    else writeAbpError(res, 404, `APIが見つかりません: ${url.pathname}`);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      await answerUnread(req, res, tooLarge(), head);
      return;
    }
    console.error(`[demo-api] ${req.method ?? ''} ${req.url ?? ''} failed:`, error);
    if (res.headersSent) res.end();
    else writeAbpError(res, 500, 'リクエストの処理中に内部エラーが発生しました。');
  }
}

/** Connect middleware answering `/api/*` from the demo handlers; other paths go to `next`. */
export function createDemoApiMiddleware(
  api: RequestHandler[] = handlers,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = req.originalUrl ?? req.url ?? '';
    if (!path.startsWith(API_PREFIX)) {
      next();
      return;
    }
    // Answers carry personal data: no browser or proxy cache keeps any of them.
    res.setHeader('cache-control', 'no-store');
    void faultFor(path, req.headers.cookie).then(
      (fault) => {
        if (fault === 'drop') req.socket.destroy();
        else if (fault) writeAbpError(res, fault.status, fault.message);
        else return serve(req, res, api);
      },
      (error: unknown) => {
        console.error('[demo-api] could not answer:', error);
        writeAbpError(res, 500, 'リクエストの処理中に内部エラーが発生しました。');
      },
    );
  };
}

/** The demo identity provider, started once per server process (dev or preview). */
let idp: Promise<DemoIdp> | undefined;
function startIdpOnce(httpServer: { once(event: 'close', listener: () => void): unknown } | null) {
  if (idp) return;
  idp = startDemoIdp();
  idp.then(
    (started) => {
      console.log(`[demo-idp] 外部認証（デモ）: ${started.issuer}`);
      httpServer?.once('close', () => void started.close());
    },
    (error: unknown) => console.error('[demo-idp] could not start:', error),
  );
}

export function demoApiPlugin(): Plugin {
  return {
    name: 'demo-member-api',
    config(_config, { command, mode }) {
      const target = memberApiUrl();
      // The demo builds (`npm run dev`, and `--mode demo` for `npm start` and e2e) sign in through
      // the demo identity provider unless one is configured; a plain `vite build` never does.
      if (!target && (command === 'serve' || mode === 'demo') && !process.env.VITE_OIDC_AUTHORITY) {
        process.env.VITE_OIDC_AUTHORITY = demoIdpSettings().issuer;
        process.env.VITE_OIDC_CLIENT_ID = DEMO_CLIENT_ID;
      }
      // The portal calls `/api` from its own origin only. Vite's CORS answers approve any page on
      // a localhost origin by default: off, so no other page's preflight is ever approved (the
      // demo controls, which require a custom header, rely on it).
      const cors = false;
      if (!target) return { server: { cors }, preview: { cors } };
      const proxy: Record<string, ProxyOptions> = {
        '/api': { target, changeOrigin: true, secure: true },
      };
      return { server: { proxy, cors }, preview: { proxy, cors } };
    },
    // Added directly (not in a returned post hook) so it runs before Vite's SPA fallback.
    configureServer(server) {
      if (memberApiUrl()) return;
      requireServerSettings(server.config.mode, server.config.root);
      requireSigningKey();
      server.middlewares.use(createDemoApiMiddleware(handlers));
      startIdpOnce(server.httpServer);
    },
    configurePreviewServer(server) {
      if (memberApiUrl()) return;
      requireServerSettings(server.config.mode, server.config.root);
      requireSigningKey();
      server.middlewares.use(createDemoApiMiddleware(handlers));
      startIdpOnce(server.httpServer);
    },
  };
}
