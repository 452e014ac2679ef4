/**
 * A4 受講証明書 (certificate of attendance) as a PDF: what the member attended and the points it
 * earned, under the society's name, with a QR code of the signed certificate code that anyone can
 * check on the portal's verify page, whose address is printed under it.
 */
import { wrap } from './handout';
import { SOCIETY_ISSUER, type Issuer } from './issuer';
import { A4, createJapanesePdf } from './pdf';
import { qrCodePng } from './qr';
import { Canvas, japaneseDate } from './receipt';

export interface Certificate {
  /** 証明書番号, e.g. C2026-005016 */
  certificateNo: string;
  /** YYYY-MM-DD: the first issue (発行日), the same on every copy. */
  issuedOn: string;
  /** YYYY-MM-DD: set when this copy is a reissue (再発行). */
  reissuedOn?: string;
  memberName: string;
  memberNo: string;
  eventTitle: string;
  organizer: string;
  venue: string;
  /** The event's first and last day (YYYY-MM-DD). */
  startDate: string;
  endDate: string;
  /** The days attended (YYYY-MM-DD). */
  days: string[];
  participationType: string;
  /** The points earned, by category. */
  points: { category: string; points: number }[];
  /** The signed certificate code (JGETS2) the QR code carries. */
  code: string;
  /** The public page that verifies the code, printed under the QR code. */
  verifyUrl: string;
  /** Defaults to the society. */
  issuer?: Issuer;
}

const MARGIN = 56;
const RIGHT = A4.width - MARGIN;
const LABEL_WIDTH = 96;
const VALUE_X = MARGIN + LABEL_WIDTH + 12;
const VALUE_WIDTH = RIGHT - VALUE_X - 8;
const VALUE_SIZE = 11;
const LEADING = 16;
const QR_SIZE = 128;

/** 2026年09月12日, or 2026年06月06日〜2026年06月07日 for a span. */
const dateSpan = (start: string, end: string) =>
  start === end ? japaneseDate(start) : `${japaneseDate(start)}〜${japaneseDate(end)}`;

function pointLines(points: Certificate['points']): string[] {
  if (points.length === 0) return ['なし'];
  const lines = points.map((item) => `${item.category} ${item.points}ポイント`);
  if (points.length === 1) return lines;
  return [...lines, `合計 ${points.reduce((sum, item) => sum + item.points, 0)}ポイント`];
}

export async function renderCertificatePdf(certificate: Certificate): Promise<Uint8Array> {
  const issuer = certificate.issuer ?? SOCIETY_ISSUER;
  const [{ pdf, fonts, pdfLib }, qr] = await Promise.all([
    createJapanesePdf({
      title: `受講証明書 ${certificate.certificateNo}`,
      author: issuer.name,
      subject: `${certificate.memberName} 様 ${certificate.eventTitle}`,
    }),
    qrCodePng(certificate.code),
  ]);
  const { rgb } = pdfLib;
  const page = pdf.addPage([A4.width, A4.height]);
  const canvas = new Canvas(page, fonts, rgb(0.1, 0.1, 0.1));
  const grey = rgb(0.94, 0.94, 0.94);
  const muted = rgb(0.35, 0.35, 0.35);

  canvas.text(`証明書番号 ${certificate.certificateNo}`, RIGHT, 64, { size: 10, align: 'right' });
  canvas.text(`発行日 ${japaneseDate(certificate.issuedOn)}`, RIGHT, 80, {
    size: 10,
    align: 'right',
  });
  if (certificate.reissuedOn !== undefined) {
    canvas.text(`再発行 ${japaneseDate(certificate.reissuedOn)}`, RIGHT, 96, {
      size: 10,
      align: 'right',
    });
  }
  canvas.text('受講証明書', A4.width / 2, 140, { size: 30, bold: true, align: 'center' });
  canvas.line(A4.width / 2 - 90, A4.width / 2 + 90, 150, 1.2);

  const nameWidth = canvas.text(certificate.memberName, MARGIN, 200, { size: 20, maxWidth: 300 });
  canvas.text('様', MARGIN + Math.max(nameWidth, 200) + 12, 200, { size: 16 });
  canvas.line(MARGIN, MARGIN + Math.max(nameWidth, 200) + 32, 208, 0.8);
  canvas.text(`会員番号 ${certificate.memberNo}`, MARGIN, 230, { size: 11 });
  canvas.text('下記の学会・セミナーを受講したことを証明します。', MARGIN, 270, { size: 12 });

  // The particulars: a shaded label beside each value, long values wrapped.
  const rows: [string, string[]][] = [
    ['学会・セミナー', wrap(certificate.eventTitle, fonts.regular, VALUE_SIZE, VALUE_WIDTH)],
    ['開催日', [dateSpan(certificate.startDate, certificate.endDate)]],
    ['会場', wrap(certificate.venue, fonts.regular, VALUE_SIZE, VALUE_WIDTH)],
    ['主催', [certificate.organizer]],
    ['出席日', [certificate.days.map(japaneseDate).join('、')]],
    ['参加区分', [certificate.participationType]],
    ['取得ポイント', pointLines(certificate.points)],
  ];
  let y = 292;
  canvas.line(MARGIN, RIGHT, y, 0.6);
  for (const [label, lines] of rows) {
    const height = lines.length * LEADING + 12;
    canvas.box(MARGIN, y, LABEL_WIDTH, height, grey, false);
    canvas.text(label, MARGIN + 8, y + 20, { size: 10, bold: true });
    lines.forEach((line, index) => {
      canvas.text(line, VALUE_X, y + 20 + index * LEADING, {
        size: VALUE_SIZE,
        maxWidth: VALUE_WIDTH,
      });
    });
    y += height;
    canvas.line(MARGIN, RIGHT, y, 0.6);
  }

  // The QR code, bottom left, with the page that verifies it; the issuer, bottom right.
  const top = Math.max(y + 40, 560);
  page.drawImage(await pdf.embedPng(qr), {
    x: MARGIN,
    y: A4.height - top - QR_SIZE,
    width: QR_SIZE,
    height: QR_SIZE,
  });
  const captionX = MARGIN + 4;
  canvas.text('この証明書の内容はQRコードから確認できます', captionX, top + QR_SIZE + 14, {
    size: 8.5,
    color: muted,
  });
  canvas.text(certificate.verifyUrl, captionX, top + QR_SIZE + 28, { size: 9, maxWidth: 260 });

  const issuerX = MARGIN + QR_SIZE + 110;
  const issuerWidth = RIGHT - issuerX;
  let issuerY = top + 30;
  canvas.text(issuer.name, issuerX, issuerY, { size: 13, bold: true, maxWidth: issuerWidth });
  issuerY += 20;
  for (const line of [`〒${issuer.postalCode}`, issuer.address, `TEL ${issuer.tel}`]) {
    canvas.text(line, issuerX, issuerY, { size: 9.5, maxWidth: issuerWidth, color: muted });
    issuerY += 14;
  }
  if (top + QR_SIZE + 28 > A4.height - MARGIN) {
    throw new Error(`受講証明書 ${certificate.certificateNo} が1ページに収まりません`);
  }
  return pdf.save();
}
