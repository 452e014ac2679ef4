import { randomBytes } from 'node:crypto';
/**
 * The accounts' passwords as state (`demoStore.passwordCredentials`): what Authenticate accepts,
 * the validity period, and setting a new password under the policy. Rules are checked with the
 * portal's own `passwordPolicy.ts`, so the forms and the demo API enforce one rule set.
 */
import { evaluatePassword, type PasswordValidPeriod } from '../src/validation/passwordPolicy';
import { DemoApiError, invalidField } from './abp';
import { hashPassword, passwordMatches } from './auth';
import { demoNow, todayInJapan } from './clock';
import { clearFailures, isLockedOut, recordFailure } from './lockout';
import { passwordPolicy, type PasswordCredential } from './seed/passwordPolicy';
import { demoStore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

export function credentialOf(login: string): PasswordCredential {
  const credential = demoStore.passwordCredentials.find((item) => item.login === login);
  if (!credential) throw new DemoApiError(500, 'パスワード情報が見つかりません。');
  return credential;
}

/** Whether `password` is the account's current one. */
export function passwordAccepted(login: string, password: string): boolean {
  const current = demoStore.passwordCredentials.find((item) => item.login === login)
    ?.passwordHashes[0];
  return current !== undefined && passwordMatches(current, password);
}

let decoy: string | undefined;

/**
 * The work of checking a password against a hash that matches nothing: spent for an unknown
 * account, or a locked one, so that no answer comes sooner than a real check would. Always false.
 */
export function spendPasswordCheck(password: string): false {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  passwordMatches(decoy, password);
  return false;
}

/** What a password check under the lockout answers. */
export type PasswordCheck = 'accepted' | 'refused' | 'locked';

/**
 * A password check that counts towards the lockout of `key` (lockout.ts): `login`'s password, or
 * none for a login no account has. Every path spends exactly one password hash, locked or not,
 * known or not, so the time of the answer tells nothing either.
 */
export function checkPassword(
  key: string,
  login: string | undefined,
  password: string,
  now = Date.now(),
): PasswordCheck {
  const locked = isLockedOut(key, now);
  const accepted =
    login !== undefined && !locked
      ? passwordAccepted(login, password)
      : spendPasswordCheck(password);
  if (locked) return 'locked';
  if (accepted) {
    clearFailures(key);
    return 'accepted';
  }
  return recordFailure(key, now) ? 'locked' : 'refused';
}

/** The day (YYYY-MM-DD) of `time` in Japan, where the society counts its days. */
const japanDay = (time: number): string => todayInJapan(new Date(time));

export function validPeriodOf(
  credential: PasswordCredential,
  now = demoNow().getTime(),
): PasswordValidPeriod {
  const base = {
    changedAt: credential.changedAt,
    initial: credential.mustChange,
    noticeDays: passwordPolicy.expiryNoticeDays,
  };
  if (passwordPolicy.validityDays <= 0) {
    return { ...base, expiresOn: null, daysLeft: null, expired: false };
  }
  const changedOn = Date.parse(japanDay(Date.parse(credential.changedAt)));
  const expiresOn = changedOn + passwordPolicy.validityDays * DAY_MS;
  const daysLeft = Math.round((expiresOn - Date.parse(japanDay(now))) / DAY_MS);
  return { ...base, expiresOn: japanDay(expiresOn), daysLeft, expired: daysLeft < 0 };
}

/** Sign-in sends the member to change the password first: a temporary or an expired one. */
export function passwordChangeRequired(login: string): boolean {
  const period = validPeriodOf(credentialOf(login));
  return period.initial || period.expired;
}

/** Why the policy refuses `newPassword` for this account, or undefined. */
function refusalOf(credential: PasswordCredential, newPassword: string): string | undefined {
  const rules = evaluatePassword(newPassword, passwordPolicy, { loginId: credential.login });
  const broken = rules.find((rule) => rule.state === 'unmet');
  if (broken) return broken.message;
  const history = rules.find((rule) => rule.id === 'history');
  const reused = credential.passwordHashes
    .slice(0, passwordPolicy.historyCount)
    .some((hash) => passwordMatches(hash, newPassword));
  return history && reused ? history.message : undefined;
}

/** Sets a new password, or answers 400 naming `newPassword` as ABP's validation would. */
export function setPassword(credential: PasswordCredential, newPassword: string): void {
  const message = refusalOf(credential, newPassword);
  if (message) {
    throw invalidField('newPassword', message);
  }
  const kept = Math.max(passwordPolicy.historyCount, 1);
  credential.passwordHashes = [hashPassword(newPassword), ...credential.passwordHashes].slice(
    0,
    kept,
  );
  credential.changedAt = demoNow().toISOString();
  credential.mustChange = false;
}
