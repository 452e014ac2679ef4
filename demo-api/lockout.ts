/**
 * ABP Identity's lockout: after MAX_FAILURES failed password checks in a row a key refuses every
 * check, the right password included, for LOCKOUT_MINUTES. The key is the account for a known
 * login or e-mail address, and the typed text itself for one no account has: an unknown login
 * fails, locks and answers exactly as a known one does, so five wrong passwords tell no one
 * whether it is registered. Anyone can type endless unknown logins, so the counts live in a
 * bounded map: failures are forgotten FAILURE_MEMORY_MINUTES after the last one (a pace of at
 * most four failures per that time is slower than the lockout allows anyway), a lockout when it
 * ends, and past MAX_KEYS the keys left alone the longest go first.
 */
import { ExpiringMap } from './expiringMap';

export const MAX_FAILURES = 5;
export const LOCKOUT_MINUTES = 5;
export const LOCKED_OUT_DETAILS = `ユーザーアカウントがロックされています。${LOCKOUT_MINUTES}分ほどしてから、もう一度お試しください。`;
export const FAILURE_MEMORY_MINUTES = 15;
const MAX_KEYS = 10_000;

const MINUTE_MS = 60 * 1000;

interface Failures {
  /** Failed checks in a row; 0 once they have led to a lockout. */
  count: number;
  /** Until when (ms since the epoch) every check is refused; null when not locked. */
  lockedUntil: number | null;
}

const failures = new ExpiringMap<Failures>(MAX_KEYS);

/** Whether `key` refuses every password at `now`. */
export function isLockedOut(key: string, now: number): boolean {
  const lockedUntil = failures.get(key, now)?.lockedUntil;
  return lockedUntil !== undefined && lockedUntil !== null && lockedUntil > now;
}

/** Counts a failed check of `key`; true when it locks the key. */
export function recordFailure(key: string, now: number): boolean {
  const count = (failures.get(key, now)?.count ?? 0) + 1;
  if (count < MAX_FAILURES) {
    failures.set(key, { count, lockedUntil: null }, now + FAILURE_MEMORY_MINUTES * MINUTE_MS, now);
    return false;
  }
  const lockedUntil = now + LOCKOUT_MINUTES * MINUTE_MS;
  failures.set(key, { count: 0, lockedUntil }, lockedUntil, now);
  return true;
}

/** A good password: the count starts again. Also how a member's reset forgets their lockout. */
export function clearFailures(key: string): void {
  failures.delete(key);
}

/** Forgets every count and lockout (the demo's whole reset). */
export function forgetAllFailures(): void {
  failures.clear();
}
