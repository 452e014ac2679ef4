// @vitest-environment node
// pdf.js reads the PDFs back; it wants Node's globals, not jsdom's.
import ExcelJS from 'exceljs';
import * as fontkit from 'fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
// Registers pdf.js's worker in this thread (its "fake worker"), as Node has no web workers.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import {
  documentResult,
  PDF,
  renderReceiptPdf,
  renderWorkbook,
  SOCIETY_ISSUER,
  XLSX,
  type Receipt,
  type WorkbookSpec,
} from '../../demo-api/documents';
import { amountNote, taxBreakdown } from '../../demo-api/documents/tax';
import { fromExcelDate } from '../../demo-api/documents/workbook';
import type { DocumentFile } from '../../src/api/download';
import type { AbpEnvelope, SocietyResult } from '../../src/api/envelope';

const RECEIPT: Receipt = {
  receiptNo: 'R2026-000123',
  issuedOn: '2026-11-22',
  addressee: '内視鏡 花子',
  proviso: '2026年度 年会費として',
  lines: [
    { label: '2026年度 年会費', amount: 10000, taxRate: null },
    { label: '第88回 学術集会 参加費', amount: 11000, taxRate: 0.1 },
    { label: 'ランチョンセミナー弁当', amount: 1080, taxRate: 0.08 },
  ],
  paidAt: '2026-11-20T05:32:10Z',
  paymentMethod: 'クレジットカード',
};

interface PdfText {
  pageCount: number;
  /** [x, y, width, height] of the first page in points. */
  view: number[];
  title: unknown;
  /** Every text run of page 1, in drawing order. */
  runs: string[];
}

async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js transfers the buffer it is given: hand it a copy.
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const { info } = await document.getMetadata();
    return {
      pageCount: document.numPages,
      view: page.view,
      title: (info as { Title?: unknown }).Title,
      // pdf.js adds runs of white space between the drawn texts: leave them out.
      runs: content.items
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map((item) => item.str),
    };
  } finally {
    await document.destroy();
  }
}

/** The glyphs of every embedded TrueType subset, as fontkit reads them back. */
async function embeddedGlyphs(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts: { name: string; glyphCount: number; emptyGlyphs: number }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (
      !(object instanceof PDFDict) ||
      object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')
    ) {
      continue;
    }
    const file = object.lookup(PDFName.of('FontFile2'));
    if (!(file instanceof PDFRawStream)) throw new Error('font descriptor without a TrueType file');
    const font = fontkit.create(Buffer.from(decodePDFRawStream(file).decode()));
    if (!('getGlyph' in font)) throw new Error('embedded a font collection');
    let emptyGlyphs = 0;
    // Glyph 0 is .notdef; every other glyph was drawn, so only the space may be empty.
    for (let id = 1; id < font.numGlyphs; id += 1) {
      if (font.getGlyph(id).path.commands.length === 0) emptyGlyphs += 1;
    }
    const name = object.lookup(PDFName.of('FontName'), PDFName).decodeText();
    fonts.push({ name, glyphCount: font.numGlyphs, emptyGlyphs });
  }
  return fonts;
}

