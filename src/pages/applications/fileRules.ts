import type { UploadFileSetting } from '../../api/applications';

/** A picked file, read as the application sends it. */
export interface AttachmentFile {
  fileName: string;
  contentType: string;
  size: number;
  base64: string;
}

const extensionOf = (name: string): string =>
  name.includes('.') ? (name.split('.').at(-1) ?? '').toLowerCase() : '';

export const formatMegabytes = (bytes: number): string =>
  `${Number((bytes / 1024 / 1024).toFixed(1))}MB`;

/** Why this file cannot be attached (GetUploadFileSetting's kinds and size), or null. */
export function fileProblem(
  file: { name: string; size: number },
  setting: UploadFileSetting,
): string | null {
  if (!setting.allowedExtensions.includes(extensionOf(file.name))) {
    const kinds = setting.allowedExtensions.map((kind) => kind.toUpperCase()).join('、');
    return `「${file.name}」は添付できない種類のファイルです（添付できる種類: ${kinds}）`;
  }
  if (file.size > setting.maxFileSize) {
    return `「${file.name}」のサイズが上限（${formatMegabytes(setting.maxFileSize)}）を超えています`;
  }
  if (file.size === 0) return `「${file.name}」は空のファイルです`;
  return null;
}

/** The base64 of a file's bytes (what the document calls use too). */
export async function readAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}
