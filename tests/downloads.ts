import { vi } from 'vitest';

export interface SavedFile {
  fileName: string;
  blob: Blob;
}

/**
 * Records the files the page saves (`saveDocument`: an object URL clicked through an anchor with
 * `download`). jsdom has no object URLs and no downloads, so both are stood in for here; call
 * `vi.restoreAllMocks()` after the test.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:test/${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob && this.download) saved.push({ fileName: this.download, blob });
  });
  return saved;
}

/** The first bytes of a saved file as text, e.g. `%PDF-`. */
export async function magicOf(file: SavedFile, length = 5): Promise<string> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  return new TextDecoder().decode(bytes.subarray(0, length));
}