describe('renderReceiptPdf', () => {
  let bytes: Uint8Array;
  let pdf: PdfText;
  beforeAll(async () => {
    bytes = await renderReceiptPdf(RECEIPT);
    pdf = await readPdf(bytes);
  });

  it('is one A4 page, titled with the receipt number', () => {
    expect(pdf.pageCount).toBe(1);
    expect(pdf.view).toEqual([0, 0, 595.28, 841.89]);
    expect(pdf.title).toBe('領収書 R2026-000123');
  });

  it('shows the number, date, addressee, amount and proviso', () => {
    expect(pdf.runs).toEqual(
      expect.arrayContaining([
        '領収書',
        'No. R2026-000123',
        '発行日 2026年11月22日',
        '内視鏡 花子',
        '様',
        '¥22,080-',
        '（税込）',
        '但し 2026年度 年会費として',
        '上記正に領収いたしました。',
      ]),
    );
  });

  it('lists each line with its tax rate and the total', () => {
    const text = pdf.runs.join('|');
    expect(text).toContain('2026年度 年会費|不課税|¥10,000');
    expect(text).toContain('第88回 学術集会 参加費|10%|¥11,000');
    expect(text).toContain('ランチョンセミナー弁当|8%|¥1,080');
    expect(text).toContain('合計|¥22,080');
  });

  it('sums each tax rate with the consumption tax it includes', () => {
    const text = pdf.runs.join('|');
    expect(text).toContain('10%対象|¥11,000|内消費税 ¥1,000');
    expect(text).toContain('8%対象|¥1,080|内消費税 ¥80');
    expect(text).toContain('不課税|¥10,000|消費税 対象外');
  });

  it('shows the payment in Japan time and the issuer with its registration number', () => {
    expect(pdf.runs).toEqual(
      expect.arrayContaining([
        'お支払日時 2026年11月20日 14:32',
        'お支払方法 クレジットカード',
        '一般社団法人 日本消化器内視鏡技師会',
        '〒101-0062',
        '東京都千代田区神田駿河台2-1-45 駿河台ニュービル 6階',
        'TEL 03-5283-4650',
        '登録番号 T1010005024315',
      ]),
    );
    expect(SOCIETY_ISSUER.registrationNo).toMatch(/^T\d{13}$/);
  });

  it('embeds small, intact subsets of the Japanese font', async () => {
    // The whole TTFs are 4.5 MB each; subsets of the glyphs drawn keep a receipt small.
    expect(bytes.length).toBeLessThan(80_000);
    const fonts = await embeddedGlyphs(bytes);
    expect(fonts.map((font) => font.name)).toEqual([
      expect.stringContaining('BIZUDPGothic-Regular'),
      expect.stringContaining('BIZUDPGothic-Bold'),
    ]);
    for (const font of fonts) {
      expect(font.glyphCount).toBeGreaterThan(10);
      // A broken subsetter leaves drawn glyphs without outlines (text extracts, prints blank).
      expect(font.emptyGlyphs).toBeLessThanOrEqual(1);
    }
  });

  it('leaves out the payment when not given and takes another issuer', async () => {
    const other = await readPdf(
      await renderReceiptPdf({
        receiptNo: 'R2026-000124',
        issuedOn: '2026-04-01',
        addressee: '仮会員 太郎',
        proviso: '入会金として',
        lines: [{ label: '入会金', amount: 3000, taxRate: null }],
        issuer: { ...SOCIETY_ISSUER, name: '第88回 日本消化器内視鏡技師学会 事務局' },
      }),
    );
    expect(other.runs).toEqual(
      expect.arrayContaining(['仮会員 太郎', '¥3,000-', '第88回 日本消化器内視鏡技師学会 事務局']),
    );
    expect(other.runs.join('|')).not.toMatch(/お支払|10%対象/);
  });

  it('keeps 税込 with the tax per rate where some line is taxable', () => {
    expect(pdf.runs).toEqual(expect.arrayContaining(['（税込）', '金額（税込）']));
  });

  it('says 不課税, never 税込, when no line bears consumption tax', async () => {
    const dues = await readPdf(
      await renderReceiptPdf({
        ...RECEIPT,
        lines: [{ label: '2026年度 年会費', amount: 8000, taxRate: null }],
      }),
    );
    expect(dues.runs).toEqual(expect.arrayContaining(['¥8,000-', '（不課税）']));
    const text = dues.runs.join('|');
    expect(text).not.toContain('税込');
    expect(text).toContain('2026年度 年会費|不課税|¥8,000');
    expect(text).toContain('不課税|¥8,000|消費税 対象外');
  });

  it('marks a reissue with its own date under the first issue date', async () => {
    const copy = await readPdf(await renderReceiptPdf({ ...RECEIPT, reissuedOn: '2026-11-25' }));
    expect(copy.runs).toEqual(
      expect.arrayContaining(['発行日 2026年11月22日', '再発行 2026年11月25日']),
    );
    expect(pdf.runs.join('|')).not.toContain('再発行');
  });

  it('refuses malformed receipts with a message saying what is wrong', async () => {
    await expect(renderReceiptPdf({ ...RECEIPT, lines: [] })).rejects.toThrow('明細がありません');
    await expect(
      renderReceiptPdf({ ...RECEIPT, lines: [{ label: '年会費', amount: 99.5, taxRate: 0.1 }] }),
    ).rejects.toThrow('円単位の整数');
    await expect(renderReceiptPdf({ ...RECEIPT, issuedOn: '2026/11/22' })).rejects.toThrow(
      'YYYY-MM-DD',
    );
    await expect(renderReceiptPdf({ ...RECEIPT, paidAt: 'yesterday' })).rejects.toThrow('支払日時');
    const lines = Array.from({ length: 40 }, (_, index) => ({
      label: `明細 ${index + 1}`,
      amount: 100,
      taxRate: 0.1 as const,
    }));
    await expect(renderReceiptPdf({ ...RECEIPT, lines })).rejects.toThrow('1ページに収まりません');
  });
});

