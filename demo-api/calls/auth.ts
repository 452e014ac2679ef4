/** Sign-in: `POST /api/TokenAuth/Authenticate`, answered as ABP's TokenAuthController does, and the Login service's `Login`. */
import type { AbpValidationError } from '../../src/api/envelope';
import { abpError, bodyOf, ok, plainResult, validationError } from '../abp';
import { demoAccounts, findAccount, type Account } from '../accounts';
import { bearerOf, endSession, issueToken, tokenLifetimeSeconds } from '../auth';
import { checkPassword, passwordChangeRequired } from '../credentials';
import { defineCall } from '../defineCall';
import { LOCKED_OUT_DETAILS } from '../lockout';
import { clientOf, clientRefusal, recordClientFailure } from '../signInClients';
import { demoStore } from '../store';

const text = (record: Record<string, unknown>, key: string): string => {
  const value = record[key];
  return typeof value === 'string' ? value : '';
};

/** The typed login as it is looked up: 全角 read as 半角 (NFKC), trimmed, in lower case. */
const normalisedLogin = (typed: string): string => typed.normalize('NFKC').trim().toLowerCase();

/**
 * `userNameOrEmailAddress`: the login, or the e-mail address of the account's member, whether
 * typed in 全角 or 半角 (NFKC: ｄｅｍｏ－ｍｅｍｂｅｒ is demo-member). Both lookups run over every
 * record whatever they find, so a known login is answered no sooner than an unknown one.
 */
export function accountOf(typed: string): Account | undefined {
  const loginOrEmail = normalisedLogin(typed);
  const byLogin = findAccount(loginOrEmail);
  const members = demoStore.members.filter(
    (candidate) => candidate.email.toLowerCase() === loginOrEmail,
  );
  return byLogin ?? demoAccounts.find((account) => account.memberId === members[0]?.id);
}

/**
 * The sign-in both calls share: the client's limit, the checks, then what the session needs.
 * `Authenticate` is ABP's TokenAuthController (a plain `result`); the Login service's `Login`
 * answers the same in the society's wrapper.
 */
function signIn(request: Request, body: unknown) {
  const now = Date.now();
  const client = clientOf(request);
  const limited = clientRefusal(client, now);
  if (limited) return { error: limited };

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
  // A login and its e-mail address share the account's count; an unknown one counts as typed.
  const key = account?.login ?? normalisedLogin(login);
  const check = checkPassword(key, account?.login, password, now);
  if (check !== 'accepted' || !account) {
    recordClientFailure(client, now);
    return {
      error: signInRefused(
        check === 'locked' ? LOCKED_OUT_DETAILS : 'ログインIDまたはパスワードが正しくありません。',
      ),
    };
  }

  const rememberClient = input.rememberClient === true;
  const accessToken = issueToken(account.login, { rememberClient });
  return {
    result: {
      accessToken,
      // ABP encrypts the token for query strings (SignalR); an opaque variant is all callers see.
      encryptedAccessToken: Buffer.from(accessToken).toString('base64'),
      expireInSeconds: tokenLifetimeSeconds(rememberClient),
      userId: account.userId,
      // ABP's flag for "change the password before anything else": a temporary or expired one.
      shouldResetPassword: passwordChangeRequired(account.login),
    },
  };
}

// ABP reports a failed sign-in as a business error: HTTP 500 with a user-friendly message.
const signInRefused = (details: string) => abpError(500, 'ログイン失敗!', { details });

export const authCalls = [
  defineCall('Authenticate', ({ body, request }) => {
    const { error, result } = signIn(request, body);
    return error ?? plainResult(result);
  }),

  defineCall('Login', ({ body, request }) => {
    const { error, result } = signIn(request, body);
    return error ?? ok(result);
  }),

  // Beyond SPEC §7: the portal's logout ends the token's session on the server.
  defineCall('Logout', ({ request }) => {
    // The bearer check has passed: the token is a live one.
    endSession(bearerOf(request) ?? '');
    return plainResult(null);
  }),
];
