/**
 * The successful-applicant import (合格者取込), admin staff only (user_update):
 *
 * 1. `POST /api/SuccessfulApplicant/Import` (multipart/form-data, field `file`: CSV in UTF-8 or
 *    Shift_JIS, or .xlsx) reads the file and stores a preview batch: every row with its errors.
 *    Nothing becomes a member yet. Answers the batch's summary and rows.
 * 2. `GetListImportedMember?batchId=` pages the batch's rows (filter `status`).
 * 3. `InsertMemberFromSuccessfulApplicant { batchId }` turns the batch's valid rows into members
 *    (仮会員 until the admission fee is paid, with the qualification passed on 合格日).
 *
 * The key is the 受験番号: a row whose exam number is already a member's is 登録済み and skipped,
 * so importing the same file again, or inserting a batch twice, creates no duplicates.
 */
import type {
  ApplicantValues,
  ImportedRow,
  ImportedRowStatus,
  ImportSummary,
  InsertedMembers,
} from '../../src/api/successfulApplicants';
import { validateJapaneseCharacters } from '../../src/validation/japaneseCharacters';
import { bodyOf, DemoApiError, intParam, invalidField, ok, paged, queryParam } from '../abp';
import type { Account } from '../accounts';
import { nowInJapan } from '../clock';
import { defineCall } from '../defineCall';
import { readApplicantFile, type FileRow } from '../importFile';
import type { Member } from '../seed';
import { branchOfPrefecture } from '../seed/memberPopulation';
import {
  APPLICANT_COLUMNS,
  type ApplicantKey,
  type ImportBatch,
} from '../seed/successfulApplicants';
import { demoStore } from '../store';
import { memberOf } from '../callers';
import { memberWithNo } from './common';
import { problemOf as memberProblem, type PropertyName } from './members';

