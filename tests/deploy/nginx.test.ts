/**
 * The production recipe as a tested file: Debian's nginx started with deploy/nginx/*.conf, in
 * front of the demo member API (its HTTP middleware on a loopback port) and a build's shape (an
 * index.html, a hashed asset, the service worker), answering real HTTP.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bypass } from 'msw';
import { createDemoApiMiddleware } from '../../demo-api/vitePlugin';
import { BODY_LIMIT, UPLOAD_LIMIT } from '../../demo-api/requestGate';
import { NGINX_PATH } from '../../scripts/debianPackages.mjs';
import { securityHeaders } from '../../server/securityHeaders';

const SNIPPETS = resolve(import.meta.dirname, '../../deploy/nginx');
const INDEX_HTML = '<!doctype html><title>会員ポータル</title>';
const ASSET = 'assets/index-Bx7Yq2aZ.js';
/** A build file the size of a real chunk, which nginx compresses. */
const LARGE_ASSET = 'assets/data-Cq81mZ0a.js';
const LARGE_SCRIPT = 'export const rows = [];\n'.repeat(400);

let api: Server;
let nginx: ChildProcess;
let origin = '';

// msw/node intercepts every fetch of the test run; bypass() sends this one over the network.
const get = (path: string, init?: RequestInit) => fetch(bypass(`${origin}${path}`, init));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** The build's shape under <root>/member/, as `$portal_root` expects. */
function portalRoot(dir: string): string {
  const member = join(dir, 'root', 'member');
  mkdirSync(join(member, 'assets'), { recursive: true });
  writeFileSync(join(member, 'index.html'), INDEX_HTML);
  writeFileSync(join(member, ASSET), 'console.log(1);');
  writeFileSync(join(member, LARGE_ASSET), LARGE_SCRIPT);
  writeFileSync(join(member, 'sw.js'), 'self.skipWaiting();');
  return join(dir, 'root');
}

/** The site's nginx.conf around the repo's snippets, as a deployment writes it. */
function siteConfig(dir: string, port: number, apiPort: number): string {
  symlinkSync(SNIPPETS, join(dir, 'snippets'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
${process.getuid?.() === 0 ? '# Root starts the workers as nobody, who may not read this temporary folder.\nuser root;' : ''}
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream member_api { server 127.0.0.1:${apiPort}; }
  server {
    listen 127.0.0.1:${port};
    set $portal_root ${portalRoot(dir)};
    include snippets/member-portal.conf;
  }
}
`,
  );
  return conf;
}

beforeAll(async () => {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(
      'nginx is missing: `npm test` installs it, or run `sudo apt-get install nginx`',
    );
  }
  api = createServer((req, res) =>
    createDemoApiMiddleware()(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  const conf = siteConfig(dir, port, (api.address() as AddressInfo).port);
  const check = spawnSync(NGINX_PATH, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  nginx = spawn(NGINX_PATH, ['-p', dir, '-c', conf], { stdio: 'ignore' });
  origin = `http://127.0.0.1:${port}`;
  // Up once it answers.
  for (let tries = 0; ; tries += 1) {
    try {
      await get('/member/');
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}, 20_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await new Promise<void>((done) => (api ? api.close(() => done()) : done()));
});

describe('deploy/nginx/member-portal.conf in Debian’s nginx', () => {
  it('serves the portal’s security headers on pages, build files and API answers', async () => {
    for (const path of ['/member/', `/member/${ASSET}`, '/member/sw.js', '/api/nope']) {
      const response = await get(path);
      for (const [name, value] of Object.entries(
        securityHeaders({ oidcAuthority: 'https://id.example.jp' }),
      ))
        expect([path, name, response.headers.get(name)]).toEqual([path, name, value]);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  it('answers a route of the app with index.html (history fallback), kept by no cache', async () => {
    for (const path of ['/member/', '/member/dashboard', '/member/events/entry?id=123']) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 200]);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('keeps hashed build files a year, and asks again for the service worker', async () => {
    const asset = await get(`/member/${ASSET}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('application/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const worker = await get('/member/sw.js');
    expect(await worker.text()).toBe('self.skipWaiting();');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // A build file that is not there is a 404, not the app.
    expect((await get('/member/assets/gone-0000.js')).status).toBe(404);
  });

  it('sends build files gzipped to a browser that accepts it, and API answers as they are', async () => {
    const asset = await get(`/member/${LARGE_ASSET}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
    expect(await asset.text()).toBe(LARGE_SCRIPT);
    const plain = await get(`/member/${LARGE_ASSET}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const answer = await get('/api/TokenAuth/Authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
      body: JSON.stringify({ userNameOrEmailAddress: 'demo-member', password: 'wrong' }),
    });
    expect(answer.headers.get('content-encoding')).toBeNull();
  });

  it('proxies /api to the member API, no-store and ABP’s answers passed through', async () => {
    const signIn = await get('/api/TokenAuth/Authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userNameOrEmailAddress: 'demo-member', password: 'demo-pass-2026' }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect(await signIn.json()).toMatchObject({ success: true, __abp: true });
    const refused = await get('/api/services/app/Notice/GetListNotice');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ unAuthorizedRequest: true });
  });

  it('holds bodies to the limits: nginx at the upload limit, the API at 1 MB of JSON', async () => {
    const post = (bytes: number, type: string) =>
      get('/api/TokenAuth/Authenticate', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: new Uint8Array(bytes),
      });
    expect((await post(BODY_LIMIT + 1, 'application/json')).status).toBe(413);
    expect((await post(UPLOAD_LIMIT + 1, 'multipart/form-data; boundary=x')).status).toBe(413);
  });
});
