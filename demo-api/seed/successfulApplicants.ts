/**
 * The successful-applicant import (合格者取込): the columns of the society's file of
 * people who passed the technician examination, and the state of an import batch. A batch is a
 * preview: nothing becomes a member until InsertMemberFromSuccessfulApplicant.
 *
 * The key is the 受験番号 (exam number, `YYYY-NNNN`): a row whose exam number already belongs to a
 * member is 登録済み and is never inserted again, so re-importing the same file adds no one twice.
 */
import type { ApplicantValues, ImportedRow } from '../../src/api/successfulApplicants';

export const APPLICANT_COLUMNS = [
  { key: 'examNo', header: '受験番号', required: true },
  { key: 'memberNo', header: '会員番号', required: false },
  { key: 'lastName', header: '氏名（姓）', required: true },
  { key: 'firstName', header: '氏名（名）', required: true },
  { key: 'lastNameKana', header: 'フリガナ（セイ）', required: true },
  { key: 'firstNameKana', header: 'フリガナ（メイ）', required: true },
  { key: 'birthDate', header: '生年月日', required: true },
  { key: 'email', header: 'メールアドレス', required: true },
  { key: 'postalCode', header: '郵便番号', required: true },
  { key: 'prefecture', header: '都道府県', required: true },
  { key: 'address1', header: '住所', required: true },
  // Required as UpdateMember requires it of every member (REQUIRED_PROPERTIES).
  { key: 'workplace', header: '勤務先', required: true },
  { key: 'passedOn', header: '合格日', required: true },
] as const satisfies readonly { key: keyof ApplicantValues; header: string; required: boolean }[];

export type ApplicantKey = (typeof APPLICANT_COLUMNS)[number]['key'];

export interface ImportBatch {
  id: number;
  fileName: string;
  importedAt: string;
  importedBy: string;
  rows: ImportedRow[];
  insertedAt: string | null;
}
