import type { AbpEnvelope } from '../../src/api/envelope';
import { issueToken } from '../../demo-api/auth';
import { LOCKED_OUT_DETAILS, LOCKOUT_MINUTES } from '../../demo-api/calls/auth';
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

  it('takes as long to refuse an unknown account as a known one', async () => {
    const median = async (login: string) => {
      const times: number[] = [];
      for (let attempt = 0; attempt < 9; attempt += 1) {
        const started = performance.now();
        await authenticate(login, 'wrong');
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[4]!;
    };
    // Known accounts with no lockout to reach: a fresh one for each attempt would lock.
    const known = await median('demo-read');
    const unknown = await median('nobody-at-all');
    expect(unknown / known).toBeGreaterThan(0.5);
  });
});
