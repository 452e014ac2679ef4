import type { AbpEnvelope } from '../../src/api/envelope';
import type { PasswordPolicy, PasswordValidPeriod } from '../../src/validation/passwordPolicy';
import { RESET_LINKS_PER_LIFE } from '../../demo-api/calls/password';
import { LOCKED_OUT_DETAILS, MAX_FAILURES } from '../../demo-api/lockout';
import { demoStore } from '../../demo-api/store';
import {
  authenticate,
  dataOf,
  get,
  ORIGIN,
  send,
  signIn,
  type AuthenticateResult,
} from './helpers';

const PASSWORD = `${ORIGIN}/api/services/app/Password`;
const LOGIN = `${ORIGIN}/api/services/app/Login`;
const NEW_PASSWORD = 'Kensa-Room-2026';
const ROLES = `${ORIGIN}/api/services/app/Application/GetMemberRoles`;

const credential = (login: string) => {
  const found = demoStore.passwordCredentials.find((item) => item.login === login);
  if (!found) throw new Error(`no credential for ${login}`);
  return found;
};

async function signInResult(login: string, password: string) {
  const response = await authenticate(login, password);
  return {
    status: response.status,
    result: ((await response.json()) as AbpEnvelope<AuthenticateResult>).result,
  };
}

/** Asks for a reset link and returns the one the demo logged, or null if none was logged. */
async function requestResetLink(userNameOrEmailAddress: string) {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  try {
    const answer = await send('POST', `${LOGIN}/SendResetPasswordParam`, undefined, {
      userNameOrEmailAddress,
    });
    const logged = info.mock.calls.map((args) => args.join(' ')).join('\n');
    const link = /https?:\/\/\S+/.exec(logged)?.[0] ?? null;
    return { answer, link, token: link ? new URL(link).searchParams.get('token') : null };
  } finally {
    info.mockRestore();
  }
}

