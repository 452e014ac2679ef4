/**
 * One-sheet xlsx workbooks for the demo's Excel exports (exceljs): an optional title row, a bold
 * frozen header row with an auto filter, then one row per record.
 */
import type { Cell, Worksheet } from 'exceljs';
import { JST_OFFSET_MS } from '../clock';

export interface WorkbookColumn {
  header: string;
  /** The row property shown in this column. */
  key: string;
  /** In characters; default fits the header and the longest value. */
  width?: number;
  /** Excel number format, e.g. '#,##0' or 'yyyy/mm/dd hh:mm'. */
  numFmt?: string;
}

export type WorkbookValue = string | number | Date | null;

export interface WorkbookSpec {
  sheetName: string;
  /** Written in bold above the header row. */
  title?: string;
  columns: WorkbookColumn[];
  rows: Record<string, WorkbookValue>[];
}

/** Dates without a numFmt of their own. */
const DATE_FORMAT = 'yyyy/mm/dd';
const MIN_WIDTH = 6;
const FORMULA_START = /^[=+\-@\t\r]/;
const MAX_WIDTH = 60;

/**
 * Excel has no time zones: it shows the serial number exceljs writes from the Date's UTC fields.
 * Shifting by +9h makes a cell show Japan's wall clock, as the society's staff read it.
 */
export const toExcelDate = (date: Date): Date => new Date(date.getTime() + JST_OFFSET_MS);
/** The inverse, for reading a workbook back. */
export const fromExcelDate = (date: Date): Date => new Date(date.getTime() - JST_OFFSET_MS);

/** Full-width characters take about two columns of Excel's width unit. */
function displayWidth(value: WorkbookValue): number {
  if (value === null) return 0;
  const text = value instanceof Date ? DATE_FORMAT : String(value);
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) > 0xff ? 2 : 1;
  return width;
}

function columnWidth(column: WorkbookColumn, rows: WorkbookSpec['rows']): number {
  if (column.width !== undefined) return column.width;
  const widest = Math.max(
    displayWidth(column.header),
    ...rows.map((row) => displayWidth(row[column.key] ?? null)),
  );
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
}

function writeValue(cell: Cell, value: WorkbookValue, numFmt: string | undefined): void {
  if (value === null) return;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error(`日付が正しくありません: ${cell.address}`);
    cell.value = toExcelDate(value);
    cell.numFmt = numFmt ?? DATE_FORMAT;
    return;
  }
  cell.value = value;
  if (numFmt !== undefined) cell.numFmt = numFmt;
  // Text a spreadsheet could take for a formula (OWASP's CSV injection list): a text cell, and
  // formatted as text (@) so that editing it in Excel keeps it text.
  if (typeof value === 'string' && FORMULA_START.test(value)) cell.numFmt = '@';
}

function addTitle(sheet: Worksheet, title: string, columnCount: number): void {
  const cell = sheet.getCell(1, 1);
  cell.value = title;
  cell.font = { bold: true, size: 14 };
  if (columnCount > 1) sheet.mergeCells(1, 1, 1, columnCount);
}

export async function renderWorkbook(spec: WorkbookSpec): Promise<Uint8Array> {
  if (spec.columns.length === 0) throw new Error(`ワークシート ${spec.sheetName} に列がありません`);
  // Loaded on first use, so the demo API's start-up does not pay for exceljs.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '日本消化器内視鏡技師会 会員ポータル';
  workbook.created = new Date();

  const headerRow = spec.title === undefined ? 1 : 2;
  const sheet = workbook.addWorksheet(spec.sheetName, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: headerRow }],
  });
  if (spec.title !== undefined) addTitle(sheet, spec.title, spec.columns.length);

  spec.columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = columnWidth(column, spec.rows);
    const cell = sheet.getCell(headerRow, index + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
  });
  spec.rows.forEach((record, rowIndex) => {
    spec.columns.forEach((column, index) => {
      const cell = sheet.getCell(headerRow + 1 + rowIndex, index + 1);
      writeValue(cell, record[column.key] ?? null, column.numFmt);
    });
  });
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: headerRow, column: spec.columns.length },
  };

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
