import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass, http, passthrough } from 'msw';
import {
  createServer as createViteServer,
  type ConfigEnv,
  type ConfigPluginContext,
  type Plugin,
  type UserConfig,
} from 'vite';
import type { AbpEnvelope, SocietyResult } from '../../src/api/envelope';
import { LOCKED_OUT_DETAILS } from '../../demo-api/lockout';
import {
  DEMO_CONTROL_HEADERS,
  DEMO_FAULTS_PATH,
  DEMO_RESET_PATH,
} from '../../demo-api/calls/demoControl';
import { FAULT_COOKIE, FAULT_ERROR_MESSAGE, faultCookie } from '../../demo-api/faults';
import {
  BODY_LIMIT,
  NO_FILES_MESSAGE,
  TOO_LARGE_MESSAGE,
  UPLOAD_LIMIT,
} from '../../demo-api/requestGate';
import {
  CLIENT_HEADER,
  MAX_CLIENT_FAILURES,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../../demo-api/signInClients';
import { createDemoApiMiddleware, demoApiPlugin } from '../../demo-api/vitePlugin';
import { uploadFileSetting } from '../../demo-api/seed/applications';
import { server as mswServer } from '../msw';
import type { AuthenticateResult } from './helpers';

/** A real loopback server running the middleware, with a plain 404 behind it like Vite's. */
async function listen(middleware = createDemoApiMiddleware()): Promise<Server> {
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// msw/node intercepts every fetch of the test run; bypass() sends this one over the network.
const send = (url: string, init?: RequestInit) => fetch(bypass(url, init));

describe('createDemoApiMiddleware', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves the demo API over real HTTP, JSON body and bearer token included', async () => {
    server = await listen();
    const signIn = await send(`${origin(server)}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userNameOrEmailAddress: 'demo-temp', password: 'demo-pass-2026' }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('content-type')).toContain('application/json');
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const token = ((await signIn.json()) as AbpEnvelope<AuthenticateResult>).result?.accessToken;

    const roles = await send(`${origin(server)}/api/services/app/Application/GetMemberRoles`, {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    expect(roles.status).toBe(200);
    expect(await roles.json()).toEqual({
      result: { statusCode: 200, data: ['temp-member'], message: null, pagination: null },
      targetUrl: null,
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
  });

  it('passes the ABP error status through', async () => {
    server = await listen();
    const response = await send(`${origin(server)}/api/services/app/Notice/GetListNotice`);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ success: false, unAuthorizedRequest: true });
  });

  it('leaves paths outside /api/ to the next middleware', async () => {
    server = await listen();
    const response = await send(`${origin(server)}/member/notices`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('next');
  });

  it('answers a 404 envelope when no handler answers', async () => {
    server = await listen(createDemoApiMiddleware([]));
    const response = await send(`${origin(server)}/api/services/app/Login/VerifyToken`, {
      method: 'POST',
    });
    expect(response.status).toBe(404);
    expect((await response.json()) as AbpEnvelope<SocietyResult>).toMatchObject({
      success: false,
      __abp: true,
      error: { message: 'APIが見つかりません: /api/services/app/Login/VerifyToken' },
    });
  });

  it('answers a 500 envelope when a handler throws, and keeps serving', async () => {
    const failing = http.post('*/api/services/app/Login/VerifyToken', () => {
      throw new Error('boom');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await listen(createDemoApiMiddleware([failing]));
    const boom = () =>
      send(`${origin(server)}/api/services/app/Login/VerifyToken`, { method: 'POST' });

    const response = await boom();
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ success: false, __abp: true, result: null });
    expect(consoleError).toHaveBeenCalled();
    expect((await boom()).status).toBe(500);
    consoleError.mockRestore();
  });
});

/** A body that sends `first` and then never ends, as a slow or hostile client's would. */
function endlessBody(first: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(first);
    },
  });
}

const json = (bytes: number) => new TextEncoder().encode(`{"x":"${'a'.repeat(bytes)}"}`);

describe('limits before work', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 413 to a body declared over 1 MB, token or not, known path or not', async () => {
    server = await listen();
    for (const path of ['/api/nope', '/api/TokenAuth/Authenticate']) {
      const response = await send(`${origin(server)}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: json(BODY_LIMIT + 1),
      });
      expect([path, response.status]).toEqual([path, 413]);
      expect(await response.json()).toMatchObject({
        success: false,
        __abp: true,
        error: { message: TOO_LARGE_MESSAGE },
      });
    }
  });

  it('stops reading a streamed body at 1 MB, and takes uploads up to 10 MB', async () => {
    server = await listen();
    const streamed = await send(`${origin(server)}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: endlessBody(json(BODY_LIMIT + 1)),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);

    const token = await signInOver(server);
    const upload = (bytes: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'big.xlsx');
      return send(`${origin(server)}/api/SuccessfulApplicant/Import`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    };
    // Past the gate (the handler then judges the file), and refused past 10 MB.
    expect((await upload(2 * 1024 * 1024)).status).not.toBe(413);
    expect((await upload(UPLOAD_LIMIT + 1)).status).toBe(413);
  });

  it('answers 401 and 404 before reading the body: a body that never ends gets its answer', async () => {
    server = await listen();
    const call = (path: string) =>
      send(`${origin(server)}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: endlessBody(json(10)),
        duplex: 'half',
      } as RequestInit);
    expect((await call('/api/services/app/Common/UpdateMember')).status).toBe(401);
    expect((await call('/api/nope')).status).toBe(404);
  });

  it('takes multipart/form-data only on a call that takes files: 415 unread elsewhere', async () => {
    server = await listen();
    const token = await signInOver(server);
    const form = (path: string, body: BodyInit) =>
      send(`${origin(server)}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'multipart/form-data; boundary=x',
        },
        body,
        duplex: 'half',
      } as RequestInit);
    for (const path of [
      '/api/services/app/Common/UpdateMember',
      '/api/TokenAuth/Authenticate',
      DEMO_RESET_PATH,
    ]) {
      // A small body, and one that never ends: refused all the same, before it is read.
      for (const body of [new Uint8Array(10), endlessBody(new Uint8Array(10))]) {
        const response = await form(path, body);
        expect([path, response.status]).toEqual([path, 415]);
        expect(await response.json()).toMatchObject({
          success: false,
          __abp: true,
          error: { message: NO_FILES_MESSAGE },
        });
      }
    }
    expect((await form('/api/SuccessfulApplicant/Import', new Uint8Array(10))).status).not.toBe(
      415,
    );
  });

  it('holds every call to 1 MB whatever its type, and a call taking files to what its files need', async () => {
    server = await listen();
    const token = await signInOver(server);
    const post = (path: string, type: string, bytes: number) =>
      send(`${origin(server)}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
        body: json(bytes),
      });
    // Attachments travel as base64 in the application's JSON: past the gate, to the handler.
    const leave = '/api/services/app/Application/ApplyTemporaryAbsence';
    expect((await post(leave, 'application/json', 2 * 1024 * 1024)).status).not.toBe(413);
    // Every attachment GetUploadFileSetting allows, base64 in the JSON, fits.
    const { maxFileCount, maxFileSize } = uploadFileSetting;
    const fullest = maxFileCount * Math.ceil((maxFileSize * 4) / 3) + 64 * 1024;
    expect((await post(leave, 'application/json', fullest)).status).not.toBe(413);
    expect((await post(leave, 'application/json', UPLOAD_LIMIT + 1)).status).toBe(413);
    for (const type of ['application/json', 'text/plain', 'application/octet-stream']) {
      const response = await post('/api/services/app/Common/UpdateMember', type, BODY_LIMIT + 1);
      expect([type, response.status]).toEqual([type, 413]);
    }
  });
});