/** YYYY/MM/DD or YYYY-MM-DD, a real calendar day → YYYY-MM-DD; otherwise null. */
export function isoDate(text: string): string | null {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const prefectureIdOf = (name: string) =>
  demoStore.prefectures.find((item) => item.name === name)?.id ?? null;

const memberByExamNo = (examNo: string) =>
  demoStore.members.find((member) => member.examNo === examNo);

/** The member item each column fills, checked by UpdateMember's own rules. */
const MEMBER_ITEMS = {
  lastName: 'lastName',
  firstName: 'firstName',
  lastNameKana: 'lastNameKana',
  firstNameKana: 'firstNameKana',
  email: 'email',
  postalCode: 'postalCode',
  address1: 'address1',
  workplace: 'workplace',
} as const satisfies Partial<Record<ApplicantKey, PropertyName>>;

type OwnColumn = Exclude<ApplicantKey, keyof typeof MEMBER_ITEMS>;

interface RowContext {
  values: ApplicantValues;
  /** Exam numbers of the rows above, with their line. */
  seenExamNos: Map<string, number>;
}

const DATE_FORMAT = 'YYYY/MM/DD の形式で入力してください';

/** The rules of the columns that are not a member item as typed (都道府県 comes as a name). */
const OWN_RULES: Record<OwnColumn, (value: string, row: RowContext) => string | undefined> = {
  examNo: (value, { seenExamNos }) => {
    if (!/^\d{4}-\d{4}$/.test(value)) return '「2026-0001」の形式で入力してください';
    const line = seenExamNos.get(value);
    return line ? `ファイル内で重複しています（${line}行目と同じ）` : undefined;
  },
  memberNo: (value, { values }) => {
    if (!/^\d{7}$/.test(value)) return '7桁の数字で入力してください';
    const holder = memberWithNo(value);
    return holder && holder.examNo !== values.examNo ? '他の会員が使用しています' : undefined;
  },
  birthDate: (value) => (isoDate(value) ? undefined : DATE_FORMAT),
  passedOn: (value) => (isoDate(value) ? undefined : DATE_FORMAT),
  prefecture: (value) => (prefectureIdOf(value) ? undefined : '都道府県名が正しくありません'),
};

const memberItemOf = (key: ApplicantKey): PropertyName | undefined =>
  (MEMBER_ITEMS as Partial<Record<ApplicantKey, PropertyName>>)[key];

function emailTaken(email: string, { values }: RowContext): string | undefined {
  const holder = demoStore.members.find((member) => member.email === email);
  return holder && holder.examNo !== values.examNo ? '他の会員が登録済みです' : undefined;
}

/** The first problem of one cell, as a form shows the first message of a field. */
function cellProblem(column: (typeof APPLICANT_COLUMNS)[number], row: RowContext) {
  const value = row.values[column.key];
  const item = memberItemOf(column.key);
  if (item) {
    const problem = memberProblem(item, value);
    return problem ?? (column.key === 'email' && value ? emailTaken(value, row) : undefined);
  }
  if (value === '') return column.required ? '必須項目です' : undefined;
  return validateJapaneseCharacters(value) ?? OWN_RULES[column.key as OwnColumn](value, row);
}

/** Every problem of one row: each column's first, in APPLICANT_COLUMNS order, naming the column. */
function rowErrors(row: RowContext): string[] {
  return APPLICANT_COLUMNS.flatMap((column) => {
    const problem = cellProblem(column, row);
    return problem ? [`${column.header}: ${problem}`] : [];
  });
}

function toImportedRows(batchId: number, rows: FileRow[]): ImportedRow[] {
  const seenExamNos = new Map<string, number>();
  return rows.map(({ rowNo, values }) => {
    const errors = rowErrors({ values, seenExamNos });
    if (values.examNo && !seenExamNos.has(values.examNo)) seenExamNos.set(values.examNo, rowNo);
    const registered = memberByExamNo(values.examNo);
    const status: ImportedRowStatus =
      errors.length > 0 ? 'error' : registered ? 'registered' : 'valid';
    return {
      ...values,
      id: batchId * 100000 + rowNo,
      batchId,
      rowNo,
      status,
      errors,
      memberId: registered?.id ?? null,
    };
  });
}

function summaryOf(batch: ImportBatch): ImportSummary {
  const count = (status: ImportedRowStatus) =>
    batch.rows.filter((row) => row.status === status).length;
  return {
    batchId: batch.id,
    fileName: batch.fileName,
    importedAt: batch.importedAt,
    importedBy: batch.importedBy,
    insertedAt: batch.insertedAt,
    totalCount: batch.rows.length,
    validCount: count('valid'),
    errorCount: count('error'),
    registeredCount: count('registered'),
  };
}

async function importFile(account: Account, request: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new DemoApiError(400, 'ファイルを multipart/form-data で送信してください');
  }
  const file = form.get('file');
  // A field value is a string or a File (checked by shape: jsdom's File is not Node's).
  if (file === null || typeof file === 'string' || file.size === 0) {
    throw new DemoApiError(400, 'ファイルを選択してください');
  }
  const fileName = file.name || 'upload.csv';
  const rows = await readApplicantFile(fileName, new Uint8Array(await file.arrayBuffer()));
  const id = Math.max(0, ...demoStore.importBatches.map((batch) => batch.id)) + 1;
  const batch: ImportBatch = {
    id,
    fileName,
    importedAt: nowInJapan(),
    importedBy: memberOf(account).name,
    rows: toImportedRows(id, rows),
    insertedAt: null,
  };
  demoStore.importBatches.push(batch);
  // The history keeps the latest imports; older ones, registered or not, are let go.
  demoStore.importBatches.splice(0, Math.max(0, demoStore.importBatches.length - KEPT_BATCHES));
  return ok<ImportSummary>({ ...summaryOf(batch), rows: batch.rows });
}

/** Import batches kept for the history and for registering. */
export const KEPT_BATCHES = 20;

function batchOf(id: number): ImportBatch {
  const batch = demoStore.importBatches.find((candidate) => candidate.id === id);
  if (!batch) throw new DemoApiError(404, '取込データが見つかりません');
  return batch;
}

/** The next free member number of the 03xxxxx range given to new successful applicants. */
function nextMemberNo(): string {
  const used = new Set(demoStore.members.map((member) => member.memberNo));
  let number = 300001;
  while (used.has(String(number).padStart(7, '0'))) number++;
  return String(number).padStart(7, '0');
}

