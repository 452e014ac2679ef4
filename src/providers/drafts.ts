import { useEffect } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { DRAFT_PREFIX } from './draftKeys';
import { session } from './session';

/**
 * A member's form in progress (member details, an event entry, a product order, an application,
 * a generated edit form). It lives in sessionStorage (this tab only, gone when the tab closes)
 * under `draft.`, the form's name and the member's id, outside the `auth.` keys a session's end
 * clears: it survives a reload, and signing in again after the session expired (a 401 on
 * submit). A logout forgets every draft, and a member signing in forgets the drafts of any other
 * (draftKeys.ts): names, addresses and phone numbers do not stay for the next person on the
 * device. Never put a password in one.
 */
export interface DraftStore<T> {
  load(): T | null;
  save(draft: T): void;
  clear(): void;
}

export function draftStore<T>(name: string): DraftStore<T> {
  const keyOf = (): string => `${DRAFT_PREFIX}${name}.${session.userInfo()?.memberId ?? 'unknown'}`;
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

const KEEP_ALL: readonly string[] = [];

/**
 * Saves a react-hook-form form (react-admin's `Form`, `SimpleForm`) into `draft` as the member
 * edits it; `omit` names fields kept out (files, too large for sessionStorage). Call it inside
 * the form; the form starts from `draft.load()` merged over its record.
 */
export function useFormDraft<V extends FieldValues>(
  draft: DraftStore<V>,
  omit: readonly string[] = KEEP_ALL,
): void {
  const { watch } = useFormContext<V>();
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      // Only the member's edits: a reset (the form unmounting, say) must not empty the draft.
      if (!name) return;
      const kept: Record<string, unknown> = { ...values };
      for (const field of omit) delete kept[field];
      draft.save(kept as V);
    });
    return () => subscription.unsubscribe();
  }, [watch, draft, omit]);
}