describe('taxBreakdown', () => {
  it('rounds the tax down once per rate, not per line', () => {
    const groups = taxBreakdown([
      { label: 'A', amount: 1009, taxRate: 0.1 },
      { label: 'B', amount: 1009, taxRate: 0.1 },
      { label: 'C', amount: 500, taxRate: 0 },
      { label: 'D', amount: 2000, taxRate: null },
    ]);
    // Per line: 91 + 91 = 182; on the rate's total: floor(2018 × 10 / 110) = 183.
    expect(groups).toEqual([
      { taxRate: 0.1, label: '10%対象', amount: 2018, tax: 183 },
      { taxRate: 0, label: '非課税', amount: 500, tax: null },
      { taxRate: null, label: '不課税', amount: 2000, tax: null },
    ]);
  });
});

describe('amountNote', () => {
  it('is 税込 only when some line bears consumption tax', () => {
    expect(amountNote([{ label: 'A', amount: 1100, taxRate: 0.1 }])).toBe('（税込）');
    expect(
      amountNote([
        { label: 'A', amount: 1100, taxRate: 0.1 },
        { label: 'B', amount: 2000, taxRate: null },
      ]),
    ).toBe('（税込）');
    expect(amountNote([{ label: 'A', amount: 2000, taxRate: null }])).toBe('（不課税）');
    expect(
      amountNote([
        { label: 'A', amount: 2000, taxRate: null },
        { label: 'B', amount: 500, taxRate: 0 },
      ]),
    ).toBe('（非課税・不課税）');
  });
});

