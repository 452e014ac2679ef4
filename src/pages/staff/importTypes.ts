/** What the successful-applicant import answers (demo-api/calls/successfulApplicants.ts). */
export interface ImportSummary {
  batchId: number;
  fileName: string;
  totalCount: number;
  validCount: number;
  errorCount: number;
  registeredCount: number;
  insertedAt: string | null;
  rows?: ImportedRow[];
}

export type ImportedRowStatus = 'valid' | 'error' | 'registered';

export interface ImportedRow {
  id: number;
  rowNo: number;
  examNo: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  birthDate: string;
  email: string;
  status: ImportedRowStatus;
  errors: string[];
}
