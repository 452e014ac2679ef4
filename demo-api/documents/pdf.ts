/** A new PDF with the Japanese fonts embedded (as subsets), shared by every document we render. */
import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { japaneseFonts, pdfFontkit } from './fonts';

export interface JapaneseFonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface JapanesePdf {
  pdf: PDFDocument;
  fonts: JapaneseFonts;
  pdfLib: typeof PdfLib;
}

// A4 in PDF points.
export const A4 = { width: 595.28, height: 841.89 } as const;

export async function createJapanesePdf(meta: { title: string; author: string; subject?: string }) {
  // Loaded on first use, so the demo API's start-up does not pay for the PDF libraries.
  const [pdfLib, fontkit, fontFiles] = await Promise.all([
    import('pdf-lib'),
    pdfFontkit(),
    japaneseFonts(),
  ]);
  const pdf = await pdfLib.PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts: JapaneseFonts = {
    regular: await pdf.embedFont(fontFiles.regular, { subset: true }),
    bold: await pdf.embedFont(fontFiles.bold, { subset: true }),
  };
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  if (meta.subject) pdf.setSubject(meta.subject);
  pdf.setLanguage('ja-JP');
  pdf.setCreator('日本消化器内視鏡技師会 会員ポータル');
  return { pdf, fonts, pdfLib } satisfies JapanesePdf;
}
