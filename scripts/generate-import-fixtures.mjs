/**
 * Writes the sample files of the successful-applicant import (合格者取込) into tests/fixtures/:
 * the society's file as Excel saves it in Japan (Shift_JIS CSV), as a UTF-8 CSV with BOM, and an
 * .xlsx with rows the import must refuse. Run: node scripts/generate-import-fixtures.mjs
 */
import { writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

const OUT = new URL('../tests/fixtures/', import.meta.url);

const HEADER = [
  '受験番号',
  '会員番号',
  '氏名（姓）',
  '氏名（名）',
  'フリガナ（セイ）',
  'フリガナ（メイ）',
  '生年月日',
  'メールアドレス',
  '郵便番号',
  '都道府県',
  '住所',
  '勤務先',
  '合格日',
];

const APPLICANTS = [
  [
    '2026-0101',
    '',
    '森田',
    '真理子',
    'モリタ',
    'マリコ',
    '1992/04/18',
    'mariko.morita@example.jp',
    '460-0008',
    '愛知県',
    '名古屋市中区栄3-15-33',
    '栄中央病院 内視鏡室',
    '2026/10/15',
  ],
  [
    '2026-0102',
    '',
    '渡部',
    '剛',
    'ワタナベ',
    'ツヨシ',
    '1988/12/03',
    'tsuyoshi.watanabe@example.jp',
    '980-0811',
    '宮城県',
    '仙台市青葉区一番町2-4-1',
    '青葉記念病院 消化器内科',
    '2026/10/15',
  ],
  [
    '2026-0103',
    '',
    '﨑山',
    '涼子',
    'サキヤマ',
    'リョウコ',
    '1995/07/30',
    'ryoko.sakiyama@example.jp',
    '812-0011',
    '福岡県',
    '福岡市博多区博多駅前1-1-1',
    '博多駅前クリニック',
    '2026/10/15',
  ],
  [
    '2026-0104',
    '',
    '石井',
    '悠',
    'イシイ',
    'ユウ',
    '1999/01/09',
    'yu.ishii@example.jp',
    '060-0001',
    '北海道',
    '札幌市中央区北一条西5-2',
    '北都総合病院 内視鏡センター',
    '2026/10/15',
  ],
  [
    '2026-0105',
    '',
    '上田',
    'あかり',
    'ウエダ',
    'アカリ',
    '1990/09/21',
    'akari.ueda@example.jp',
    '530-0001',
    '大阪府',
    '大阪市北区梅田1-3-1',
    '梅田消化器クリニック',
    '2026/10/15',
  ],
];

const csv = (rows) =>
  rows
    .map((row) =>
      row
        .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join(','),
    )
    .join('\r\n') + '\r\n';

// Excel's 「CSV（コンマ区切り）」 in Japanese Windows: Shift_JIS (cp932), CRLF, no BOM.
await writeFile(
  new URL('successful-applicants-sjis.csv', OUT),
  iconv.encode(csv([HEADER, ...APPLICANTS]), 'cp932'),
);

// 「CSV UTF-8（コンマ区切り）」: UTF-8 with BOM. The same applicants, columns in another order.
const reordered = [HEADER, ...APPLICANTS].map((row) => [
  row[2],
  row[3],
  ...row.slice(0, 2),
  ...row.slice(4),
]);
await writeFile(
  new URL('successful-applicants-utf8-bom.csv', OUT),
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv(reordered), 'utf8')]),
);

// An .xlsx with one good row and rows the import must refuse, dates as real date cells.
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('合格者');
sheet.addRow(HEADER);
const date = (text) => new Date(`${text.replaceAll('/', '-')}T00:00:00Z`);
const asCells = (row) =>
  row.map((cell, index) =>
    (index === 6 || index === 12) && /^\d{4}\/\d\d\/\d\d$/.test(cell) ? date(cell) : cell,
  );
sheet.addRow(
  asCells([
    '2026-0201',
    '',
    '岡本',
    '誠司',
    'オカモト',
    'セイジ',
    '1985/03/14',
    'seiji.okamoto@example.jp',
    '700-0024',
    '岡山県',
    '岡山市北区駅元町1-1',
    '岡山南病院 内視鏡室',
    '2026/10/15',
  ]),
);
// Hiragana フリガナ, a postal code without hyphen, a birth date that is no date, 髙 (not JIS X 0213).
sheet.addRow(
  asCells([
    '2026-0202',
    '',
    '髙田',
    '一郎',
    'たかだ',
    'イチロウ',
    '1990/02/30',
    'ichiro.takada@example.jp',
    '7000024',
    '岡山県',
    '岡山市北区駅元町2-2',
    '',
    '2026/10/15',
  ]),
);
// No e-mail, a bad exam number, an unknown prefecture.
sheet.addRow(
  asCells([
    '26-203',
    '',
    '中島',
    '美咲',
    'ナカジマ',
    'ミサキ',
    '1993/08/08',
    '',
    '730-0011',
    '広島都',
    '広島市中区基町6-78',
    '',
    '2026/10/15',
  ]),
);
await workbook.xlsx.writeFile(new URL('successful-applicants-with-errors.xlsx', OUT).pathname);

console.log('tests/fixtures: successful-applicants-{sjis.csv,utf8-bom.csv,with-errors.xlsx}');
