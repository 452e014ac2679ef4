import type { DocumentFile } from './envelope';

export type { DocumentFile };

export function isDocumentFile(value: unknown): value is DocumentFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.base64 === 'string' &&
    typeof file.content_type === 'string' &&
    typeof file.file_name === 'string'
  );
}

/** The file's bytes as a Blob of its content type. */
export function toBlob(file: DocumentFile): Blob {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: file.content_type || 'application/octet-stream' });
}

/** Saves the file under the name the server gave it (SPEC §7). */
export function saveDocument(file: DocumentFile): void {
  saveBlob(toBlob(file), file.file_name);
}

/** Saves bytes under `fileName`, as a download the browser keeps. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click only asks for the download: the browser reads the blob later, and on a busy phone
  // (or machine) later can be seconds. Revoked on the next task, the URL was sometimes gone
  // before Chromium read it, and the download silently never started. A minute is what
  // FileSaver.js allows; the blob is the member's own document, freed with the page at the latest.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