/** The qualification runs five fiscal years (April–March) from the one the exam was passed in. */
const qualificationExpiryOf = (passedOn: string) => {
  const year = Number(passedOn.slice(0, 4));
  const fiscalYear = Number(passedOn.slice(5, 7)) >= 4 ? year : year - 1;
  return `${fiscalYear + 5}-03-31`;
};

function memberFrom(row: ImportedRow, id: number, creatorName: string, now: string): Member {
  const prefectureId = prefectureIdOf(row.prefecture) ?? 13;
  const passedOn = isoDate(row.passedOn) ?? now.slice(0, 10);
  return {
    id,
    memberNo: row.memberNo || nextMemberNo(),
    lastName: row.lastName,
    firstName: row.firstName,
    lastNameKana: row.lastNameKana,
    firstNameKana: row.firstNameKana,
    name: `${row.lastName} ${row.firstName}`,
    email: row.email,
    tel: '',
    postalCode: row.postalCode,
    prefectureId,
    address1: row.address1,
    address2: '',
    birthDate: isoDate(row.birthDate) ?? '',
    workplace: row.workplace,
    jobCategoryId: 9,
    jobCategory: 'その他',
    mobile: '',
    workplaceDepartment: '',
    workplacePostalCode: '',
    workplacePrefectureId: null,
    workplaceAddress1: '',
    workplaceAddress2: '',
    workplaceTel: '',
    descriptionId: null,
    qualificationNo: `第${row.examNo.replace('-', '')}号`,
    qualificationAcquiredDate: passedOn,
    paidAdmissionFee: false,
    admissionDate: null,
    qualificationExpiryDate: qualificationExpiryOf(passedOn),
    status: 'provisional',
    examNo: row.examNo,
    creatorName,
    creationTime: now,
    lastModifierName: null,
    lastModificationTime: null,
  };
}

function insertBatch(account: Account, body: unknown): Response {
  const input = bodyOf(body);
  if (!Number.isInteger(input.batchId)) throw invalidField('batchId');
  const batch = batchOf(input.batchId as number);
  const now = nowInJapan();
  const creatorName = memberOf(account).name;
  const inserted: Member[] = [];
  for (const row of batch.rows) {
    if (row.status !== 'valid') continue;
    // Another batch of the same file may have inserted it meanwhile: never twice.
    const existing = memberByExamNo(row.examNo);
    if (!existing) {
      const id = Math.max(0, ...demoStore.members.map((member) => member.id)) + 1;
      const member = memberFrom(row, id, creatorName, now);
      demoStore.members.push(member);
      demoStore.memberAffiliations.push({
        memberId: id,
        affiliationId: branchOfPrefecture(member.prefectureId),
        joinedDate: now.slice(0, 10),
      });
      inserted.push(member);
    }
    Object.assign(row, { status: 'registered', memberId: existing?.id ?? inserted.at(-1)?.id });
  }
  batch.insertedAt = now;
  return ok<InsertedMembers>({
    ...summaryOf(batch),
    insertedCount: inserted.length,
    members: inserted.map(({ id, memberNo, name }) => ({ id, memberNo, name })),
  });
}

export const successfulApplicantCalls = [
  defineCall('ImportSuccessfulApplicant', ({ account, request }) => importFile(account, request)),

  defineCall('GetListImportedMember', ({ query }) => {
    const batch = batchOf(intParam(query, 'batchId'));
    const status = queryParam(query, 'status')?.trim();
    const rows = status ? batch.rows.filter((row) => row.status === status) : batch.rows;
    return paged(rows, query, 'rowNo ASC');
  }),

  defineCall('InsertMemberFromSuccessfulApplicant', ({ account, body }) =>
    insertBatch(account, body),
  ),

  // Not in SPEC §7: the batches' summaries, newest first (the staff dashboard).
  defineCall('GetListImportBatch', ({ query }) => {
    return paged(demoStore.importBatches.map(summaryOf), query, 'importedAt DESC, batchId DESC');
  }),
];
