/**
 * A handout attached to a notice, as a PDF: the notice's title, date and text, wrapped across as
 * many A4 pages as it needs. The back office attaches such files; the demo renders them on request.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { SOCIETY_ISSUER } from './issuer';
import { A4, createJapanesePdf } from './pdf';
import { japaneseDate } from './receipt';

export interface Handout {
  title: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  /** The notice body (HTML from the back office); drawn as plain text. */
  html: string;
}

const MARGIN = 56;
const WIDTH = A4.width - MARGIN * 2;
const SIZE = 10.5;
const LEADING = 18;

/** Block-level HTML → lines of text: paragraphs, line breaks and list items (・). */
export function htmlToLines(html: string): string[] {
  return html
    .replace(/<li[^>]*>/gi, '\n・')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|ul|ol|h\d)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Breaks a line where it would pass `width` at `size`; Japanese text may break between any
 * characters. The certificate wraps its long values with it too.
 */
export function wrap(line: string, font: PDFFont, size = SIZE, width = WIDTH): string[] {
  const rows: string[] = [];
  let row = '';
  for (const character of line) {
    if (row && font.widthOfTextAtSize(row + character, size) > width) {
      rows.push(row);
      row = '';
    }
    row += character;
  }
  return [...rows, row];
}

export async function renderHandoutPdf(handout: Handout): Promise<Uint8Array> {
  const { pdf, fonts } = await createJapanesePdf({
    title: handout.title,
    author: SOCIETY_ISSUER.name,
  });
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const draw = (text: string, size: number, bold = false) => {
    if (y < MARGIN + LEADING) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
    page.drawText(text, { x: MARGIN, y, size, font: bold ? fonts.bold : fonts.regular });
    y -= size === SIZE ? LEADING : size * 1.8;
  };

  draw(`${japaneseDate(handout.issuedOn)}  ${SOCIETY_ISSUER.name}`, 9);
  for (const row of wrap(handout.title, fonts.regular)) draw(row, 15, true);
  y -= 6;
  for (const line of htmlToLines(handout.html))
    for (const row of wrap(line, fonts.regular)) draw(row, SIZE);
  return pdf.save();
}
