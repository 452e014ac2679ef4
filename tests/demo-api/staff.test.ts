/** @vitest-environment node */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { AbpEnvelope, SocietyResult } from '../../src/api/envelope';
import { KEPT_BATCHES } from '../../demo-api/calls/successfulApplicants';
import { MAX_IMPORT_ROWS } from '../../demo-api/importFile';
import { SYMBOL_WORKPLACE } from '../../demo-api/seed/memberPopulation';
import { demoStore } from '../../demo-api/store';
import { FORMULA_MESSAGE } from '../../src/validation/formats';
import { bearer, dataOf, get, ORIGIN, send, signIn } from './helpers';

const API = `${ORIGIN}/api/services/app`;
const STAFF = ['demo-read', 'demo-update', 'demo-admin'] as const;

interface MemberRow {
  id: number;
  memberNo: string;
  name: string;
  prefectureId: number;
  workplace: string;
  status: string;
  branchName: string;
}

const listMembers = (query: Record<string, string>, token: string) =>
  get<MemberRow[]>(`${API}/Common/GetListMember?${new URLSearchParams(query)}`, token);

describe('staff permissions (demo API)', () => {
  it.each(['demo-member', 'demo-temp'])('answers %s 403 on every staff call', async (login) => {
    const token = await signIn(login);
    const calls = [
      `${API}/Common/GetListMember`,
      `${API}/Common/GetDetailMemberById?id=1001`,
      `${API}/Common/GetPrefecture?id=13`,
      `${API}/ParticipationHistory/GetListParticipationHistory?allMembers=true`,
      `${API}/Receipt/ExportExcelParticipationHistory`,
      `${API}/Common/GetMemberUpdateHistory?memberId=3`,
    ];
    for (const url of calls) {
      const { status, body } = await get(url, token);
      expect(status, url).toBe(403);
      expect(body.error?.message).toBe('閲覧権限がありません');
      // The participation history is also a member's own page, shut until the admission fee is
      // paid: that is what a provisional member is told first.
      const memberPageShut = login === 'demo-temp' && url.includes('/GetListParticipationHistory');
      expect(body.error?.details, url).toBe(
        memberPageShut ? '入会費の支払いをお願いします' : '事務局の方のみ利用できます',
      );
    }
  });

  it('lets every staff role read the member list', async () => {
    for (const login of STAFF) {
      const { status, body } = await listMembers({}, await signIn(login));
      expect(status).toBe(200);
      expect(body.result?.pagination?.totalCount).toBeGreaterThan(1000);
    }
  });

  it('lets update and admin edit the prefecture master, not read', async () => {
    const update = (login: string, name: string) =>
      signIn(login).then((token) =>
        send(`PUT`, `${API}/Common/UpdatePrefecture`, token, {
          id: 47,
          name,
          nameKana: 'オキナワケン',
        }),
      );
    const refused = await update('demo-read', '沖縄県');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.details).toBe('事務局の「読み書き」以上の権限が必要です');
    const member = await update('demo-member', '沖縄県');
    expect(member.status).toBe(403);

    const done = await update('demo-update', '沖縄県（更新）');
    expect(done.status).toBe(200);
    const token = await signIn('demo-read');
    const record = dataOf(
      (await get<Record<string, unknown>>(`${API}/Common/GetPrefecture?id=47`, token)).body,
    );
    expect(record).toMatchObject({ name: '沖縄県（更新）', lastModifierName: '事務局 二郎' });
    expect(String(record.lastModificationTime)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await update('demo-admin', 'おきなわ😀')).status).toBe(400);
  });

  it('lets only admin change another member (UpdateMember with an id)', async () => {
    const token = await signIn('demo-admin');
    const detail = dataOf(
      (await get<Record<string, unknown>>(`${API}/Common/GetDetailMemberById?id=1002`, token)).body,
    );
    const changed = { ...detail, address2: '第二ビル 3階', status: 'leave' };
    for (const login of ['demo-read', 'demo-update', 'demo-member']) {
      const refused = await send('PUT', `${API}/Common/UpdateMember`, await signIn(login), changed);
      expect(refused.status, login).toBe(403);
    }
    const done = await send('PUT', `${API}/Common/UpdateMember`, token, changed);
    expect(done.status).toBe(200);
    const history = dataOf(
      (
        await get<{ modifierName: string; changes: { label: string; after: string }[] }[]>(
          `${API}/Common/GetMemberUpdateHistory?memberId=1002`,
          await signIn('demo-read'),
        )
      ).body,
    );
    expect(history[0]?.modifierName).toBe('事務局 三郎');
    expect(history[0]?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: '建物名・部屋番号', after: '第二ビル 3階' }),
        expect.objectContaining({ label: '会員状態', after: '休会中' }),
      ]),
    );
    const again = dataOf((await listMembers({ memberNo: String(detail.memberNo) }, token)).body);
    expect(again[0]?.status).toBe('leave');
  });
});

