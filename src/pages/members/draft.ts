import { session } from '../../providers/session';
import type { MemberValues } from './memberFields';

/**
 * The member's edit in progress, between the form and the confirmation page. It lives in
 * sessionStorage (this tab only, gone when the tab closes) under the member's id, outside the
 * `auth.` keys that sign-out clears: it survives a reload, and signing in again after the
 * session expired, without ever showing to another member. A successful update clears it.
 */
export interface MemberDraft {
  values: MemberValues;
  /** Submitted with 確認へ (normalised and checked); false while the form is being filled. */
  ready: boolean;
  /** Messages the server gave per item (UpdateMember's 400), shown under the fields. */
  serverErrors?: Record<string, string>;
}

const keyOf = (): string => `memberInfoDraft.${session.userInfo()?.memberId ?? 'unknown'}`;

export const memberDraft = {
  load(): MemberDraft | null {
    const raw = sessionStorage.getItem(keyOf());
    if (!raw) return null;
    try {
      return JSON.parse(raw) as MemberDraft;
    } catch {
      return null;
    }
  },
  save(draft: MemberDraft): void {
    sessionStorage.setItem(keyOf(), JSON.stringify(draft));
  },
  clear(): void {
    sessionStorage.removeItem(keyOf());
  },
};
