/**
 * Reads the points export (ExportExcelPointHistoryPersonal) back with exceljs, for the demo-API,
 * integration and e2e tests: every data row as the text the list shows, so a test can say "the
 * file equals the table".
 */
import ExcelJS from 'exceljs';
import { fromExcelDate } from '../demo-api/documents/workbook';

export const EXPORT_HEADERS = [
  '参加日',
  '学会・セミナー名',
  '区分',
  '単位区分',
  '取得ポイント',
  '対象期間',
  '受付日時',
  '備考',
] as const;

/** A list row of GetListParticipationHistory. */
export interface PointHistoryItem {
  id: number;
  participatedOn: string;
  fiscalYear: number;
  eventName: string;
  category: string;
  unitType: string;
  points: number;
  period: string;
  checkedInAt: string | null;
  /** Attended, fee unpaid: お支払い後に加算. */
  awaitingPayment: boolean;
}

/** A list row as the table shows it, column by column. */
export const asShown = (item: PointHistoryItem): string[] => [
  item.participatedOn.replaceAll('-', '/'),
  item.eventName,
  item.category,
  item.unitType,
  String(item.points),
  item.period,
  item.checkedInAt
    ? `${item.checkedInAt.slice(0, 10).replaceAll('-', '/')} ${item.checkedInAt.slice(11, 19)}`
    : '',
  item.awaitingPayment ? AWAITING_PAYMENT : '',
];

const AWAITING_PAYMENT = 'お支払い後に加算';

/**
 * A history table row's cells as the export writes them: the points cell's お支払い後に加算 chip
 * is the file's 備考, its last column; the row's buttons (操作, after the columns the file has
 * but 備考) are not data.
 */
export function tableRowAsExported(row: readonly string[]): string[] {
  const cells = row.slice(0, EXPORT_HEADERS.length - 1);
  const points = cells[4] ?? '';
  const note = points.endsWith(AWAITING_PAYMENT) ? AWAITING_PAYMENT : '';
  return [...cells.slice(0, 4), points.replace(AWAITING_PAYMENT, ''), ...cells.slice(5), note];
}

const JAPAN_DAY = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const JAPAN_TIME = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A cell as the table shows it: dates as dates, the check-in time (`withTime`) to the second. */
function cellText(value: ExcelJS.CellValue, withTime = false): string {
  if (value instanceof Date) {
    const instant = fromExcelDate(value);
    const day = JAPAN_DAY.format(instant);
    return withTime ? `${day} ${JAPAN_TIME.format(instant)}` : day;
  }
  return value === null || value === undefined ? '' : String(value);
}

const TIME_COLUMN = EXPORT_HEADERS.indexOf('受付日時');

export interface PointsWorkbook {
  sheetName: string;
  title: string;
  headers: string[];
  rows: string[][];
  /** The 参加日 cells: real dates, or not. */
  dateCellsAreDates: boolean;
}

export async function readPointsWorkbook(bytes: Uint8Array | ArrayBuffer): Promise<PointsWorkbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes instanceof Uint8Array ? bytes.slice().buffer : bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rowValues = (number: number) =>
    EXPORT_HEADERS.map((_, index) => sheet.getRow(number).getCell(index + 1).value);
  const rows: ExcelJS.CellValue[][] = [];
  for (let number = 3; number <= sheet.rowCount; number += 1) rows.push(rowValues(number));
  return {
    sheetName: sheet.name,
    title: cellText(sheet.getCell(1, 1).value),
    headers: rowValues(2).map((value) => cellText(value)),
    rows: rows.map((values) =>
      values.map((value, index) => cellText(value, index === TIME_COLUMN)),
    ),
    dateCellsAreDates: rows.every((values) => values[0] instanceof Date),
  };
}

/** The bytes of a document download result's base64. */
export const documentBytes = (base64: string): Uint8Array =>
  new Uint8Array(Buffer.from(base64, 'base64'));
