/**
 * A4 receipt (領収書) as a PDF: the document the portal's 領収書 buttons download. Laid out top to
 * bottom with a cursor, so a longer breakdown pushes the rest down; it must stay on one page.
 */
import type { PDFPage, RGB } from 'pdf-lib';
import { A4, createJapanesePdf, type JapaneseFonts as Fonts } from './pdf';
import { SOCIETY_ISSUER, type Issuer } from './issuer';
import {
  amountNote,
  assertValidLines,
  bearsTax,
  receiptTotal,
  taxBreakdown,
  taxRateLabel,
  type ReceiptLine,
} from './tax';

export interface Receipt {
  /** e.g. R2026-000123 */
  receiptNo: string;
  /** YYYY-MM-DD: the day the number was first issued. */
  issuedOn: string;
  /** YYYY-MM-DD: set when this copy is a reissue (再発行) of that number. */
  reissuedOn?: string;
  /** 宛名: the member's name; the PDF adds 様. */
  addressee: string;
  /** 但し書き, e.g. 2026年度 年会費として */
  proviso: string;
  /** The receipt's amount is their sum. */
  lines: ReceiptLine[];
  /** ISO datetime of the payment. */
  paidAt?: string;
  /** e.g. クレジットカード, 銀行振込 */
  paymentMethod?: string;
  /** Defaults to the society. */
  issuer?: Issuer;
}

const PAGE_WIDTH = A4.width;
const PAGE_HEIGHT = A4.height;
const MARGIN = 56;
const RIGHT = PAGE_WIDTH - MARGIN;
const CONTENT_WIDTH = RIGHT - MARGIN;
const ROW_HEIGHT = 20;
const MIN_FONT_SIZE = 7;

const TIME_ZONE = 'Asia/Tokyo';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const yenFormat = new Intl.NumberFormat('ja-JP');
const dateTimeParts = new Intl.DateTimeFormat('ja-JP', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const yen = (amount: number): string =>
  `${amount < 0 ? '-' : ''}¥${yenFormat.format(Math.abs(amount))}`;

/** 2026-11-22 → 2026年11月22日 */
export function japaneseDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`領収書の発行日はYYYY-MM-DDで指定してください: ${isoDate}`);
  const [, year, month, day] = match;
  return `${year}年${month}月${day}日`;
}