describe('password policy and validity', () => {
  it('publishes the policy to anyone, signed in or not', async () => {
    const policy = dataOf((await get<PasswordPolicy>(`${PASSWORD}/GetDetailPasswordPolicy`)).body);
    expect(policy).toMatchObject({
      minLength: 10,
      requireUppercase: true,
      requireLowercase: true,
      requireDigit: true,
      disallowLoginId: true,
      historyCount: 5,
      validityDays: 180,
      expiryNoticeDays: 14,
    });
  });

  it('counts the days the member’s password has left, and needs a session', async () => {
    const check = async (login: string) =>
      dataOf(
        (
          await send<PasswordValidPeriod>(
            'POST',
            `${PASSWORD}/CheckPasswordValidPeriod`,
            await signIn(login),
            {},
          )
        ).body,
      );
    expect(await check('demo-member')).toMatchObject({
      daysLeft: 128,
      expired: false,
      initial: false,
      noticeDays: 14,
    });
    const soon = await check('demo-password');
    expect(soon).toMatchObject({ daysLeft: 8, expired: false });
    expect(soon.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect((await send('POST', `${PASSWORD}/CheckPasswordValidPeriod`, undefined, {})).status).toBe(
      401,
    );
  });

  it('tells sign-in to send a temporary or expired password to the change page', async () => {
    expect((await signInResult('demo-member', 'demo-pass-2026')).result).toMatchObject({
      shouldResetPassword: false,
    });
    credential('demo-member').mustChange = true;
    expect((await signInResult('demo-member', 'demo-pass-2026')).result).toMatchObject({
      shouldResetPassword: true,
    });
    credential('demo-member').mustChange = false;
    credential('demo-member').changedAt = new Date(Date.now() - 200 * 86_400_000).toISOString();
    expect((await signInResult('demo-member', 'demo-pass-2026')).result).toMatchObject({
      shouldResetPassword: true,
    });
  });
});

describe('changing the password when signed in', () => {
  it('verifies the current password with the server’s message when it is wrong', async () => {
    const token = await signIn('demo-member');
    const right = await send('POST', `${PASSWORD}/VerifyCurrentPassword`, token, {
      currentPassword: 'demo-pass-2026',
    });
    expect(dataOf(right.body)).toBe(true);

    const wrong = await send('POST', `${PASSWORD}/VerifyCurrentPassword`, token, {
      currentPassword: 'nope',
    });
    expect(wrong.status).toBe(500);
    expect(wrong.body.error?.message).toBe('現在のパスワードが正しくありません。');

    const empty = await send('POST', `${PASSWORD}/VerifyCurrentPassword`, token, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error?.validationErrors).toEqual([
      { message: '現在のパスワードを入力してください', members: ['currentPassword'] },
    ]);
  });

  it.each([
    ['too short', 'Short1a', 'パスワードは10文字以上で入力してください'],
    ['without a digit', 'Kensa-Room-Desk', 'パスワードには数字（0〜9）を含めてください'],
    [
      'with full-width characters',
      'Kensa2026内視鏡室A',
      'パスワードには半角英数字と記号のみ使用できます（空白・全角文字は使えません）',
    ],
    ['containing the login ID', 'X1demo-MEMBER', 'ログインIDを含むパスワードは使用できません'],
    ['used before', 'Hanako-2025spring', '過去5回以内のパスワードは使用できません'],
  ])(
    'refuses a new password %s with a message on newPassword',
    async (_case, newPassword, message) => {
      const token = await signIn('demo-member');
      const answer = await send('PUT', `${PASSWORD}/UpdateMemberPassword`, token, {
        currentPassword: 'demo-pass-2026',
        newPassword,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error?.validationErrors).toEqual([{ message, members: ['newPassword'] }]);
      expect((await signInResult('demo-member', 'demo-pass-2026')).status).toBe(200);
    },
  );

  describe('under the sign-in’s lockout', () => {
    const verify = (token: string, currentPassword: string) =>
      send('POST', `${PASSWORD}/VerifyCurrentPassword`, token, { currentPassword });
    const update = (token: string, currentPassword: string) =>
      send('PUT', `${PASSWORD}/UpdateMemberPassword`, token, {
        currentPassword,
        newPassword: NEW_PASSWORD,
      });

    it('locks the account after five wrong current passwords: sign-in and change refused too', async () => {
      const token = await signIn('demo-member');
      for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1)
        expect((await verify(token, 'wrong')).body.error?.message).toBe(
          '現在のパスワードが正しくありません。',
        );
      const fifth = await verify(token, 'wrong');
      expect([fifth.status, fifth.body.error?.message]).toEqual([500, LOCKED_OUT_DETAILS]);

      // Locked: the right password is refused by all three, and nothing changes.
      const right = await verify(token, 'demo-pass-2026');
      expect([right.status, right.body.error?.message]).toEqual([500, LOCKED_OUT_DETAILS]);
      const change = await update(token, 'demo-pass-2026');
      expect([change.status, change.body.error?.message]).toEqual([500, LOCKED_OUT_DETAILS]);
      const signInAnswer = (await (
        await authenticate('demo-member', 'demo-pass-2026')
      ).json()) as AbpEnvelope;
      expect(signInAnswer.error?.details).toBe(LOCKED_OUT_DETAILS);
      // The session itself goes on: only password checks wait for the lockout to end.
      expect((await get(ROLES, token)).status).toBe(200);
    });

    it('counts on the same counter as sign-in, and a wrong current password for the change too', async () => {
      const token = await signIn('demo-member');
      await authenticate('demo-member', 'wrong');
      await authenticate('hanako.naishikyo@example.jp', 'wrong');
      await verify(token, 'wrong');
      await update(token, 'wrong');
      const fifth = await verify(token, 'wrong');
      expect(fifth.body.error?.message).toBe(LOCKED_OUT_DETAILS);
    });

    it('starts the count again on a right current password, as a good sign-in does', async () => {
      const token = await signIn('demo-member');
      for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1) await verify(token, 'wrong');
      expect(dataOf((await verify(token, 'demo-pass-2026')).body)).toBe(true);
      for (let attempt = 1; attempt < MAX_FAILURES; attempt += 1) await verify(token, 'wrong');
      expect((await authenticate('demo-member', 'demo-pass-2026')).status).toBe(200);
    });
  });

  it('refuses the change when the current password is wrong', async () => {
    const token = await signIn('demo-member');
    const answer = await send('PUT', `${PASSWORD}/UpdateMemberPassword`, token, {
      currentPassword: 'wrong',
      newPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(500);
    expect(answer.body.error?.message).toBe('現在のパスワードが正しくありません。');
  });

  it('changes what sign-in accepts and starts a new validity period', async () => {
    const token = await signIn('demo-password');
    const answer = await send('PUT', `${PASSWORD}/UpdateMemberPassword`, token, {
      currentPassword: 'demo-pass-2026',
      newPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(200);

    expect((await signInResult('demo-password', 'demo-pass-2026')).status).toBe(500);
    expect((await signInResult('demo-password', NEW_PASSWORD)).status).toBe(200);
    const period = await send<PasswordValidPeriod>(
      'POST',
      `${PASSWORD}/CheckPasswordValidPeriod`,
      token,
      {},
    );
    expect(dataOf(period.body)).toMatchObject({ daysLeft: 180, expired: false, initial: false });
    // The store keeps hashes, never the password itself.
    expect(JSON.stringify(credential('demo-password'))).not.toContain(NEW_PASSWORD);
  });

  it('ends the member’s other sessions, and keeps the one that made the change', async () => {
    const elsewhere = await signIn('demo-password');
    const here = await signIn('demo-password');
    const other = await signIn('demo-member');
    await send('PUT', `${PASSWORD}/UpdateMemberPassword`, here, {
      currentPassword: 'demo-pass-2026',
      newPassword: NEW_PASSWORD,
    });
    expect((await get(ROLES, elsewhere)).status).toBe(401);
    expect((await get(ROLES, here)).status).toBe(200);
    expect((await get(ROLES, other)).status).toBe(200);
  });
});

describe('resetting a forgotten password', () => {
  it('answers the same whether or not the account exists, and logs a link only for a real one', async () => {
    const unknown = await requestResetLink('nobody@example.jp');
    const known = await requestResetLink('hanako.naishikyo@example.jp');
    expect(unknown.answer).toEqual(known.answer);
    expect(known.answer.status).toBe(200);
    expect(dataOf(known.answer.body)).toEqual({ expiresInMinutes: 30 });
    expect(unknown.link).toBeNull();
    expect(known.link).toMatch(
      /^http:\/\/localhost:3000\/member\/auth\/resetPassword\?token=[\w-]{43}$/,
    );
  });

  it('asks for the login ID or address', async () => {
    const answer = await send('POST', `${LOGIN}/SendResetPasswordParam`, undefined, {
      userNameOrEmailAddress: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.validationErrors).toEqual([
      {
        message: 'ログインIDまたはメールアドレスを入力してください',
        members: ['userNameOrEmailAddress'],
      },
    ]);
  });

  it('verifies the token, sets the new password once, and refuses the link afterwards', async () => {
    const { token } = await requestResetLink('demo-member');
    const verified = await send<{ loginId: string; expiresAt: string }>(
      'POST',
      `${LOGIN}/VerifyToken`,
      undefined,
      { token },
    );
    expect(dataOf(verified.body)).toMatchObject({ loginId: 'demo-member' });

    const weak = await send('POST', `${LOGIN}/SetNewPassword`, undefined, {
      token,
      newPassword: 'password',
    });
    expect(weak.status).toBe(400);

    const before = await signIn('demo-member');
    const set = await send('POST', `${LOGIN}/SetNewPassword`, undefined, {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(set.status).toBe(200);
    // Every session from before the reset has ended.
    expect((await get(ROLES, before)).status).toBe(401);
    expect((await signInResult('demo-member', NEW_PASSWORD)).status).toBe(200);

    const again = await send('POST', `${LOGIN}/SetNewPassword`, undefined, {
      token,
      newPassword: 'Another-Pass-2027',
    });
    expect(again.status).toBe(500);
    expect(again.body.error?.message).toBe('このパスワード再設定用のURLは使用済みです。');
    expect((await send('POST', `${LOGIN}/VerifyToken`, undefined, { token })).status).toBe(500);
  });

  it('keeps a pending link working when asked again, and a reset voids the account’s others', async () => {
    const first = await requestResetLink('demo-member');
    const second = await requestResetLink('demo-member');
    // Anyone may ask for a member's link: asking again voids nothing the member may open.
    for (const { token } of [first, second])
      expect((await send('POST', `${LOGIN}/VerifyToken`, undefined, { token })).status).toBe(200);

    const set = await send('POST', `${LOGIN}/SetNewPassword`, undefined, {
      token: second.token,
      newPassword: NEW_PASSWORD,
    });
    expect(set.status).toBe(200);
    const other = await send('POST', `${LOGIN}/VerifyToken`, undefined, { token: first.token });
    expect(other.body.error?.message).toBe('このパスワード再設定用のURLは使用済みです。');
  });

  it(`sends an account at most ${RESET_LINKS_PER_LIFE} links a link’s life, answering the same`, async () => {
    const sent = [];
    for (let round = 0; round <= RESET_LINKS_PER_LIFE; round += 1)
      sent.push(await requestResetLink('demo-member'));
    expect(sent.map(({ link }) => link !== null)).toEqual([true, true, true, false]);
    expect(sent.at(-1)?.answer).toEqual(sent[0]?.answer);
    // Once the earlier links have run out, the member can ask again.
    for (const record of demoStore.passwordResetTokens)
      record.expiresAt = new Date(Date.now() - 1000).toISOString();
    expect((await requestResetLink('demo-member')).link).not.toBeNull();
  });

  it('builds the link on the configured public URL, not on the host the request names', async () => {
    const configured = process.env.DEMO_PUBLIC_URL;
    process.env.DEMO_PUBLIC_URL = 'https://portal.example.jp';
    try {
      const { link } = await requestResetLink('demo-member');
      expect(link).toMatch(/^https:\/\/portal\.example\.jp\/member\/auth\/resetPassword\?token=/);
    } finally {
      process.env.DEMO_PUBLIC_URL = configured;
    }
  });

  it('refuses an expired or unknown token', async () => {
    const { token } = await requestResetLink('demo-member');
    for (const record of demoStore.passwordResetTokens) {
      record.expiresAt = new Date(Date.now() - 1000).toISOString();
    }
    const expired = await send('POST', `${LOGIN}/VerifyToken`, undefined, { token });
    expect(expired.status).toBe(500);
    expect(expired.body.error?.message).toBe('パスワード再設定用のURLの有効期限が切れています。');

    const unknown = await send('POST', `${LOGIN}/VerifyToken`, undefined, { token: 'not-a-token' });
    expect(unknown.body.error?.message).toBe('パスワード再設定用のURLが正しくありません。');
  });
});
