/**
 * Finds QR codes in camera frames: the browser's own `BarcodeDetector` where it reads QR codes
 * (Android, ChromeOS, macOS), else the `barcode-detector` ponyfill, ZXing compiled to WebAssembly
 * and served from this build (never fetched from elsewhere), loaded only when a camera starts.
 */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats = await Native.getSupportedFormats().catch((): string[] => []);
  return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
}

async function bundledDetector(): Promise<QrDetector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

let detector: Promise<QrDetector> | null = null;

export function qrDetector(): Promise<QrDetector> {
  detector ??= nativeDetector().then((native) => native ?? bundledDetector());
  return detector;
}
