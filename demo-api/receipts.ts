/**
 * Receipts as the society issues them: a receipt number keeps the date it was first issued, and
 * every later download of that number is a copy marked 再発行 with the day it was made, so two
 * copies never disagree about when the receipt was issued. Every receipt call (membership fees,
 * event participations, goods) answers through `receiptDownload`.
 */
import { todayInJapan } from './clock';
import { documentResult, PDF, renderReceiptPdf, type Receipt } from './documents';
import { demoStore } from './store';

/** A receipt number the society has issued. */
export interface IssuedReceipt {
  receiptNo: string;
  memberId: number;
  /** YYYY-MM-DD (Japan): the first issue. */
  issuedOn: string;
}

/** Renders the receipt under its first issue date (a reissue if there was one) and records it. */
export async function receiptDownload(
  memberId: number,
  receipt: Omit<Receipt, 'issuedOn' | 'reissuedOn'>,
  fileName: string,
): Promise<Response> {
  const today = todayInJapan();
  const issued = demoStore.receipts.find((item) => item.receiptNo === receipt.receiptNo);
  const bytes = await renderReceiptPdf({
    ...receipt,
    issuedOn: issued?.issuedOn ?? today,
    reissuedOn: issued ? today : undefined,
  });
  // Recorded once the PDF exists (one that failed to render was never issued), and once only,
  // should two first downloads overlap.
  if (!demoStore.receipts.some((item) => item.receiptNo === receipt.receiptNo)) {
    demoStore.receipts.push({ receiptNo: receipt.receiptNo, memberId, issuedOn: today });
  }
  return documentResult(bytes, PDF, fileName);
}
