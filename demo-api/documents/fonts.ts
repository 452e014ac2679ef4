/**
 * The Japanese font the demo's PDFs embed: BIZ UDPGothic (Morisawa's universal-design gothic,
 * SIL OFL), shipped as TTF by @expo-google-fonts/biz-udpgothic. Read from disk and parsed once
 * per process.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { create, Font, FontCollection } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

const PACKAGE = '@expo-google-fonts/biz-udpgothic';
const require = createRequire(import.meta.url);

async function readFont(file: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(require.resolve(`${PACKAGE}/${file}`)));
}

let files: Promise<FontFiles> | undefined;

export function japaneseFonts(): Promise<FontFiles> {
  files ??= Promise.all([
    readFont('400Regular/BIZUDPGothic_400Regular.ttf'),
    readFont('700Bold/BIZUDPGothic_700Bold.ttf'),
  ]).then(([regular, bold]) => ({ regular, bold }));
  // A failed read (package missing) is not cached, so the next call tries again.
  files.catch(() => {
    files = undefined;
  });
  return files;
}

/** What `PDFDocument.registerFontkit` takes (pdf-lib does not export the type by name). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

const isFont = (font: Font | FontCollection): font is Font => 'createSubset' in font;

/**
 * pdf-lib's own fork (@pdf-lib/fontkit 1.1) writes broken TrueType subsets (glyphs go missing: a
 * short `loca` without padding), fixed long ago in upstream fontkit. pdf-lib 1.17 reads a subset
 * through the Node stream of fontkit 1 (`encodeStream()`), which fontkit 2 replaced by `encode()`;
 * this adapter adds it back. Parsed fonts are cached per font file: each PDF gets its own subset.
 */
function adaptFontkit(fontkit: { create: typeof create }): Fontkit {
  const parsed = new WeakMap<Uint8Array, Font>();
  const parse = (data: Uint8Array, postscriptName?: string): Font => {
    const font = fontkit.create(
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      postscriptName,
    );
    if (!isFont(font)) throw new Error('フォントコレクション（TTC）には対応していません');
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
    };
    return font;
  };
  return {
    create(data, postscriptName) {
      let font = postscriptName === undefined ? parsed.get(data) : undefined;
      if (!font) {
        font = parse(data, postscriptName);
        if (postscriptName === undefined) parsed.set(data, font);
      }
      // The two libraries describe the same fontkit object with separate type declarations.
      return font as unknown as ReturnType<Fontkit['create']>;
    },
  };
}

let fontkit: Promise<Fontkit> | undefined;

/** Upstream fontkit, shaped as pdf-lib's `registerFontkit` expects. */
export function pdfFontkit(): Promise<Fontkit> {
  fontkit ??= import('fontkit').then(adaptFontkit);
  return fontkit;
}
