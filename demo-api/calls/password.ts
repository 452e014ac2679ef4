/**
 * Passwords: the policy, the validity period, the change by the signed-in member (`Password/*`)
 * and the reset by e-mailed link (`Login/*`). The demo has no mail: the reset link goes to the
 * server log (console.info), built on the portal's configured public URL (`DEMO_PUBLIC_URL`),
 * never on the Host header a sender chooses.
 */
import { createHash, randomBytes } from 'node:crypto';
import { BASE_PATH } from '../../src/config/constants';
import { DemoApiError, ok, VALIDATION_DETAILS, VALIDATION_MESSAGE } from '../abp';
import { bearerOf, endSessionsOf } from '../auth';
import type { Account } from '../accounts';
import { checkPassword, credentialOf, setPassword, validPeriodOf } from '../credentials';
import { defineCall } from '../defineCall';
import { LOCKED_OUT_DETAILS } from '../lockout';
import { passwordPolicy } from '../seed/passwordPolicy';
import { setting } from '../settings';
import { demoStore } from '../store';
import { accountOf } from './auth';

/** How long a reset link works. */
const RESET_LINK_MINUTES = 30;
/** Links one account is sent within a link's life; further requests send nothing. */
export const RESET_LINKS_PER_LIFE = 3;

const WRONG_CURRENT_PASSWORD = '現在のパスワードが正しくありません。';
const RESET_LINK_INVALID = 'パスワード再設定用のURLが正しくありません。';
const RESET_LINK_EXPIRED = 'パスワード再設定用のURLの有効期限が切れています。';
const RESET_LINK_USED = 'このパスワード再設定用のURLは使用済みです。';

const text = (body: unknown, key: string): string => {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** Each named field of `body` that is empty, as ABP's validation reports it (400). */
function requireFields(body: unknown, fields: Record<string, string>): void {
  const validationErrors = Object.entries(fields)
    .filter(([field]) => text(body, field) === '')
    .map(([field, message]) => ({ message, members: [field] }));
  if (validationErrors.length > 0) {
    throw new DemoApiError(400, VALIDATION_MESSAGE, {
      details: VALIDATION_DETAILS,
      validationErrors,
    });
  }
}

/**
 * The member's current password, checked under the sign-in's lockout: a wrong one counts as a
 * failed sign-in, a locked account is refused whatever it sends, a right one starts the count
 * again. Otherwise a stolen session could try passwords at full speed.
 */
function requireCurrentPassword(account: Account, body: unknown): void {
  const check = checkPassword(account.login, account.login, text(body, 'currentPassword'));
  if (check === 'locked') throw new DemoApiError(500, LOCKED_OUT_DETAILS);
  if (check === 'refused') throw new DemoApiError(500, WRONG_CURRENT_PASSWORD);
}

const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The unused, unexpired reset link `token` names, or the business error saying why not. */
function resetTokenOf(token: string) {
  const record = token
    ? demoStore.passwordResetTokens.find((item) => item.tokenHash === tokenHashOf(token))
    : undefined;
  if (!record) throw new DemoApiError(500, RESET_LINK_INVALID);
  if (record.usedAt) throw new DemoApiError(500, RESET_LINK_USED);
  if (Date.parse(record.expiresAt) <= Date.now()) throw new DemoApiError(500, RESET_LINK_EXPIRED);
  return record;
}

export const passwordCalls = [
  defineCall('GetDetailPasswordPolicy', () => ok(passwordPolicy)),

  defineCall('CheckPasswordValidPeriod', ({ account }) =>
    ok(validPeriodOf(credentialOf(account.login))),
  ),

  defineCall('VerifyCurrentPassword', ({ account, body }) => {
    requireFields(body, { currentPassword: '現在のパスワードを入力してください' });
    requireCurrentPassword(account, body);
    return ok(true);
  }),

  defineCall('UpdateMemberPassword', ({ account, body, request }) => {
    requireFields(body, {
      currentPassword: '現在のパスワードを入力してください',
      newPassword: '新しいパスワードを入力してください',
    });
    // The change itself checks the current password again: the earlier verification is a courtesy.
    requireCurrentPassword(account, body);
    setPassword(credentialOf(account.login), text(body, 'newPassword'));
    // Signed in elsewhere with the old password: those sessions end; this one goes on.
    endSessionsOf(account.login, bearerOf(request));
    return ok(null);
  }),

  /**
   * Always the same answer, whether or not the login ID or address is known (no account
   * enumeration). A known one gets a new link, its earlier ones still working (asking again
   * voids nothing a member may be about to open), up to RESET_LINKS_PER_LIFE links a link's
   * life: anyone may ask, so no one can flood a member's mailbox.
   */
  defineCall('SendResetPasswordParam', ({ body }) => {
    requireFields(body, {
      userNameOrEmailAddress: 'ログインIDまたはメールアドレスを入力してください',
    });
    const account = accountOf(text(body, 'userNameOrEmailAddress'));
    const now = Date.now();
    const alive = demoStore.passwordResetTokens.filter(
      (record) => record.login === account?.login && Date.parse(record.expiresAt) > now,
    );
    if (account && alive.length < RESET_LINKS_PER_LIFE) {
      const token = randomBytes(32).toString('base64url');
      demoStore.passwordResetTokens.push({
        tokenHash: tokenHashOf(token),
        login: account.login,
        expiresAt: new Date(now + RESET_LINK_MINUTES * 60 * 1000).toISOString(),
        usedAt: null,
      });
      const link = new URL(`${BASE_PATH}/auth/resetPassword`, setting('publicUrl'));
      link.searchParams.set('token', token);
      // The demo's stand-in for the e-mail to the member's registered address.
      console.info(`[demo-api] パスワード再設定URL（${account.login}）: ${link.href}`);
    }
    return ok({ expiresInMinutes: RESET_LINK_MINUTES });
  }),

  defineCall('VerifyToken', ({ body }) => {
    const record = resetTokenOf(text(body, 'token'));
    return ok({ loginId: record.login, expiresAt: record.expiresAt });
  }),

  defineCall('SetNewPassword', ({ body }) => {
    const record = resetTokenOf(text(body, 'token'));
    requireFields(body, { newPassword: '新しいパスワードを入力してください' });
    setPassword(credentialOf(record.login), text(body, 'newPassword'));
    // The reset is done: this link and any other pending one of the account stop working.
    const usedAt = new Date().toISOString();
    for (const pending of demoStore.passwordResetTokens)
      if (pending.login === record.login && !pending.usedAt) pending.usedAt = usedAt;
    // Whoever held a session of this account (the reason for a reset, perhaps) holds it no more.
    endSessionsOf(record.login);
    return ok(null);
  }),
];
