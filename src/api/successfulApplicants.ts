/**
 * The wire shapes of the successful-applicant import (ImportSuccessfulApplicant,
 * GetListImportedMember, InsertMemberFromSuccessfulApplicant), shared by the staff page and the
 * demo API.
 */

/** One line of the society's file, by column (受験番号, 氏名, フリガナ, …), as text. */
export interface ApplicantValues {
  examNo: string;
  memberNo: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  birthDate: string;
  email: string;
  postalCode: string;
  prefecture: string;
  address1: string;
  workplace: string;
  passedOn: string;
}

/**
 * valid: will become a member; error: has errors, skipped; registered: its exam number is
 * already a member's (skipped, no duplicate).
 */
export type ImportedRowStatus = 'valid' | 'error' | 'registered';

export interface ImportedRow extends ApplicantValues {
  /** Unique across batches: batch id × 100000 + line. */
  id: number;
  batchId: number;
  /** The row's line in the file (the header is line 1). */
  rowNo: number;
  status: ImportedRowStatus;
  errors: string[];
  /** The member created from it, once inserted. */
  memberId: number | null;
}

/** A batch's counts; the import's answer also carries its rows. */
export interface ImportSummary {
  batchId: number;
  fileName: string;
  importedAt: string;
  importedBy: string;
  insertedAt: string | null;
  totalCount: number;
  validCount: number;
  errorCount: number;
  registeredCount: number;
  rows?: ImportedRow[];
}

/** What InsertMemberFromSuccessfulApplicant answers: the batch, and who became a member. */
export interface InsertedMembers extends ImportSummary {
  insertedCount: number;
  members: { id: number; memberNo: string; name: string }[];
}
