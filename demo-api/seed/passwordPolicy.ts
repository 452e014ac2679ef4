/**
 * The society's password policy and each demo account's password state. Every account starts
 * with `DEMO_PASSWORD`, set before the policy tightened (it would not pass it today), at dates
 * relative to the demo's "today": `demo-password`'s runs out within the notice period.
 */
import type { PasswordPolicy } from '../../src/validation/passwordPolicy';
import { DEMO_PASSWORD, demoAccounts } from '../accounts';
import { hashPassword } from '../auth';
import { demoNow } from '../clock';

export const passwordPolicy: PasswordPolicy = {
  minLength: 10,
  maxLength: 64,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSymbol: false,
  disallowLoginId: true,
  historyCount: 5,
  validityDays: 180,
  expiryNoticeDays: 14,
};

export interface PasswordCredential {
  login: string;
  /** Hashes (`salt$hash`), newest first: the current password, then the earlier ones kept. */
  passwordHashes: string[];
  /** When the current password was set (ISO 8601). */
  changedAt: string;
  /** A temporary password issued by the secretariat: the next sign-in must change it. */
  mustChange: boolean;
}

/** A reset link sent by SendResetPasswordParam; the store keeps only the token's hash. */
export interface PasswordResetToken {
  tokenHash: string;
  login: string;
  expiresAt: string;
  usedAt: string | null;
}

/** Passwords the accounts used before, for the "not reused" rule. */
const EARLIER_PASSWORDS: Record<string, readonly string[]> = {
  'demo-member': ['Hanako-2025spring', 'Naishikyo0714'],
  'demo-admin': ['Jimukyoku-2025'],
};

/** Days since each account last changed its password. */
const CHANGED_DAYS_AGO: Record<string, number> = {
  'demo-member': 52,
  'demo-temp': 23,
  'demo-read': 96,
  'demo-update': 118,
  'demo-admin': 61,
  'demo-password': 172,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const passwordCredentials: readonly PasswordCredential[] = demoAccounts.map(({ login }) => ({
  login,
  passwordHashes: [DEMO_PASSWORD, ...(EARLIER_PASSWORDS[login] ?? [])].map((password) =>
    hashPassword(password),
  ),
  // Days on the demo's calendar (DEMO_TODAY), like every other business date.
  changedAt: new Date(demoNow().getTime() - (CHANGED_DAYS_AGO[login] ?? 30) * DAY_MS).toISOString(),
  mustChange: false,
}));