describe('renderWorkbook', () => {
  const SPEC: WorkbookSpec = {
    sheetName: 'ポイント履歴',
    title: '2026年度 ポイント履歴（内視鏡 花子）',
    columns: [
      { header: '取得日', key: 'earnedOn' },
      { header: '内容', key: 'description', width: 40 },
      { header: 'ポイント', key: 'points', numFmt: '#,##0' },
      { header: '登録日時', key: 'registeredAt', numFmt: 'yyyy/mm/dd hh:mm' },
    ],
    rows: [
      {
        earnedOn: new Date('2026-06-14T00:00:00+09:00'),
        description: '第88回 日本消化器内視鏡技師学会 参加',
        points: 1500,
        registeredAt: new Date('2026-06-14T18:05:00+09:00'),
      },
      {
        earnedOn: new Date('2026-09-27T00:00:00+09:00'),
        description: '地方会 研修セミナー',
        points: 20,
        registeredAt: null,
      },
    ],
  };

  async function readBack(bytes: Uint8Array) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    return sheet;
  }

  it('writes text that a spreadsheet would run as a formula as text, formatted as text', async () => {
    const payloads = ['=HYPERLINK("//x.jp")', '+1+1', '-1+1', '@SUM(1+1)', '\t=1', '\r=1'];
    const bytes = await renderWorkbook({
      sheetName: 'x',
      columns: [{ header: '氏名', key: 'name' }],
      rows: [...payloads.map((name) => ({ name })), { name: '内視鏡 花子' }],
    });
    const sheet = await readBack(bytes);
    payloads.forEach((payload, index) => {
      const cell = sheet.getCell(index + 2, 1);
      // XML reads a carriage return back as a line feed.
      expect([payload, cell.type, cell.value, cell.numFmt]).toEqual([
        payload,
        ExcelJS.ValueType.String,
        payload.replace('\r', '\n'),
        '@',
      ]);
    });
    expect(sheet.getCell(payloads.length + 2, 1).numFmt).toBeUndefined();
  });

  it('writes a title, a bold frozen filtered header and the rows as typed values', async () => {
    const sheet = await readBack(await renderWorkbook(SPEC));
    expect(sheet.name).toBe('ポイント履歴');
    expect(sheet.getCell('A1').value).toBe(SPEC.title);
    expect(sheet.getCell('A1').font.bold).toBe(true);
    expect(sheet.getCell('D1').isMerged).toBe(true);

    const header = sheet.getRow(2);
    expect([1, 2, 3, 4].map((column) => header.getCell(column).value)).toEqual([
      '取得日',
      '内容',
      'ポイント',
      '登録日時',
    ]);
    expect(header.getCell(1).font.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    expect(sheet.autoFilter).toBe('A2:D2');

    const rows = [3, 4].map((number) => {
      const row = sheet.getRow(number);
      const value = (column: number) => row.getCell(column).value;
      const date = (column: number) => {
        const cell = value(column);
        return cell instanceof Date ? fromExcelDate(cell) : cell;
      };
      return {
        earnedOn: date(1),
        description: value(2),
        points: value(3),
        registeredAt: date(4),
      };
    });
    expect(rows).toEqual(SPEC.rows);
    expect(sheet.rowCount).toBe(4);
  });

  it('honours number formats and widths, showing dates as dates in Japan time', async () => {
    const sheet = await readBack(await renderWorkbook(SPEC));
    expect(sheet.getCell('A3').numFmt).toBe('yyyy/mm/dd');
    expect(sheet.getCell('C3').numFmt).toBe('#,##0');
    expect(sheet.getCell('D3').numFmt).toBe('yyyy/mm/dd hh:mm');
    // Excel shows the serial's wall clock: 18:05 in Japan, not 09:05 UTC.
    expect(sheet.getCell('D3').value).toEqual(new Date('2026-06-14T18:05:00Z'));
    expect(sheet.getColumn(2).width).toBe(40);
    // Unset widths fit the widest value (full-width characters count double).
    expect(sheet.getColumn(1).width).toBe(12);
    expect(sheet.getColumn(3).width).toBe(10);
  });

  it('puts the header on the first row when there is no title', async () => {
    const sheet = await readBack(
      await renderWorkbook({ ...SPEC, title: undefined, rows: SPEC.rows.slice(0, 1) }),
    );
    expect(sheet.getCell('A1').value).toBe('取得日');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D1');
    expect(sheet.getCell('C2').value).toBe(1500);
  });
});

describe('documentResult', () => {
  it('answers the document download result with the bytes in base64', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80]);
    const response = documentResult(bytes, PDF, '領収書_R2026-000123.pdf');
    expect(response.status).toBe(200);
    const body = (await response.json()) as AbpEnvelope<SocietyResult<DocumentFile>>;
    expect(body.success).toBe(true);
    const file = body.result?.data;
    expect(file).toEqual({
      base64: expect.any(String),
      content_type: 'application/pdf',
      file_name: '領収書_R2026-000123.pdf',
    });
    expect(new Uint8Array(Buffer.from(file?.base64 ?? '', 'base64'))).toEqual(bytes);
    expect(XLSX).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});
