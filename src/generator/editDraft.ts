import type { FieldValues } from 'react-hook-form';
import { draftStore, type DraftStore } from '../providers/drafts';

/**
 * A generated form in progress: what the member typed, and, for a form confirmed on another
 * page (`edit.confirm`), whether it was submitted and the server's messages of a refused save.
 */
export interface EditDraft {
  values: FieldValues;
  /** Submitted (checked and normalised): the confirmation page may save it. */
  ready?: boolean;
  /** The server's message per field of a refused save, shown under the fields. */
  serverErrors?: Record<string, string>;
}

/** The draft of one record's form (a singleton's has no id). */
export const editDraft = (resource: string, id?: string | number): DraftStore<EditDraft> =>
  draftStore<EditDraft>(`editDraft.${resource}${id === undefined ? '' : `.${id}`}`);

/** The same draft seen as the form's values alone (what useFormDraft keeps as one types). */
export const draftValues = (draft: DraftStore<EditDraft>): DraftStore<FieldValues> => ({
  load: () => draft.load()?.values ?? null,
  save: (values) => draft.save({ values }),
  clear: () => draft.clear(),
});