/** An ISO datetime as Japan's wall clock: 2026年11月20日 14:32 */
export function japaneseDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`支払日時が正しくありません: ${iso}`);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateTimeParts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}年${part('month')}月${part('day')}日 ${part('hour')}:${part('minute')}`;
}

type Align = 'left' | 'center' | 'right';

interface TextOptions {
  size: number;
  bold?: boolean;
  align?: Align;
  /** Shrinks the text (down to 7pt) rather than let it run past this width. */
  maxWidth?: number;
  color?: RGB;
}

/**
 * Draws on one A4 page with top-down coordinates: `y` is the baseline's distance from the top.
 * The certificate draws with it too.
 */
export class Canvas {
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
    private readonly black: RGB,
  ) {}

  text(value: string, x: number, y: number, options: TextOptions): number {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let size = options.size;
    const maxWidth = options.maxWidth ?? Infinity;
    while (size > MIN_FONT_SIZE && font.widthOfTextAtSize(value, size) > maxWidth) size -= 0.5;
    const width = font.widthOfTextAtSize(value, size);
    const left =
      options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
    this.page.drawText(value, {
      x: left,
      y: PAGE_HEIGHT - y,
      size,
      font,
      color: options.color ?? this.black,
    });
    return width;
  }

  line(x1: number, x2: number, y: number, thickness = 0.6): void {
    this.page.drawLine({
      start: { x: x1, y: PAGE_HEIGHT - y },
      end: { x: x2, y: PAGE_HEIGHT - y },
      thickness,
      color: this.black,
    });
  }

  /** A rectangle whose top edge is at `top`. */
  box(x: number, top: number, width: number, height: number, fill?: RGB, border = true): void {
    this.page.drawRectangle({
      x,
      y: PAGE_HEIGHT - top - height,
      width,
      height,
      color: fill,
      borderColor: border ? this.black : undefined,
      borderWidth: border ? 0.8 : 0,
    });
  }
}

export async function renderReceiptPdf(receipt: Receipt): Promise<Uint8Array> {
  assertValidLines(receipt.lines);
  const issuedOn = japaneseDate(receipt.issuedOn);
  const reissuedOn =
    receipt.reissuedOn === undefined ? undefined : japaneseDate(receipt.reissuedOn);
  const paidAt = receipt.paidAt === undefined ? undefined : japaneseDateTime(receipt.paidAt);
  const issuer = receipt.issuer ?? SOCIETY_ISSUER;

  const { pdf, fonts, pdfLib } = await createJapanesePdf({
    title: `領収書 ${receipt.receiptNo}`,
    author: issuer.name,
    subject: `${receipt.addressee} 様 ${receipt.proviso}`,
  });
  const { rgb } = pdfLib;

  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const canvas = new Canvas(page, fonts, rgb(0.1, 0.1, 0.1));
  const grey = rgb(0.94, 0.94, 0.94);
  const muted = rgb(0.35, 0.35, 0.35);
  const total = receiptTotal(receipt.lines);

  // Number and date, top right; the title centred below.
  canvas.text(`No. ${receipt.receiptNo}`, RIGHT, 64, { size: 10, align: 'right' });
  canvas.text(`発行日 ${issuedOn}`, RIGHT, 80, { size: 10, align: 'right' });
  if (reissuedOn !== undefined) {
    canvas.text(`再発行 ${reissuedOn}`, RIGHT, 96, { size: 10, align: 'right' });
  }
  canvas.text('領収書', PAGE_WIDTH / 2, 128, { size: 30, bold: true, align: 'center' });
  canvas.line(PAGE_WIDTH / 2 - 70, PAGE_WIDTH / 2 + 70, 138, 1.2);

  // 宛名 様, underlined.
  const nameWidth = canvas.text(receipt.addressee, MARGIN, 190, {
    size: 18,
    maxWidth: 280,
  });
  canvas.text('様', MARGIN + Math.max(nameWidth, 200) + 12, 190, { size: 16 });
  canvas.line(MARGIN, MARGIN + Math.max(nameWidth, 200) + 32, 198, 0.8);

  // The amount, large, in a shaded box.
  canvas.box(MARGIN, 220, CONTENT_WIDTH, 56, grey);
  canvas.text('金額', MARGIN + 16, 254, { size: 12 });
  canvas.text(`${yen(total)}-`, PAGE_WIDTH / 2, 259, { size: 28, bold: true, align: 'center' });
  canvas.text(amountNote(receipt.lines), RIGHT - 16, 254, { size: 10, align: 'right' });

  canvas.text(`但し ${receipt.proviso}`, MARGIN, 304, { size: 12, maxWidth: CONTENT_WIDTH });
  canvas.text('上記正に領収いたしました。', MARGIN, 324, { size: 12 });

  // 内訳: one row per line, then the total.
  const rateX = MARGIN + CONTENT_WIDTH * 0.64;
  let y = 362;
  canvas.text('内訳', MARGIN, y, { size: 11, bold: true });
  y += 8;
  canvas.box(MARGIN, y, CONTENT_WIDTH, ROW_HEIGHT, grey, false);
  const headerBaseline = y + 14;
  canvas.text('品目', MARGIN + 8, headerBaseline, { size: 10, bold: true });
  canvas.text('税率', rateX, headerBaseline, { size: 10, bold: true, align: 'center' });
  canvas.text(bearsTax(receipt.lines) ? '金額（税込）' : '金額', RIGHT - 8, headerBaseline, {
    size: 10,
    bold: true,
    align: 'right',
  });
  y += ROW_HEIGHT;
  for (const line of receipt.lines) {
    canvas.text(line.label, MARGIN + 8, y + 14, { size: 10, maxWidth: rateX - MARGIN - 48 });
    canvas.text(taxRateLabel(line.taxRate), rateX, y + 14, { size: 10, align: 'center' });
    canvas.text(yen(line.amount), RIGHT - 8, y + 14, { size: 10, align: 'right' });
    y += ROW_HEIGHT;
    canvas.line(MARGIN, RIGHT, y, 0.3);
  }
  canvas.text('合計', MARGIN + 8, y + 14, { size: 10, bold: true });
  canvas.text(yen(total), RIGHT - 8, y + 14, { size: 10, bold: true, align: 'right' });
  y += ROW_HEIGHT;
  canvas.line(MARGIN, RIGHT, y, 0.8);

  // Per tax rate: the taxable amount and the consumption tax it includes.
  y += 22;
  for (const group of taxBreakdown(receipt.lines)) {
    const labelX = MARGIN + CONTENT_WIDTH * 0.4;
    canvas.text(group.label, labelX, y, { size: 10 });
    canvas.text(yen(group.amount), labelX + 150, y, { size: 10, align: 'right' });
    const taxText = group.tax === null ? '消費税 対象外' : `内消費税 ${yen(group.tax)}`;
    canvas.text(taxText, RIGHT - 8, y, { size: 10, align: 'right' });
    y += 16;
  }

  // Payment.
  y += 18;
  if (paidAt !== undefined) {
    canvas.text(`お支払日時 ${paidAt}`, MARGIN, y, { size: 10 });
    y += 16;
  }
  if (receipt.paymentMethod) {
    canvas.text(`お支払方法 ${receipt.paymentMethod}`, MARGIN, y, { size: 10 });
    y += 16;
  }

  // Issuer, bottom right of the content.
  y += 24;
  const issuerX = MARGIN + CONTENT_WIDTH * 0.45;
  const issuerWidth = RIGHT - issuerX;
  canvas.text(issuer.name, issuerX, y, { size: 12, bold: true, maxWidth: issuerWidth });
  y += 18;
  for (const line of [
    `〒${issuer.postalCode}`,
    issuer.address,
    `TEL ${issuer.tel}`,
    `登録番号 ${issuer.registrationNo}`,
  ]) {
    canvas.text(line, issuerX, y, { size: 9.5, maxWidth: issuerWidth, color: muted });
    y += 14;
  }
  if (y > PAGE_HEIGHT - MARGIN) {
    throw new Error(`領収書 ${receipt.receiptNo} の明細が多く、1ページに収まりません`);
  }

  return pdf.save();
}
