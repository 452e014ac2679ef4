import { draftStore } from '../../providers/drafts';
import type { MemberValues } from './memberFields';

/**
 * The member's edit in progress, between the form and the confirmation page (see drafts.ts for
 * where it lives and why). A successful update clears it.
 */
export interface MemberDraft {
  values: MemberValues;
  /** Submitted with 確認へ (normalised and checked); false while the form is being filled. */
  ready: boolean;
  /** Messages the server gave per item (UpdateMember's 400), shown under the fields. */
  serverErrors?: Record<string, string>;
}

export const memberDraft = draftStore<MemberDraft>('memberInfoDraft');
