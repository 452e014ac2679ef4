import { session } from './session';

/**
 * A member's form in progress (member details, an event entry, a product order, an application).
 * It lives in sessionStorage (this tab only, gone when the tab closes) under the form's name and
 * the member's id, outside the `auth.` keys that sign-out clears: it survives a reload, and
 * signing in again after the session expired, without ever showing to another member.
 */
export interface DraftStore<T> {
  load(): T | null;
  save(draft: T): void;
  clear(): void;
}

export function draftStore<T>(name: string): DraftStore<T> {
  const keyOf = (): string => `${name}.${session.userInfo()?.memberId ?? 'unknown'}`;
  return {
    load() {
      const raw = sessionStorage.getItem(keyOf());
      if (!raw) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    save(draft) {
      sessionStorage.setItem(keyOf(), JSON.stringify(draft));
    },
    clear() {
      sessionStorage.removeItem(keyOf());
    },
  };
}
