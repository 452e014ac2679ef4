/**
 * Reads a 受講証明書 PDF back as a person and a phone would: its text (pdf.js) and what its QR
 * code says (the embedded image, decoded by ZXing's reader, the door's library). Node only.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
// Registers pdf.js's worker in this thread (its "fake worker"), as Node has no web workers.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type * as ZXingReader from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);

export interface CertificatePdf {
  pageCount: number;
  title: unknown;
  /** Every text run of page 1, in drawing order, white space left out. */
  runs: string[];
  /** The text of every QR code on page 1. */
  qrTexts: string[];
}

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

/** pdf.js's decoded pixels as RGBA, what ZXing's reader takes as image data. */
function rgba({ width, height, kind, data }: DecodedImage): Uint8ClampedArray<ArrayBuffer> {
  if (kind === ImageKind.RGBA_32BPP) return data;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    let value: [number, number, number];
    if (kind === ImageKind.RGB_24BPP) {
      value = [data[pixel * 3] ?? 0, data[pixel * 3 + 1] ?? 0, data[pixel * 3 + 2] ?? 0];
    } else {
      // 1 bit a pixel, rows padded to whole bytes, 1 white.
      const rowBytes = Math.ceil(width / 8);
      const x = pixel % width;
      const byte = data[Math.floor(pixel / width) * rowBytes + (x >> 3)] ?? 0;
      const grey = byte & (0x80 >> (x & 7)) ? 255 : 0;
      value = [grey, grey, grey];
    }
    out.set([...value, 255], pixel * 4);
  }
  return out;
}

let reader: Promise<typeof ZXingReader> | undefined;

function qrReader() {
  reader ??= (async () => {
    const zxing = await import('zxing-wasm/reader');
    const wasm = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    await zxing.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
    return zxing;
  })();
  return reader;
}

export async function readCertificatePdf(bytes: Uint8Array): Promise<CertificatePdf> {
  // pdf.js transfers the buffer it is given: hand it a copy. No OffscreenCanvas in Node, so
  // images are decoded to pixels.
  const document = await getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
  }).promise;
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const { info } = await document.getMetadata();
    const operators = await page.getOperatorList();
    const images = operators.fnArray.flatMap((op, index) =>
      op === OPS.paintImageXObject ? [String((operators.argsArray[index] as unknown[])[0])] : [],
    );
    const { readBarcodes } = await qrReader();
    const qrTexts: string[] = [];
    for (const name of images) {
      const image = (await new Promise((resolve) => {
        page.objs.get(name, resolve);
      })) as DecodedImage;
      const found = await readBarcodes(
        { width: image.width, height: image.height, data: rgba(image), colorSpace: 'srgb' },
        { formats: ['QRCode'] },
      );
      qrTexts.push(...found.filter((item) => item.isValid).map((item) => item.text));
    }
    return {
      pageCount: document.numPages,
      title: (info as { Title?: unknown }).Title,
      runs: content.items
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map((item) => item.str),
      qrTexts,
    };
  } finally {
    await document.destroy();
  }
}