async function signInOver(server: Server): Promise<string> {
  const response = await send(`${origin(server)}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: 'demo-admin', password: 'demo-pass-2026' }),
  });
  return ((await response.json()) as AbpEnvelope<AuthenticateResult>).result?.accessToken ?? '';
}

describe('the fault switch in the middleware', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const terms = (server: Server) =>
    `${origin(server)}/api/services/app/Term/GetDetailTermByType?type=1`;

  it("answers the browser's faults: a 500 with the message, then a dropped connection", async () => {
    server = await listen();
    const cookie = `${FAULT_COOKIE}=${faultCookie([
      { kind: 'error', times: 1 },
      { kind: 'drop', call: 'GetDetailTermByType' },
    ])}`;
    const failed = await send(terms(server), { headers: { cookie } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ error: { message: FAULT_ERROR_MESSAGE } });
    await expect(send(terms(server), { headers: { cookie } })).rejects.toThrow(TypeError);
    expect((await send(terms(server))).status).toBe(200);
  });

  it('switches server-wide faults on and off through the demo control path', async () => {
    server = await listen();
    const control = (method: string, body?: unknown) =>
      send(`${origin(server)}${DEMO_FAULTS_PATH}`, {
        method,
        headers: { ...DEMO_CONTROL_HEADERS, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await control('POST', { faults: [{ kind: 'unauthorized' }] })).status).toBe(204);
    expect((await send(terms(server))).status).toBe(401);
    expect((await control('DELETE')).status).toBe(204);
    expect((await send(terms(server))).status).toBe(200);
  });
});

describe('demoApiPlugin', () => {
  const env: ConfigEnv = { command: 'serve', mode: 'development' };

  function runConfig(): UserConfig | null | void {
    const hook = demoApiPlugin().config;
    const config = typeof hook === 'function' ? hook : hook?.handler;
    return config?.call({} as ConfigPluginContext, {}, env) as UserConfig | null | void;
  }

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('proxies /api to MEMBER_API_URL when it is set, approving no cross-origin request', () => {
    vi.stubEnv('MEMBER_API_URL', 'https://member-api.example.jp');
    const proxy = {
      '/api': { target: 'https://member-api.example.jp', changeOrigin: true, secure: true },
    };
    expect(runConfig()).toEqual({
      server: { proxy, cors: false },
      preview: { proxy, cors: false },
    });
  });

  it('turns off Vite’s CORS answers when the demo API is mounted', () => {
    vi.stubEnv('MEMBER_API_URL', '');
    // Vite's default approves any localhost origin's preflight, before any plugin's middleware.
    expect(runConfig()).toEqual({ server: { cors: false }, preview: { cors: false } });
  });

  /** A Vite dev server with `plugin` on a free port, for `run` (given its origin). */
  async function withVite(plugin: Plugin, run: (portal: string) => Promise<void>) {
    // Set here, the plugin leaves the environment as it is (the demo IdP's address).
    vi.stubEnv('VITE_OIDC_AUTHORITY', 'https://id.example.jp');
    const root = mkdtempSync(join(tmpdir(), 'vite-plugin-'));
    const vite = await createViteServer({
      configFile: false,
      root,
      logLevel: 'silent',
      appType: 'custom',
      plugins: [plugin],
      server: { host: '127.0.0.1', port: 0, watch: null },
    });
    try {
      await vite.listen();
      await run(vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '');
    } finally {
      await vite.close();
      rmSync(root, { recursive: true, force: true });
    }
  }

  it('mounts nothing, demo controls included, when MEMBER_API_URL is set: /api goes there', async () => {
    const seen: string[] = [];
    const memberApi = createServer((req, res) => {
      seen.push(`${req.method ?? ''} ${req.url ?? ''} ${req.headers['x-demo-control'] ?? ''}`);
      res.statusCode = 418;
      res.end('member API');
    });
    await new Promise<void>((resolve) => memberApi.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('MEMBER_API_URL', origin(memberApi));
    // The proxy's own request leaves this process too: msw/node would answer it with the demo API.
    mswServer.use(http.all(`${origin(memberApi)}/*`, () => passthrough()));
    try {
      await withVite(demoApiPlugin(), async (portal) => {
        const reset = await send(`${portal}${DEMO_RESET_PATH}`, {
          method: 'POST',
          headers: DEMO_CONTROL_HEADERS,
        });
        expect([reset.status, await reset.text()]).toEqual([418, 'member API']);
      });
      expect(seen).toEqual([`POST ${DEMO_RESET_PATH} 1`]);
    } finally {
      await new Promise<void>((resolve) => memberApi.close(() => resolve()));
    }
  });

  it('gives no CORS approval to a preflight from another local site', async () => {
    vi.stubEnv('MEMBER_API_URL', '');
    // The plugin's config as it is; the demo API mounted alone (no identity provider started).
    const plugin: Plugin = {
      ...demoApiPlugin(),
      configureServer: (vite) => void vite.middlewares.use(createDemoApiMiddleware()),
    };
    await withVite(plugin, async (portal) => {
      for (const path of [DEMO_RESET_PATH, DEMO_FAULTS_PATH]) {
        const preflight = await send(`${portal}${path}`, {
          method: 'OPTIONS',
          headers: {
            // Another app on this machine: Vite's default CORS answer approves any localhost.
            Origin: 'http://localhost:3000',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'x-demo-control',
          },
        });
        const approvals = [...preflight.headers.keys()].filter((name) =>
          name.startsWith('access-control-allow-'),
        );
        expect([path, approvals]).toEqual([path, []]);
      }
    });
  });
});

describe('sign-in limits over real HTTP', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses the right password after five wrong ones, with ABP’s message', async () => {
    server = await listen();
    const attempt = (password: string) =>
      send(`${origin(server)}/api/TokenAuth/Authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userNameOrEmailAddress: 'demo-update', password }),
      });
    for (let failure = 1; failure <= 5; failure += 1)
      expect((await attempt('wrong')).status).toBe(500);
    const locked = await attempt('demo-pass-2026');
    expect(locked.status).toBe(500);
    expect(await locked.json()).toMatchObject({
      success: false,
      error: { message: 'ログイン失敗!', details: LOCKED_OUT_DETAILS },
    });
  });

  it('counts refused sign-ins per TCP peer, whatever client the request says it is', async () => {
    server = await listen();
    const attempt = (login: string, password: string, pretend: string) =>
      send(`${origin(server)}/api/TokenAuth/Authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CLIENT_HEADER]: pretend },
        body: JSON.stringify({ userNameOrEmailAddress: login, password }),
      });
    for (let failure = 1; failure <= MAX_CLIENT_FAILURES; failure += 1)
      expect((await attempt(`nobody-${failure}`, 'wrong', `10.0.0.${failure}`)).status).toBe(500);

    const limited = await attempt('demo-admin', 'demo-pass-2026', '10.0.0.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      success: false,
      __abp: true,
      error: { message: TOO_MANY_ATTEMPTS_MESSAGE },
    });
  });
});
