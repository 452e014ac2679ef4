// @vitest-environment node
/**
 * public/sw.js run in a sandbox with a fake network and Cache Storage: what it keeps (the shell,
 * build files, the last card answer and nothing else from the API), that online it always goes
 * to the network first, and what it serves offline.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

const SOURCE = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'http://localhost';
const CARD_URL = `${ORIGIN}/api/services/app/Application/GetDigitalMembershipCard`;

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  headers?: Record<string, string>;
}
type Listener = (event: Record<string, unknown>) => void;

function envelope(data: unknown, success = true) {
  return {
    result: success ? { statusCode: 200, data, message: null } : null,
    success,
    __abp: true,
  };
}

/** A worker with its own Cache Storage; `online` and `answers` drive its network. */
function startWorker() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (key: string | { url: string }) => (typeof key === 'string' ? key : key.url);
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: string | { url: string }, response: Response) => {
        store.set(keyOf(key), response);
      },
      match: async (key: string | { url: string }) => store.get(keyOf(key))?.clone(),
      keys: async () => [...store.keys()].map((url) => ({ url: new URL(url, ORIGIN).href })),
      delete: async (key: string | { url: string }) => store.delete(keyOf(key)),
    };
  };
  const caches = {
    open: async (name: string) => open(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (key: string | { url: string }) => {
      for (const store of stores.values()) {
        const hit = store.get(keyOf(key));
        if (hit) return hit.clone();
      }
      return undefined;
    },
  };
  const network = { online: true, answers: new Map<string, () => Response>() };
  const fetched: string[] = [];
  const fetch = async (input: string | FakeRequest) => {
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;
    fetched.push(url);
    if (!network.online) throw new TypeError('Failed to fetch');
    const answer = network.answers.get(url);
    return answer ? answer() : new Response('<!doctype html><title>shell</title>', { status: 200 });
  };
  const listeners = new Map<string, Listener>();
  const self = {
    registration: { scope: `${ORIGIN}/member/` },
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  runInNewContext(SOURCE, {
    self,
    caches,
    fetch,
    URL,
    Response,
    JSON,
    Promise,
    Date,
  });

  /** Dispatches a fetch; undefined when the worker leaves the request to the browser. */
  async function request(
    request: FakeRequest,
    clients: { clientId?: string; resultingClientId?: string } = {},
  ): Promise<Response | undefined> {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request,
      ...clients,
      respondWith: (value: Promise<Response>) => (answer = value),
    });
    return answer && (await answer);
  }
  async function message(data: unknown) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get('message')!({ data, waitUntil: (value: Promise<unknown>) => (work = value) });
    await work;
  }
  const keptKeys = async () =>
    [...stores.values()].flatMap((store) => [...store.keys()].map((key) => String(key)));
  return { network, fetched, request, message, keptKeys };
}

const navigate = (path: string): FakeRequest => ({
  url: `${ORIGIN}${path}`,
  method: 'GET',
  mode: 'navigate',
});
const api = (url: string, method = 'GET'): FakeRequest => ({
  url,
  method,
  mode: 'cors',
  headers: { Authorization: 'Bearer secret-token' },
});

