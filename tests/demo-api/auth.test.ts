import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import type { AbpEnvelope } from '../../src/api/envelope';
import { issueToken } from '../../demo-api/auth';
import {
  FAILURE_MEMORY_MINUTES,
  LOCKED_OUT_DETAILS,
  LOCKOUT_MINUTES,
  MAX_FAILURES,
} from '../../demo-api/lockout';
import {
  CLIENT_HEADER,
  CLIENT_WINDOW_MINUTES,
  MAX_CLIENT_FAILURES,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../../demo-api/signInClients';
import { AUTHENTICATE_URL } from './helpers';
import {
  authenticate,
  bearer,
  dataOf,
  get,
  ORIGIN,
  send,
  signIn,
  type AuthenticateResult,
} from './helpers';

const ROLES_URL = `${ORIGIN}/api/services/app/Application/GetMemberRoles`;

describe('Authenticate', () => {
  it('answers ABP’s plain result with a bearer token that later calls accept', async () => {
    const response = await authenticate('demo-member', 'demo-pass-2026');
    expect(response.status).toBe(200);
    const body = (await response.json()) as AbpEnvelope<AuthenticateResult>;
    expect(body).toMatchObject({
      success: true,
      error: null,
      unAuthorizedRequest: false,
      targetUrl: null,
      __abp: true,
      result: { expireInSeconds: 86400, userId: 10001 },
    });
    expect(body.result?.accessToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(body.result?.encryptedAccessToken).toEqual(expect.any(String));

    const roles = await get<string[]>(ROLES_URL, body.result?.accessToken);
    expect(roles.status).toBe(200);
  });

  it('accepts the member’s e-mail address and ignores the login’s case', async () => {
    expect((await authenticate('hanako.naishikyo@example.jp', 'demo-pass-2026')).status).toBe(200);
    expect((await authenticate('Demo-Admin', 'demo-pass-2026')).status).toBe(200);
  });

  it('reads a login typed in 全角 as the same login', async () => {
    const response = await authenticate('ｄｅｍｏ－ｍｅｍｂｅｒ', 'demo-pass-2026');
    expect(response.status).toBe(200);
    const body = (await response.json()) as AbpEnvelope<AuthenticateResult>;
    expect(body.result?.userId).toBe(10001);
    // The password is compared as typed: only the login is read in 半角.
    expect((await authenticate('demo-member', 'ｄｅｍｏ－ｐａｓｓ－２０２６')).status).toBe(500);
  });

  it('answers 400 with a validation error per empty field', async () => {
    const response = await authenticate('', '');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      result: null,
      targetUrl: null,
      success: false,
      unAuthorizedRequest: false,
      __abp: true,
      error: {
        code: 0,
        message: 'Your request is not valid!',
        details: '入力内容に誤りがあります。',
        validationErrors: [
          { message: 'ログインIDを入力してください', members: ['userNameOrEmailAddress'] },
          { message: 'パスワードを入力してください', members: ['password'] },
        ],
      },
    });

    const noPassword = (await (await authenticate('demo-member', '')).json()) as AbpEnvelope;
    expect(noPassword.error?.validationErrors).toEqual([
      { message: 'パスワードを入力してください', members: ['password'] },
    ]);
  });

  it.each([
    ['a wrong password', 'demo-member', 'wrong-pass'],
    ['an unknown login', 'nobody', 'demo-pass-2026'],
  ])('answers 500 ログイン失敗! for %s', async (_case, login, password) => {
    const response = await authenticate(login, password);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      success: false,
      result: null,
      unAuthorizedRequest: false,
      error: {
        message: 'ログイン失敗!',
        details: 'ログインIDまたはパスワードが正しくありません。',
        validationErrors: null,
      },
    });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(`${ORIGIN}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, __abp: true });
  });
});

describe('Login (the Login service)', () => {
  const LOGIN_URL = `${ORIGIN}/api/services/app/Login/Login`;

  it('signs in as Authenticate does, answered in the society’s wrapper', async () => {
    const { status, body } = await send<AuthenticateResult>('POST', LOGIN_URL, undefined, {
      userNameOrEmailAddress: 'demo-member',
      password: 'demo-pass-2026',
    });
    expect(status).toBe(200);
    const result = dataOf(body);
    expect(result).toMatchObject({ expireInSeconds: 86400, userId: 10001 });
    expect((await get<string[]>(ROLES_URL, result.accessToken)).status).toBe(200);
  });

  it('refuses a wrong password with ABP’s ログイン失敗!', async () => {
    const { status, body } = await send('POST', LOGIN_URL, undefined, {
      userNameOrEmailAddress: 'demo-member',
      password: 'wrong',
    });
    expect(status).toBe(500);
    expect(body.error?.message).toBe('ログイン失敗!');
  });
});

describe('401 on calls that need a session', () => {
  const expected401 = {
    result: null,
    targetUrl: null,
    success: false,
    unAuthorizedRequest: true,
    __abp: true,
    error: {
      code: 0,
      message: '現在のユーザーはログインしていません。',
      details: null,
      validationErrors: null,
    },
  };

  it('answers 401 without a token', async () => {
    expect(await get(ROLES_URL)).toEqual({ status: 401, body: expected401 });
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a forged signature', `${issueToken('demo-admin').split('.')[0]}.AAAA`],
    ['an expired token', issueToken('demo-member', { now: Date.now() - 25 * 60 * 60 * 1000 })],
    ['an unknown account', issueToken('nobody')],
  ])('answers 401 with %s', async (_case, token) => {
    expect(await get(ROLES_URL, token)).toEqual({ status: 401, body: expected401 });
  });

  it('answers 401 to a token signed with another key (the built-in key of earlier demos)', async () => {
    const configured = process.env.DEMO_TOKEN_SECRET;
    process.env.DEMO_TOKEN_SECRET = 'jgets-member-portal-demo-api';
    const forged = issueToken('demo-admin');
    process.env.DEMO_TOKEN_SECRET = configured;
    expect(await get(ROLES_URL, forged)).toEqual({ status: 401, body: expected401 });
  });

  it('requires the Bearer scheme', async () => {
    const token = await signIn('demo-member');
    const response = await fetch(ROLES_URL, { headers: { Authorization: token } });
    expect(response.status).toBe(401);
    expect((await fetch(ROLES_URL, { headers: bearer(token) })).status).toBe(200);
  });
});

describe('sessions that end', () => {
  const LOGOUT_URL = `${ORIGIN}/api/TokenAuth/Logout`;

  it('ends the token on Logout: a copy of it reads nothing after', async () => {
    const token = await signIn('demo-member');
    const other = await signIn('demo-member');
    const logout = await fetch(LOGOUT_URL, { method: 'POST', headers: bearer(token) });
    expect(logout.status).toBe(200);
    expect((await get(ROLES_URL, token)).status).toBe(401);
    // Only that session: the member signed in elsewhere goes on.
    expect((await get(ROLES_URL, other)).status).toBe(200);
    // An ended token is no token: logging out with it again is refused like any other call.
    expect((await fetch(LOGOUT_URL, { method: 'POST', headers: bearer(token) })).status).toBe(401);
  });

  it('lasts as long as rememberClient asks: a day, or thirty with 「ログインしたままにする」', async () => {
    const lifetime = async (rememberClient: boolean) => {
      const response = await fetch(AUTHENTICATE_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          userNameOrEmailAddress: 'demo-member',
          password: 'demo-pass-2026',
          rememberClient,
        }),
      });
      const body = (await response.json()) as AbpEnvelope<AuthenticateResult>;
      return body.result?.expireInSeconds;
    };
    expect(await lifetime(false)).toBe(24 * 60 * 60);
    expect(await lifetime(true)).toBe(30 * 24 * 60 * 60);
    const remembered = issueToken('demo-member', {
      rememberClient: true,
      now: Date.now() - 29 * 24 * 60 * 60 * 1000,
    });
    expect((await get(ROLES_URL, remembered)).status).toBe(200);
  });
});

describe('lockout, as ABP Identity does it', () => {
  afterEach(() => vi.useRealTimers());

  const refusal = async (login: string, password: string) => {
    const response = await authenticate(login, password);
    const body = (await response.json()) as AbpEnvelope<AuthenticateResult>;
    return { status: response.status, details: body.error?.details };
  };

  it('locks an account for five minutes after five failed sign-ins, the right password included', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(await refusal('demo-member', 'wrong')).toEqual({
        status: 500,
        details: 'ログインIDまたはパスワードが正しくありません。',
      });
    expect(await refusal('demo-member', 'wrong')).toEqual({
      status: 500,
      details: LOCKED_OUT_DETAILS,
    });
    expect(await refusal('demo-member', 'demo-pass-2026')).toEqual({
      status: 500,
      details: LOCKED_OUT_DETAILS,
    });
    // Another account is not affected.
    expect((await authenticate('demo-admin', 'demo-pass-2026')).status).toBe(200);

    vi.setSystemTime(Date.now() + LOCKOUT_MINUTES * 60 * 1000 + 1);
    expect((await authenticate('demo-member', 'demo-pass-2026')).status).toBe(200);
  });

  it('counts failures in a row: a good sign-in starts the count again', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) await refusal('demo-member', 'wrong');
    expect((await authenticate('demo-member', 'demo-pass-2026')).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) await refusal('demo-member', 'wrong');
    expect((await authenticate('demo-member', 'demo-pass-2026')).status).toBe(200);
  });

  it('forgets failures a quarter of an hour after the last one, as it does an unknown login’s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const login of ['demo-member', 'nobody-at-all']) {
      for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1) await refusal(login, 'wrong');
      vi.setSystemTime(Date.now() + FAILURE_MEMORY_MINUTES * 60 * 1000);
      expect((await refusal(login, 'wrong')).details).toBe(
        'ログインIDまたはパスワードが正しくありません。',
      );
    }
  });
});

/** Authenticate as `client`: msw/node has no socket, so the header stands for the TCP peer. */
const attemptAs = (client: string, login: string, password: string, url = AUTHENTICATE_URL) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLIENT_HEADER]: client },
    body: JSON.stringify({ userNameOrEmailAddress: login, password, rememberClient: false }),
  });

/** All of an answer a client can read: status, headers and the body as sent. */
const whole = async (answer: Promise<Response>) => {
  const response = await answer;
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
};

const INCORRECT = 'ログインIDまたはパスワードが正しくありません。';

describe('an unknown login, answered exactly as a known one', () => {
  it('fails, locks and stays locked for as long, with the same status and body throughout', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const passwords = [...Array<string>(MAX_FAILURES).fill('wrong'), 'demo-pass-2026', 'wrong'];
    const answers = async (client: string, login: string) => {
      const all = [];
      for (const password of passwords) all.push(await whole(attemptAs(client, login, password)));
      return all;
    };
    const known = await answers('203.0.113.1', 'demo-member');
    const unknown = await answers('203.0.113.2', 'nobody-at-all');
    expect(unknown).toEqual(known);
    expect(known.map(({ status, body }) => [status, JSON.parse(body).error.details])).toEqual([
      ...Array<unknown>(MAX_FAILURES - 1).fill([500, INCORRECT]),
      [500, LOCKED_OUT_DETAILS],
      [500, LOCKED_OUT_DETAILS],
      [500, LOCKED_OUT_DETAILS],
    ]);

    // Still locked a second before the lockout ends, and a failure like any other after it.
    const lockoutMs = LOCKOUT_MINUTES * 60 * 1000;
    for (const [later, details] of [
      [lockoutMs - 1000, LOCKED_OUT_DETAILS],
      [1001, INCORRECT],
    ] as const) {
      vi.setSystemTime(Date.now() + later);
      const knownNow = await whole(attemptAs('203.0.113.1', 'demo-member', 'wrong'));
      expect(await whole(attemptAs('203.0.113.2', 'nobody-at-all', 'wrong'))).toEqual(knownNow);
      expect(JSON.parse(knownNow.body).error.details).toBe(details);
    }
  });

  it('counts a login and its e-mail address as one, and an unknown login as typed', async () => {
    const detailsOf = async (login: string) =>
      ((await (await authenticate(login, 'wrong')).json()) as AbpEnvelope).error?.details;
    const known = [
      'demo-member',
      'HANAKO.NAISHIKYO@example.jp',
      ' demo-member ',
      'ｄｅｍｏ－ｍｅｍｂｅｒ',
    ];
    for (const login of known) expect(await detailsOf(login)).toBe(INCORRECT);
    expect(await detailsOf('hanako.naishikyo@example.jp')).toBe(LOCKED_OUT_DETAILS);
    // Read as accountOf reads a login: NFKC, trimmed, in lower case.
    for (const login of ['nobody', 'NOBODY', ' nobody ', 'ｎｏｂｏｄｙ'])
      expect(await detailsOf(login)).toBe(INCORRECT);
    expect(await detailsOf('Nobody')).toBe(LOCKED_OUT_DETAILS);
    expect(await detailsOf('somebody')).toBe(INCORRECT);
  });

  describe('the work done', () => {
    afterEach(() => syncBuiltinESMExports());

    it('spends exactly one password hash on every path, known or not, locked or not', async () => {
      // The decoy hash an unknown login is checked against is made once, on first use.
      await authenticate('nobody-warming-up', 'wrong');
      const scrypt = vi.spyOn(crypto, 'scryptSync');
      // demo-api/auth.ts's named import reads the spied function only once they are synced.
      syncBuiltinESMExports();
      const hashes = async (login: string, password: string) => {
        scrypt.mockClear();
        await authenticate(login, password);
        return scrypt.mock.calls.length;
      };
      const paths: [string, string][] = [
        ['demo-member', 'demo-pass-2026'],
        ['hanako.naishikyo@example.jp', 'wrong'],
        ['nobody-at-all', 'wrong'],
        ...Array<[string, string]>(MAX_FAILURES).fill(['demo-member', 'wrong']),
        ...Array<[string, string]>(MAX_FAILURES).fill(['nobody-at-all', 'wrong']),
        // Locked: the right password, or any.
        ['demo-member', 'demo-pass-2026'],
        ['nobody-at-all', 'demo-pass-2026'],
      ];
      const counts = [];
      for (const [login, password] of paths) counts.push(await hashes(login, password));
      expect(counts).toEqual(paths.map(() => 1));
      scrypt.mockRestore();
    });

    it('takes as long to refuse an unknown login as a known one, locked or not', async () => {
      const times = { known: [] as number[], unknown: [] as number[] };
      // Taken in turn, so that a busy moment of the machine weighs on both alike.
      for (let attempt = 0; attempt < 15; attempt += 1) {
        for (const [kind, login] of [
          ['known', 'demo-read'],
          ['unknown', 'nobody-at-all'],
        ] as const) {
          const started = performance.now();
          await authenticate(login, 'wrong');
          times[kind].push(performance.now() - started);
        }
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[7]!;
      const ratio = median(times.unknown) / median(times.known);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });
  });
});

describe('the limit per client', () => {
  const WINDOW_MS = CLIENT_WINDOW_MINUTES * 60 * 1000;

  it('answers 429 with Retry-After once a client has too many refused sign-ins', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const half = MAX_CLIENT_FAILURES / 2;
    for (let failure = 0; failure < MAX_CLIENT_FAILURES; failure += 1) {
      // Half now, half five minutes later: the window slides.
      if (failure === half) vi.setSystemTime(Date.now() + 5 * 60 * 1000);
      expect((await attemptAs('203.0.113.7', `nobody-${failure}`, 'wrong')).status).toBe(500);
    }

    // The right password of an account no one tried, by Authenticate or by the Login service.
    for (const url of [AUTHENTICATE_URL, `${ORIGIN}/api/services/app/Login/Login`]) {
      const limited = await attemptAs('203.0.113.7', 'demo-member', 'demo-pass-2026', url);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe(String((WINDOW_MS - 5 * 60 * 1000) / 1000));
      expect(await limited.json()).toEqual({
        result: null,
        targetUrl: null,
        success: false,
        unAuthorizedRequest: false,
        __abp: true,
        error: {
          code: 0,
          message: TOO_MANY_ATTEMPTS_MESSAGE,
          details:
            'ログインに失敗した回数が多いため、しばらくログインできません。10分ほどしてから、もう一度お試しください。',
          validationErrors: null,
        },
      });
    }
    // Another client is not held back.
    expect((await attemptAs('198.51.100.1', 'demo-member', 'demo-pass-2026')).status).toBe(200);

    // Once the first half has left the window, the client may try again; its 429s did not count.
    vi.setSystemTime(Date.now() + WINDOW_MS - 5 * 60 * 1000);
    expect((await attemptAs('203.0.113.7', 'demo-member', 'demo-pass-2026')).status).toBe(200);
  });

  it('keeps one client from locking out more than a few accounts', async () => {
    const logins = ['demo-member', 'demo-temp', 'demo-read', 'demo-update', 'demo-admin'];
    for (const login of logins)
      for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1)
        await attemptAs('203.0.113.7', login, 'wrong');
    const open = [];
    for (const login of logins)
      open.push((await attemptAs('198.51.100.1', login, 'demo-pass-2026')).status === 200);
    // The fifth account's attempts were refused before they could count against it.
    expect(open).toEqual([false, false, false, false, true]);
  });

  it('never counts good sign-ins: a client signing in all day is never held back', async () => {
    for (let attempt = 0; attempt < MAX_CLIENT_FAILURES * 2; attempt += 1)
      expect((await attemptAs('203.0.113.7', 'demo-member', 'demo-pass-2026')).status).toBe(200);
    expect((await attemptAs('203.0.113.7', 'demo-member', 'wrong')).status).toBe(500);
  });
});
