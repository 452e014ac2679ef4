import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bypass, http } from 'msw';
import type { ConfigEnv, ConfigPluginContext, UserConfig } from 'vite';
import type { AbpEnvelope, SocietyResult } from '../../src/api/envelope';
import { LOCKED_OUT_DETAILS } from '../../demo-api/calls/auth';
import { DEMO_FAULTS_PATH } from '../../demo-api/calls/demoControl';
import { FAULT_COOKIE, FAULT_ERROR_MESSAGE, faultCookie } from '../../demo-api/faults';
import { createDemoApiMiddleware, demoApiPlugin } from '../../demo-api/vitePlugin';
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
    const response = await send(`${origin(server)}/api/services/app/Notice/GetNotice?id=1`);
    expect(response.status).toBe(404);
    expect((await response.json()) as AbpEnvelope<SocietyResult>).toMatchObject({
      success: false,
      __abp: true,
      error: { message: 'APIが見つかりません: /api/services/app/Notice/GetNotice' },
    });
  });

  it('answers a 500 envelope when a handler throws, and keeps serving', async () => {
    const failing = http.get('*/api/boom', () => {
      throw new Error('boom');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await listen(createDemoApiMiddleware([failing]));

    const response = await send(`${origin(server)}/api/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ success: false, __abp: true, result: null });
    expect(consoleError).toHaveBeenCalled();
    expect((await send(`${origin(server)}/api/boom`)).status).toBe(500);
    consoleError.mockRestore();
  });
});

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
        headers: { 'Content-Type': 'application/json' },
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

  it('proxies /api to MEMBER_API_URL when it is set', () => {
    vi.stubEnv('MEMBER_API_URL', 'https://member-api.example.jp');
    const proxy = {
      '/api': { target: 'https://member-api.example.jp', changeOrigin: true, secure: true },
    };
    expect(runConfig()).toEqual({ server: { proxy }, preview: { proxy } });
  });

  it('changes no config when the demo API is mounted', () => {
    vi.stubEnv('MEMBER_API_URL', '');
    expect(runConfig()).toBeUndefined();
  });
});

describe('lockout over real HTTP', () => {
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
});
