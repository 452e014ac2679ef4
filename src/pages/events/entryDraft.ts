import { draftStore } from '../../providers/drafts';

/** SPEC §3's brush-up seminar selection. */
export interface BrushupSelection {
  parentSectionId: number | null;
  childrenIds: number[];
}

/**
 * An entry in progress (see drafts.ts): the member's choices survive a reload and a new sign-in
 * after a 401, and come back on the same entry (`key`: event and participation being changed).
 * Sending it successfully clears it.
 */
export interface EntryDraft {
  key: string;
  selection: BrushupSelection;
  luncheonSeminarIds: number[];
  agreed: boolean;
  /** Applies knowing the event falls in her leave (EventDetail.leave). */
  leaveAcknowledged?: boolean;
  step: 'form' | 'confirm';
}

export const entryDraft = draftStore<EntryDraft>('eventEntryDraft');

export const entryKey = (eventId: number, participantId: number | null): string =>
  `${eventId}:${participantId ?? 'new'}`;
