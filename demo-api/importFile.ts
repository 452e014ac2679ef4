/**
 * Reading an uploaded successful-applicant file into rows of text: CSV in UTF-8 (with or without
 * BOM) or Shift_JIS, or an .xlsx workbook (its first sheet). The first row is the header; columns
 * are found by their Japanese header, in any order.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { DemoApiError } from './abp';
import type { ApplicantValues } from '../src/api/successfulApplicants';
import { APPLICANT_COLUMNS, type ApplicantKey } from './seed/successfulApplicants';

export interface FileRow {
  /** Line of the row in the file (the header is line 1). */
  rowNo: number;
  values: ApplicantValues;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** UTF-8 if the bytes are valid UTF-8 (BOM or not), else Shift_JIS (Excel's Japanese CSV). */
export function decodeCsv(bytes: Uint8Array): string {
  if (UTF8_BOM.every((byte, index) => bytes[index] === byte)) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('shift_jis').decode(bytes);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as text: dates as YYYY/MM/DD (Japan), rich text and formulas by their value. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // exceljs reads a date cell as UTC midnight of the day shown.
    return `${value.getUTCFullYear()}/${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

async function xlsxTable(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    throw new DemoApiError(400, 'Excelファイルを読み込めませんでした', {
      details: '.xlsx 形式で保存したファイルを選択してください。',
    });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      cells.push(cellText(row.getCell(column).value));
    }
    table[rowNumber - 1] = cells;
  });
  return Array.from(table, (cells) => cells ?? []);
}

function csvTable(bytes: Uint8Array): string[][] {
  const parsed = Papa.parse<string[]>(decodeCsv(bytes), { skipEmptyLines: false });
  return parsed.data;
}

/** The file's rows by column key; a missing required header is one error for the whole file. */
/** Data rows one import takes (the file itself is held to the upload limit). */
export const MAX_IMPORT_ROWS = 2000;

export async function readApplicantFile(fileName: string, bytes: Uint8Array): Promise<FileRow[]> {
  const lower = fileName.toLowerCase();
  if (!lower.endsWith('.csv') && !lower.endsWith('.xlsx')) {
    throw new DemoApiError(400, 'CSVまたはExcel（.xlsx）ファイルを選択してください');
  }
  const table = lower.endsWith('.xlsx') ? await xlsxTable(bytes) : csvTable(bytes);
  const header = (table[0] ?? []).map((cell) => cell.trim());
  const missing = APPLICANT_COLUMNS.filter(
    (column) => column.required && !header.includes(column.header),
  );
  if (missing.length > 0) {
    throw new DemoApiError(400, '必須の列がありません', {
      details: `見出し行に次の列が必要です: ${missing.map((column) => column.header).join('、')}`,
    });
  }
  // A year's successful applicants number in the hundreds: a file far past that is a mistake, and
  // its rows would be held in memory with the batch.
  if (table.length - 1 > MAX_IMPORT_ROWS) {
    throw new DemoApiError(400, 'データ行が多すぎます', {
      details: `1回に取り込めるのは${MAX_IMPORT_ROWS.toLocaleString('ja-JP')}行までです。ファイルを分けてください。`,
    });
  }
  const rows: FileRow[] = [];
  table.slice(1).forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    // Every column of ApplicantValues is read: a column missing from the table fails to compile.
    const values: ApplicantValues = Object.fromEntries(
      APPLICANT_COLUMNS.map((column) => {
        const at = header.indexOf(column.header);
        return [column.key, at >= 0 ? (cells[at] ?? '').trim() : ''];
      }),
    ) as Record<ApplicantKey, string>;
    rows.push({ rowNo: index + 2, values });
  });
  if (rows.length === 0) throw new DemoApiError(400, 'データ行がありません');
  return rows;
}
