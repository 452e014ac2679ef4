/** Sign-in: `POST /api/TokenAuth/Authenticate`, answered as ABP's TokenAuthController does, and the Login service's `Login`. */
import type { AbpValidationError } from '../../src/api/envelope';
import { abpError, bodyOf, ok, plainResult, validationError } from '../abp';
import { demoAccounts, findAccount, type Account } from '../accounts';
import { issueToken, TOKEN_LIFETIME_SECONDS } from '../auth';
import { passwordAccepted, passwordChangeRequired } from '../credentials';
import { defineCall } from '../defineCall';
import { demoStore } from '../store';

const text = (record: Record<string, unknown>, key: string): string => {
  const value = record[key];
  return typeof value === 'string' ? value : '';
};

/**
 * `userNameOrEmailAddress`: the login, or the e-mail address of the account's member, whether
 * typed in 全角 or 半角 (NFKC: ｄｅｍｏ－ｍｅｍｂｅｒ is demo-member).
 */
export function accountOf(typed: string): Account | undefined {
  const loginOrEmail = typed.normalize('NFKC');
  const byLogin = findAccount(loginOrEmail);
  if (byLogin) return byLogin;
  const email = loginOrEmail.trim().toLowerCase();
  const member = demoStore.members.find((candidate) => candidate.email.toLowerCase() === email);
  return member && demoAccounts.find((account) => account.memberId === member.id);
}

/**
 * The sign-in both calls share: the checks, then what the session needs. `Authenticate` is
 * ABP's TokenAuthController (a plain `result`); the Login service's `Login` answers the same in
 * the society's wrapper.
 */
function signIn(body: unknown) {
  const input = bodyOf(body);
  const login = text(input, 'userNameOrEmailAddress').trim();
  const password = text(input, 'password');

  const errors: AbpValidationError[] = [];
  if (!login) {
    errors.push({ message: 'ログインIDを入力してください', members: ['userNameOrEmailAddress'] });
  }
  if (!password) errors.push({ message: 'パスワードを入力してください', members: ['password'] });
  if (errors.length > 0) return { error: validationError(errors) };

  const account = accountOf(login);
  // ABP reports a failed sign-in as a business error: HTTP 500 with a user-friendly message.
  if (!account || !passwordAccepted(account.login, password)) {
    return {
      error: abpError(500, 'ログイン失敗!', {
        details: 'ログインIDまたはパスワードが正しくありません。',
      }),
    };
  }

  const accessToken = issueToken(account.login);
  return {
    result: {
      accessToken,
      // ABP encrypts the token for query strings (SignalR); an opaque variant is all callers see.
      encryptedAccessToken: Buffer.from(accessToken).toString('base64'),
      expireInSeconds: TOKEN_LIFETIME_SECONDS,
      userId: account.userId,
      // ABP's flag for "change the password before anything else": a temporary or expired one.
      shouldResetPassword: passwordChangeRequired(account.login),
    },
  };
}

export const authCalls = [
  defineCall('Authenticate', ({ body }) => {
    const { error, result } = signIn(body);
    return error ?? plainResult(result);
  }),

  defineCall('Login', ({ body }) => {
    const { error, result } = signIn(body);
    return error ?? ok(result);
  }),
];