describe('GetListMember', () => {
  it('matches a keyword with URL-reserved symbols intact', async () => {
    const token = await signIn('demo-read');
    const { body } = await listMembers({ keyword: 'A&B#C+D=E 内視鏡' }, token);
    const rows = dataOf(body);
    expect(rows.map((row) => row.workplace)).toEqual([SYMBOL_WORKPLACE]);
  });

  it('reads a name typed in ひらがな, カタカナ or half-width ｶﾀｶﾅ alike', async () => {
    const token = await signIn('demo-read');
    const found = async (keyword: string) =>
      dataOf((await listMembers({ keyword, MaxResultCount: '100' }, token)).body).map(
        (row) => row.memberNo,
      );
    const kana = await found('さの');
    // 佐野 由美 (demo-venue), and every other フリガナ holding サノ.
    expect(kana).toContain('0078901');
    expect(await found('サノ')).toEqual(kana);
    expect(await found('ｻﾉ')).toEqual(kana);
    for (const keyword of [
      '佐野',
      'sano',
      'さの ゆみ',
      'サノユミ',
      'ｻﾉ ﾕﾐ',
      '佐野由美',
      'さの　ゆみ',
    ]) {
      expect(await found(keyword), keyword).toContain('0078901');
    }
  });

  it('filters by member number, prefecture, affiliation and status, and sorts', async () => {
    const token = await signIn('demo-read');
    const rows = dataOf(
      (
        await listMembers(
          { prefectureId: '13', affiliationId: '3', status: 'active', Sorting: 'memberNo DESC' },
          token,
        )
      ).body,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.prefectureId === 13 && row.status === 'active')).toBe(true);
    expect(rows.every((row) => row.branchName === '関東支部')).toBe(true);
    const numbers = rows.map((row) => row.memberNo);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const one = dataOf((await listMembers({ memberNo: '0012345' }, token)).body);
    expect(one.map((row) => row.name)).toEqual(['内視鏡 花子']);
    const unknownStatus = await listMembers({ status: 'nope' }, token);
    expect(unknownStatus.status).toBe(400);
    expect(unknownStatus.body.error?.validationErrors).toEqual([
      { message: '会員状態が正しくありません: nope', members: ['status'] },
    ]);
  });

  it('pages 1,200 members on the server quickly', async () => {
    const token = await signIn('demo-read');
    const started = performance.now();
    const { body } = await listMembers(
      { SkipCount: '1000', MaxResultCount: '50', Sorting: 'nameKana ASC' },
      token,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(dataOf(body)).toHaveLength(50);
    expect(body.result?.pagination).toMatchObject({ pageIndex: 21, pageSize: 50 });
  });
});

describe('participation history across members', () => {
  it('keeps the member mode the member’s own and lets staff see everyone', async () => {
    const member = await signIn('demo-member');
    const own = dataOf(
      (
        await get<{ id: number }[]>(
          `${API}/ParticipationHistory/GetListParticipationHistory?MaxResultCount=1000`,
          member,
        )
      ).body,
    );
    expect(own.length).toBe(26);

    const staff = await signIn('demo-read');
    const { body } = await get<{ memberName: string; memberId: number }[]>(
      `${API}/ParticipationHistory/GetListParticipationHistory?allMembers=true&memberId=1`,
      staff,
    );
    expect(body.result?.pagination?.totalCount).toBe(26);
    expect(dataOf(body).every((row) => row.memberName === '内視鏡 花子')).toBe(true);
    const all = await get(
      `${API}/ParticipationHistory/GetListParticipationHistory?allMembers=true`,
      staff,
    );
    expect(all.body.result?.pagination?.totalCount).toBeGreaterThan(1000);
    const unknownCategory = await get(
      `${API}/ParticipationHistory/GetListParticipationHistory?allMembers=true&category=${encodeURIComponent('懇親会')}`,
      staff,
    );
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.error?.validationErrors).toEqual([
      { message: '区分が正しくありません: 懇親会', members: ['category'] },
    ]);
  });

  it('exports every matching row as .xlsx', async () => {
    const staff = await signIn('demo-read');
    const { body } = await get<{ base64: string; file_name: string }>(
      `${API}/Receipt/ExportExcelParticipationHistory?allMembers=true&keyword=${encodeURIComponent('内視鏡 花子')}`,
      staff,
    );
    const file = dataOf(body);
    expect(file.file_name).toMatch(/^参加履歴_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.base64, 'base64').buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const names: string[] = [];
    sheet?.eachRow((row) => {
      const value = row.getCell(2).value;
      if (value === '内視鏡 花子') names.push(value);
    });
    expect(names).toHaveLength(26);
  });
});

