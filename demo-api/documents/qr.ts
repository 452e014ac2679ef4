/**
 * QR codes for the demo's PDFs, drawn by ZXing's writer (zxing-wasm, the library the door reads
 * codes with) as a PNG. Its WebAssembly is read from disk and loaded once, on first use, never
 * fetched from elsewhere.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import type * as ZXingWriter from 'zxing-wasm/writer';

const require = createRequire(import.meta.url);

type Writer = typeof ZXingWriter;

let writer: Promise<Writer> | undefined;

async function loadWriter(): Promise<Writer> {
  const [zxing, wasm] = await Promise.all([
    import('zxing-wasm/writer'),
    readFile(require.resolve('zxing-wasm/writer/zxing_writer.wasm')),
  ]);
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
  await zxing.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  return zxing;
}

/** `text` as a QR code (error correction M, quiet zone included): PNG bytes, 4 px a module. */
export async function qrCodePng(text: string): Promise<Uint8Array> {
  writer ??= loadWriter();
  // A failed load (package missing) is not cached, so the next call tries again.
  writer.catch(() => {
    writer = undefined;
  });
  const { writeBarcode } = await writer;
  const result = await writeBarcode(text, { format: 'QRCode', ecLevel: 'M', scale: 4 });
  if (result.error || !result.image) throw new Error(`QRコードを作成できません: ${result.error}`);
  return new Uint8Array(await result.image.arrayBuffer());
}