describe('the service worker', () => {
  it('keeps the last card answer under a key without the token, and no other API answer', async () => {
    const worker = startWorker();
    worker.network.answers.set(CARD_URL, () => Response.json(envelope({ memberNo: '0012345' })));
    const member = `${ORIGIN}/api/services/app/Common/GetDetailMember`;
    worker.network.answers.set(member, () => Response.json(envelope({ name: '内視鏡 花子' })));

    const online = await worker.request(api(CARD_URL));
    expect(await online?.json()).toEqual(envelope({ memberNo: '0012345' }));
    // Other calls are left to the browser: the worker does not even see their answers.
    expect(await worker.request(api(member))).toBeUndefined();
    expect(await worker.request(api(CARD_URL, 'POST'))).toBeUndefined();

    const keys = await worker.keptKeys();
    expect(keys).toEqual(['/member/__offline__/digital-membership-card']);
    expect(keys.join()).not.toContain('secret-token');
  });

  it('serves the kept card offline with the time it was fetched', async () => {
    const worker = startWorker();
    worker.network.answers.set(CARD_URL, () => Response.json(envelope({ memberNo: '0012345' })));
    await worker.request(api(CARD_URL));

    worker.network.online = false;
    const offline = await worker.request(api(CARD_URL));
    const body = (await offline!.json()) as { result: { data: Record<string, string> } };
    expect(body.result.data.memberNo).toBe('0012345');
    expect(Date.parse(body.result.data.offlineFetchedAt!)).toBeLessThanOrEqual(Date.now());
  });

  it('keeps no failed card answer, and forgets the card on sign-out', async () => {
    const worker = startWorker();
    worker.network.answers.set(CARD_URL, () =>
      Response.json(envelope(null, false), { status: 401 }),
    );
    expect((await worker.request(api(CARD_URL)))?.status).toBe(401);
    expect(await worker.keptKeys()).toEqual([]);

    worker.network.answers.set(CARD_URL, () => Response.json(envelope({ memberNo: '0012345' })));
    await worker.request(api(CARD_URL));
    await worker.message({ type: 'forget-card' });
    worker.network.online = false;
    await expect(worker.request(api(CARD_URL))).rejects.toThrow('Failed to fetch');
  });

  it('goes to the network first for pages, and offline opens only the card page from the kept shell', async () => {
    const worker = startWorker();
    worker.network.answers.set(
      `${ORIGIN}/member/DigitalMembershipCard`,
      () => new Response('old build'),
    );
    await worker.request(navigate('/member/DigitalMembershipCard'));
    worker.network.answers.set(
      `${ORIGIN}/member/DigitalMembershipCard`,
      () => new Response('new build'),
    );
    expect(await (await worker.request(navigate('/member/DigitalMembershipCard')))!.text()).toBe(
      'new build',
    );

    worker.network.online = false;
    expect(await (await worker.request(navigate('/member/digitalmembershipcard/')))!.text()).toBe(
      'new build',
    );
    await expect(worker.request(navigate('/member/dashboard'))).rejects.toThrow('Failed to fetch');
    expect(await worker.request(navigate('/elsewhere'))).toBeUndefined();
  });

  it('leaves build files to online pages, and serves the kept ones to a page opened offline', async () => {
    const worker = startWorker();
    const asset = `${ORIGIN}/member/assets/DigitalMembershipCardPage-abc123.js`;
    worker.network.answers.set(asset, () => new Response('export default 1'));
    const get = { url: asset, method: 'GET', mode: 'no-cors' };
    await worker.request(navigate('/member/DigitalMembershipCard'), {
      resultingClientId: 'online-page',
    });
    expect(await worker.request(get, { clientId: 'online-page' })).toBeUndefined();
    await worker.message({ type: 'keep-assets', urls: [asset] });

    worker.network.online = false;
    await worker.request(navigate('/member/DigitalMembershipCard'), {
      resultingClientId: 'offline-page',
    });
    expect(await (await worker.request(get, { clientId: 'offline-page' }))!.text()).toBe(
      'export default 1',
    );
    expect(await worker.request(get, { clientId: 'online-page' })).toBeUndefined();
  });

  it('drops the kept build files when a new build arrives', async () => {
    const worker = startWorker();
    const asset = `${ORIGIN}/member/assets/index-abc123.js`;
    worker.network.answers.set(`${ORIGIN}/member/dashboard`, () => new Response('build 1'));
    await worker.request(navigate('/member/dashboard'));
    await worker.message({ type: 'keep-assets', urls: [asset] });
    expect(await worker.keptKeys()).toContain(asset);
    worker.network.answers.set(`${ORIGIN}/member/dashboard`, () => new Response('build 2'));
    await worker.request(navigate('/member/dashboard'));
    expect(await worker.keptKeys()).not.toContain(asset);
  });

  it('keeps the files a first visit loaded before it took control', async () => {
    const worker = startWorker();
    await worker.message({
      type: 'keep-assets',
      urls: [
        `${ORIGIN}/member/assets/App-1.js`,
        `${ORIGIN}/api/services/app/Common/GetDetailMember`,
      ],
    });
    expect(await worker.keptKeys()).toEqual([`${ORIGIN}/member/assets/App-1.js`]);
  });
});