// ---- Successful-applicant import ----------------------------------------------------------------

interface ImportResult {
  batchId: number;
  totalCount: number;
  validCount: number;
  errorCount: number;
  registeredCount: number;
  rows: { rowNo: number; status: string; errors: string[]; lastName: string }[];
}

const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

async function upload(token: string, name: string, bytes?: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([bytes ?? new Uint8Array(await fixture(name))]), name);
  const response = await fetch(`${ORIGIN}/api/SuccessfulApplicant/Import`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as AbpEnvelope<SocietyResult<ImportResult>>,
  };
}

const HEADER =
  '受験番号,会員番号,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,生年月日,メールアドレス,郵便番号,都道府県,住所,勤務先,合格日';
const csv = (lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join('\r\n'));
const applicant = (examNo: string, lastName: string, workplace = '栄中央病院') =>
  `${examNo},,${lastName},真理子,モリタ,マリコ,1992/04/18,m${examNo}@example.jp,460-0008,愛知県,名古屋市中区栄3-15-33,${workplace},2026/10/15`;

describe('successful-applicant import', () => {
  it('refuses a cell starting as a formula, naming the column, as UpdateMember does', async () => {
    const token = await signIn('demo-admin');
    const lines = [
      applicant('2026-0201', '=1+1'),
      applicant('2026-0202', '@SUM(1+1)'),
      applicant('2026-0203', '+1+1'),
      applicant('2026-0204', '森田', "=cmd|' /C calc'!A0"),
    ];
    const result = dataOf((await upload(token, 'formulas.csv', csv(lines))).body);
    expect(result).toMatchObject({ totalCount: 4, validCount: 0, errorCount: 4 });
    expect(result.rows.map((row) => row.errors)).toEqual([
      [`氏名（姓）: ${FORMULA_MESSAGE}`],
      [`氏名（姓）: ${FORMULA_MESSAGE}`],
      [`氏名（姓）: ${FORMULA_MESSAGE}`],
      [`勤務先: ${FORMULA_MESSAGE}`],
    ]);
  });

  it(`refuses a file of more than ${MAX_IMPORT_ROWS} rows, and keeps the latest ${KEPT_BATCHES} imports`, async () => {
    const token = await signIn('demo-admin');
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        applicant(`2027-${String(index).padStart(4, '0')}`, '森田'),
      );
    const tooMany = await upload(token, 'many.csv', csv(rows(MAX_IMPORT_ROWS + 1)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({
      message: 'データ行が多すぎます',
      details: '1回に取り込めるのは2,000行までです。ファイルを分けてください。',
    });
    for (let round = 0; round <= KEPT_BATCHES; round += 1)
      expect((await upload(token, 'one.csv', csv(rows(1)))).status).toBe(200);
    expect(demoStore.importBatches).toHaveLength(KEPT_BATCHES);
  });

  it('reads a Shift_JIS CSV, inserts it, and a UTF-8 BOM re-import duplicates no one', async () => {
    const token = await signIn('demo-admin');
    const first = dataOf((await upload(token, 'successful-applicants-sjis.csv')).body);
    expect(first).toMatchObject({ totalCount: 5, validCount: 5, errorCount: 0 });
    expect(first.rows.map((row) => row.lastName)).toEqual(['森田', '渡部', '﨑山', '石井', '上田']);
    const before = (await listMembers({}, token)).body.result?.pagination?.totalCount ?? 0;

    const inserted = await send<{ insertedCount: number }>(
      'POST',
      `${API}/SuccessfulApplicant/InsertMemberFromSuccessfulApplicant`,
      token,
      { batchId: first.batchId },
    );
    expect(dataOf(inserted.body).insertedCount).toBe(5);
    const twice = await send<{ insertedCount: number }>(
      'POST',
      `${API}/SuccessfulApplicant/InsertMemberFromSuccessfulApplicant`,
      token,
      { batchId: first.batchId },
    );
    expect(dataOf(twice.body).insertedCount).toBe(0);

    const again = dataOf((await upload(token, 'successful-applicants-utf8-bom.csv')).body);
    expect(again).toMatchObject({ totalCount: 5, validCount: 0, registeredCount: 5 });
    const after = (await listMembers({}, token)).body.result?.pagination?.totalCount ?? 0;
    expect(after).toBe(before + 5);
    const created = dataOf((await listMembers({ keyword: '森田 真理子' }, token)).body);
    expect(created).toEqual([
      expect.objectContaining({ status: 'provisional', prefectureId: 23, branchName: '東海支部' }),
    ]);
  });

  it('previews an .xlsx with every error of each bad row and writes nothing', async () => {
    const token = await signIn('demo-admin');
    const before = (await listMembers({}, token)).body.result?.pagination?.totalCount;
    const result = dataOf((await upload(token, 'successful-applicants-with-errors.xlsx')).body);
    expect(result).toMatchObject({ totalCount: 3, validCount: 1, errorCount: 2 });
    const [good, bad, worse] = result.rows;
    expect(good).toMatchObject({ rowNo: 2, status: 'valid', errors: [] });
    // A refused character does not hide the row's other problems (the hiragana フリガナ).
    expect(bad?.errors).toEqual([
      '氏名（姓）: 使用できない文字が含まれています（1文字目「髙」）。「髙」は「高」に置き換えてください',
      'フリガナ（セイ）: 全角カタカナで入力してください',
      expect.stringMatching(/^郵便番号: 郵便番号は7桁/),
      '勤務先: 必須項目です',
    ]);
    // A missing item does not hide a wrong one (都道府県 「広島都」).
    expect(worse?.errors).toEqual([
      '受験番号: 「2026-0001」の形式で入力してください',
      'メールアドレス: 必須項目です',
      '都道府県: 都道府県名が正しくありません',
      '勤務先: 必須項目です',
    ]);
    expect((await listMembers({}, token)).body.result?.pagination?.totalCount).toBe(before);

    const listed = await get<{ rowNo: number; status: string }[]>(
      `${API}/SuccessfulApplicant/GetListImportedMember?batchId=${result.batchId}&status=error`,
      token,
    );
    expect(dataOf(listed.body).map((row) => row.rowNo)).toEqual([3, 4]);
  });

  it('names each problem of a row by UpdateMember’s rules, in column order', async () => {
    const token = await signIn('demo-admin');
    const long = 'あ'.repeat(21);
    const csv = [
      '受験番号,氏名（姓）,氏名（名）,フリガナ（セイ）,フリガナ（メイ）,生年月日,メールアドレス,郵便番号,都道府県,住所,勤務先,合格日,会員番号',
      `26-1,田中,${long},たなか,イチ,1990/02/30,mail@,1000001,東京都,千代田区1-1,病院,2026/10/15,123`,
    ].join('\n');
    const row = dataOf((await upload(token, 'x.csv', new TextEncoder().encode(csv))).body).rows[0];
    expect(row?.errors).toEqual([
      '受験番号: 「2026-0001」の形式で入力してください',
      '会員番号: 7桁の数字で入力してください',
      '氏名（名）: 20文字以内で入力してください',
      'フリガナ（セイ）: 全角カタカナで入力してください',
      '生年月日: YYYY/MM/DD の形式で入力してください',
      expect.stringMatching(/^メールアドレス: メールアドレスの形式/),
      expect.stringMatching(/^郵便番号: 郵便番号は7桁/),
    ]);
  });

  it('refuses a file without the required columns, or of another type', async () => {
    const token = await signIn('demo-admin');
    const missing = await upload(token, 'x.csv', new TextEncoder().encode('受験番号,氏名\n1,2\n'));
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('必須の列がありません');
    expect(missing.body.error?.details).toContain('フリガナ（セイ）');
    const pdf = await upload(token, 'x.pdf', new Uint8Array([1, 2, 3]));
    expect(pdf.body.error?.message).toBe('CSVまたはExcel（.xlsx）ファイルを選択してください');
  });

  it.each(['demo-read', 'demo-update', 'demo-member'])('answers %s 403', async (login) => {
    const token = await signIn(login);
    expect((await upload(token, 'successful-applicants-sjis.csv')).status).toBe(403);
    const insert = await send(
      'POST',
      `${API}/SuccessfulApplicant/InsertMemberFromSuccessfulApplicant`,
      token,
      { batchId: 1 },
    );
    expect(insert.status).toBe(403);
  });
});
