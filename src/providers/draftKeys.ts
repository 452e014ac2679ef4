/**
 * Where drafts live in sessionStorage (drafts.ts), apart from the form code: sign-in and logout
 * forget them without loading react-hook-form into the sign-in pages.
 */
export const DRAFT_PREFIX = 'draft.';

/** Forgets every draft in this tab, or, given a member, every draft but that member's. */
export function forgetDrafts(keepMemberId: string | null = null): void {
  const keep = keepMemberId === null ? null : `.${keepMemberId}`;
  Object.keys(sessionStorage)
    .filter((key) => key.startsWith(DRAFT_PREFIX) && (keep === null || !key.endsWith(keep)))
    .forEach((key) => sessionStorage.removeItem(key));
}
