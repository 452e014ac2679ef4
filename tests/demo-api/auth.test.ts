import type { AbpEnvelope } from '../../src/api/envelope';
import { issueToken } from '../../demo-api/auth';
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
    ['an expired token', issueToken('demo-member', Date.now() - 25 * 60 * 60 * 1000)],
    ['an unknown account', issueToken('nobody')],
  ])('answers 401 with %s', async (_case, token) => {
    expect(await get(ROLES_URL, token)).toEqual({ status: 401, body: expected401 });
  });

  it('requires the Bearer scheme', async () => {
    const token = await signIn('demo-member');
    const response = await fetch(ROLES_URL, { headers: { Authorization: token } });
    expect(response.status).toBe(401);
    expect((await fetch(ROLES_URL, { headers: bearer(token) })).status).toBe(200);
  });
});
