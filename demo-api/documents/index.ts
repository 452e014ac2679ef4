/**
 * Real documents for the demo member API's download calls: receipt and certificate PDFs and xlsx
 * workbooks, sent as SPEC §3's document download result. Node only (demo API); never import from
 * src/.
 */
import type { DocumentFile } from '../../src/api/download';
import { ok, type Answer } from '../abp';

export { SOCIETY_ISSUER, type Issuer } from './issuer';
export { renderCertificatePdf, type Certificate } from './certificate';
export { renderHandoutPdf, type Handout } from './handout';
export { renderReceiptPdf, type Receipt } from './receipt';
export type { ReceiptLine, TaxRate } from './tax';
export {
  renderWorkbook,
  type WorkbookColumn,
  type WorkbookSpec,
  type WorkbookValue,
} from './workbook';

export const PDF = 'application/pdf';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 200 whose data is the SPEC §3 document download result { base64, content_type, file_name }. */
export function documentResult(
  bytes: Uint8Array,
  contentType: string,
  fileName: string,
): Answer<DocumentFile> {
  const file: DocumentFile = {
    base64: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    content_type: contentType,
    file_name: fileName,
  };
  return ok(file);
}
