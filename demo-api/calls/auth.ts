/** Sign-in: `POST /api/TokenAuth/Authenticate`, answered as ABP's TokenAuthController does, and the Login service's `Login`. */
import type { AbpValidationError } from '../../src/api/envelope';
import { abpError, bodyOf, ok, plainResult, validationError } from '../abp';
import { demoAccounts, findAccount, type Account } from '../accounts';
import { bearerOf, endSession, issueToken, tokenLifetimeSeconds } from '../auth';
import { passwordAccepted, passwordChangeRequired, spendPasswordCheck } from '../credentials';
import { defineCall } from '../defineCall';
import { demoStore, type SignInFailure } from '../store';

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
  const failure = account ? failureOf(account.login) : null;
  const now = Date.now();
  if (failure?.lockedUntil) {
    if (failure.lockedUntil > now) {
      // Locked: refused whatever the password, after the same work as any other attempt.
      spendPasswordCheck(password);
      return { error: signInRefused(LOCKED_OUT_DETAILS) };
    }
    failure.lockedUntil = null;
  }
  // An unknown account costs the same hash as a known one: the answer's time tells nothing.
  const accepted = account
    ? passwordAccepted(account.login, password)
    : spendPasswordCheck(password);
  if (!account || !failure || !accepted) {
    if (failure) recordFailure(failure, now);
    return {
      error: signInRefused(
        failure?.lockedUntil
          ? LOCKED_OUT_DETAILS
          : 'ログインIDまたはパスワードが正しくありません。',
      ),
    };
  }
  failure.failures = 0;
  failure.lockedUntil = null;

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

/**
 * ABP Identity's lockout: after MAX_FAILURES failed sign-ins in a row the account refuses every
 * sign-in, the right password included, for LOCKOUT_MINUTES.
 */
export const MAX_FAILURES = 5;
export const LOCKOUT_MINUTES = 5;
export const LOCKED_OUT_DETAILS = `ユーザーアカウントがロックされています。${LOCKOUT_MINUTES}分ほどしてから、もう一度お試しください。`;

// ABP reports a failed sign-in as a business error: HTTP 500 with a user-friendly message.
const signInRefused = (details: string) => abpError(500, 'ログイン失敗!', { details });

function failureOf(login: string): SignInFailure {
  let failure = demoStore.signInFailures.find((candidate) => candidate.login === login);
  if (!failure) {
    failure = { login, failures: 0, lockedUntil: null };
    demoStore.signInFailures.push(failure);
  }
  return failure;
}

function recordFailure(failure: SignInFailure, now: number): void {
  failure.failures += 1;
  if (failure.failures >= MAX_FAILURES) {
    failure.failures = 0;
    failure.lockedUntil = now + LOCKOUT_MINUTES * 60 * 1000;
  }
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

  // Beyond SPEC §7: the portal's logout ends the token's session on the server.
  defineCall('Logout', ({ request }) => {
    // The bearer check has passed: the token is a live one.
    endSession(bearerOf(request) ?? '');
    return plainResult(null);
  }),
];
