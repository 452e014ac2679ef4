import { File as NodeFile } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { http } from 'msw';
import { abpError } from '../../demo-api/abp';
import { SYMBOL_WORKPLACE } from '../../demo-api/seed/memberPopulation';
import { captureDownloads } from '../downloads';
import { server } from '../msw';
import { recordCalls, recordRequests } from '../requests';
import { currentUrl, renderApp, signInAs } from '../renderApp';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from '../preload';
import { expectDraftKeptThroughSignIn } from '../resilience';

const STAFF_LINKS = ['会員一覧', '合格者取込', '参加履歴', '都道府県マスタ', '会場受付'];

/** A file as Node's fetch can send it (see the import tests). */
const nodeFile = (parts: (string | Uint8Array)[], name: string, type: string) =>
  new NodeFile(parts, name, { type }) as unknown as File;

const sidebar = () => within(screen.getByRole('navigation', { name: 'サイドメニュー' }));

/** The first render of the file loads react-admin and the page chunk: give it room. */
const listLoaded = () => screen.findByText(/全[\d,]+件中/, {}, { timeout: 20000 });

// Five engineers share two cores: a first render that loads react-admin can be slow.
vi.setConfig({ testTimeout: 60000 });

beforeAll(() => preloadSignedInApp(), PRELOAD_TIMEOUT);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the 事務局 sidebar section, by role', () => {
  it.each([
    ['demo-member', []],
    ['demo-read', ['会員一覧', '参加履歴', '都道府県マスタ']],
    ['demo-update', ['会員一覧', '参加履歴', '都道府県マスタ', '会場受付']],
    ['demo-admin', STAFF_LINKS],
  ] as const)('shows %s the staff entries it may open', async (login, expected) => {
    await signInAs(login);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 }, { timeout: 20000 });
    // Staff are members too: the member entries stay, the section comes after 退会申請.
    const labels = sidebar()
      .getAllByRole('menuitem')
      .map((item) => item.textContent ?? '');
    expect(labels.slice(-1 - expected.length)[0]).toBe('退会申請');
    expect(labels.slice(labels.length - expected.length)).toEqual(
      expected.length ? [...expected] : [],
    );
    expect(Boolean(sidebar().queryByText('事務局'))).toBe(expected.length > 0);
  });
});

describe('staff route guard', () => {
  it.each([
    ['demo-member', '/members/MembersList', '事務局の方のみ利用できます'],
    ['demo-member', '/masters/Prefectures', '事務局の方のみ利用できます'],
    ['demo-temp', '/members/ParticipationHistory', '事務局の方のみ利用できます'],
    ['demo-read', '/masters/Prefectures/13/edit', '事務局の「読み書き」以上の権限が必要です'],
    [
      'demo-update',
      '/members/ImportSuccessfulApplicant',
      '事務局の「読み書き更新」の権限が必要です',
    ],
    ['demo-update', '/members/MembersList/1001/edit', '事務局の「読み書き更新」の権限が必要です'],
  ])('answers %s 403 on %s and asks nothing', async (login, path, detail) => {
    await signInAs(login);
    const requests = recordRequests();
    renderApp(path);
    expect(await screen.findByText('閲覧権限がありません', {}, { timeout: 20000 })).toBeVisible();
    expect(screen.getByText('403')).toBeVisible();
    expect(screen.getByText(detail)).toBeVisible();
    for (const call of ['GetListMember', 'GetPrefecture', 'GetDetailMemberById']) {
      expect(requests.has(call), call).toBe(false);
    }
  });

  it('shows a 403 the server answers as such', async () => {
    server.use(
      http.get('*/api/services/app/Common/GetListMember', () =>
        abpError(403, '閲覧権限がありません', { details: '事務局の方のみ利用できます' }),
      ),
    );
    await signInAs('demo-read');
    renderApp('/members/MembersList');
    expect(await screen.findByText('閲覧権限がありません', {}, { timeout: 20000 })).toBeVisible();
    expect(screen.getByText('403')).toBeVisible();
  });
});

describe('会員一覧 (/members/MembersList)', () => {
  it('sends a keyword with symbols intact and shows what the server matched', async () => {
    await signInAs('demo-read');
    const sent = recordCalls('GetListMember');
    renderApp('/members/MembersList');
    await listLoaded();
    expect(screen.getByText(/全1,?2\d\d件中/)).toBeVisible();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'キーワード（氏名・フリガナ・勤務先など）' }),
      'A&B#C+D=E 内視鏡',
    );
    // A part of the keyword may already match the one member: wait for the whole of it.
    await waitFor(() => expect(sent.at(-1)?.get('keyword')).toBe('A&B#C+D=E 内視鏡'));
    expect(await screen.findByText('全1件中 1〜1件')).toBeVisible();
    expect(sent.at(-1)?.get('SkipCount')).toBe('0');
    expect(screen.getByText(SYMBOL_WORKPLACE)).toBeVisible();
  });

  it('finds a member by a name typed in ひらがな, as in カタカナ', async () => {
    await signInAs('demo-read');
    const sent = recordCalls('GetListMember');
    renderApp('/members/MembersList');
    await listLoaded();
    const user = userEvent.setup();
    const keyword = screen.getByRole('textbox', {
      name: 'キーワード（氏名・フリガナ・勤務先など）',
    });
    await user.type(keyword, 'さの ゆみ');
    await waitFor(() => expect(sent.at(-1)?.get('keyword')).toBe('さの ゆみ'));
    expect(await screen.findByRole('row', { name: /佐野 由美/ })).toBeVisible();
    await user.clear(keyword);
    await user.type(keyword, 'ｻﾉ ﾕﾐ');
    await waitFor(() => expect(sent.at(-1)?.get('keyword')).toBe('ｻﾉ ﾕﾐ'));
    expect(await screen.findByRole('row', { name: /佐野 由美/ })).toBeVisible();
  });

  it('filters by prefecture and status, and remembers the page', async () => {
    await signInAs('demo-read');
    const sent = recordCalls('GetListMember');
    const view = renderApp('/members/MembersList');
    await listLoaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '都道府県' }));
    await user.click(await screen.findByRole('option', { name: '東京都' }));
    await user.click(screen.getByRole('combobox', { name: '会員状態' }));
    await user.click(await screen.findByRole('option', { name: '正会員' }));
    await waitFor(() => expect(sent.at(-1)?.get('status')).toBe('active'));
    expect(sent.at(-1)?.get('prefectureId')).toBe('13');
    // Wait for the filtered page before paging it (no row at all is no page yet).
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows).not.toHaveLength(0);
      expect(
        rows.every((row) => within(row).queryByText('東京都') && within(row).queryByText('正会員')),
      ).toBe(true);
    });
    await user.click(screen.getByRole('button', { name: '2ページ' }));
    await screen.findByText(/^全\d+件中 11〜20件$/);
    view.unmount();
    const before = sent.length;
    renderApp('/members/MembersList');
    // Back on the list, its first request is the remembered page with the remembered filters.
    await waitFor(() => expect(sent[before]?.get('SkipCount')).toBe('10'));
    expect(sent[before]?.get('status')).toBe('active');
    expect(sent[before]?.get('prefectureId')).toBe('13');
  });

  it('shows a member to read staff with the operation panel and history, without 編集', async () => {
    await signInAs('demo-read');
    const sent = recordCalls('GetMemberUpdateHistory');
    renderApp('/members/MembersList/1');
    expect(
      await screen.findByRole('heading', { name: '会員情報', level: 1 }, { timeout: 20000 }),
    ).toBeVisible();
    expect(await screen.findByText('0012345')).toBeVisible();
    const panel = within(screen.getByRole('region', { name: '操作情報' }));
    expect(panel.getByText('事務局 三郎')).toBeVisible();
    expect(panel.getByText('2012/03/15 10:12:44')).toBeVisible();
    await waitFor(() => expect(sent.at(-1)?.get('memberId')).toBe('1'));
    expect(screen.getByRole('region', { name: '更新履歴' })).toBeVisible();
    expect(screen.queryByRole('link', { name: '編集' })).toBeNull();
  });

  it('a record’s 更新者 is the latest row of its 更新履歴, never beside 更新履歴はありません', async () => {
    await signInAs('demo-read');
    renderApp('/members/MembersList/8');
    const panel = within(
      await screen.findByRole('region', { name: '操作情報' }, { timeout: 20000 }),
    );
    expect(await panel.findByText('佐野 由美')).toBeVisible();
    expect(panel.getByText('2026/04/12 20:02:41')).toBeVisible();
    const history = within(screen.getByRole('region', { name: '更新履歴' }));
    const latest = await history.findByRole('row', { name: /2026\/04\/12 20:02:41/ });
    expect(latest).toHaveTextContent('佐野 由美');
    expect(latest).toHaveTextContent('勤務先電話番号');
    expect(screen.queryByText('更新履歴はありません。')).toBeNull();
  });

  it('lets admin edit a member, recorded as the admin’s change', async () => {
    await signInAs('demo-admin');
    renderApp('/members/MembersList/1002');
    const user = userEvent.setup();
    // The page's toolbar is drawn again once the record is in: click the one that stays.
    await screen.findByRole('region', { name: '操作情報' }, { timeout: 20000 });
    await user.click(await screen.findByRole('link', { name: '編集' }));
    expect(await screen.findByRole('heading', { name: '会員情報の編集', level: 1 })).toBeVisible();
    const address2 = await screen.findByRole('textbox', { name: '建物名・部屋番号' });
    await user.clear(address2);
    await user.type(address2, 'さくらビル 2階');
    const updates = recordRequests();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(currentUrl()).toBe('/members/MembersList/1002'));
    expect(updates.has('UpdateMember')).toBe(true);
    // The history is fetched afresh with the record's page: wait for the settled table.
    await waitFor(() => {
      const history = within(screen.getByRole('region', { name: '更新履歴' }));
      expect(history.getByText(/建物名・部屋番号: .*→ さくらビル 2階/)).toBeVisible();
      expect(history.getByText('事務局 三郎')).toBeVisible();
    });
  });
});

describe('都道府県マスタ (/masters/Prefectures)', () => {
  it('lets update staff edit a prefecture, then shows who did', async () => {
    await signInAs('demo-update');
    renderApp('/masters/Prefectures/47');
    const user = userEvent.setup();
    await screen.findByRole('region', { name: '操作情報' }, { timeout: 20000 });
    await user.click(await screen.findByRole('link', { name: '編集' }));
    const name = await screen.findByRole('textbox', { name: '名称' });
    await user.clear(name);
    await user.type(name, '沖縄県😀');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/使用できない文字が含まれています/)).toBeVisible();
    await user.clear(name);
    await user.type(name, '沖縄県');
    const kana = screen.getByRole('textbox', { name: 'フリガナ' });
    await user.clear(kana);
    await user.type(kana, 'オキナワ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(currentUrl()).toBe('/masters/Prefectures/47'));
    expect(await screen.findByText('オキナワ')).toBeVisible();
    const panel = within(screen.getByRole('region', { name: '操作情報' }));
    expect(await panel.findByText('事務局 二郎')).toBeVisible();
  });

  it('offers read staff no 編集', async () => {
    await signInAs('demo-read');
    renderApp('/masters/Prefectures/13');
    expect(await screen.findByText('トウキョウト', {}, { timeout: 20000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: '編集' })).toBeNull();
  });
});

describe('参加履歴 (/members/ParticipationHistory)', () => {
  it('searches every member’s history and exports the same rows', async () => {
    await signInAs('demo-read');
    const sent = recordCalls('GetListParticipationHistory');
    renderApp('/members/ParticipationHistory');
    await listLoaded();
    expect(sent.at(-1)?.get('allMembers')).toBe('true');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '会員（氏名・会員番号）' }), '0012345');
    expect(await screen.findByText('全26件中 1〜10件')).toBeVisible();
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Excelで出力' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await saved[0]!.blob.arrayBuffer());
    const numbers: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      if (row.getCell(1).value === '0012345') numbers.push('0012345');
    });
    expect(numbers).toHaveLength(26);
  });
});

describe('合格者取込 (/members/ImportSuccessfulApplicant)', () => {
  // jsdom's FormData and File are not what Node's fetch (undici) sends as multipart: the upload
  // uses Node's own here, as a browser uses its own (the e2e test uploads in Chromium).
  beforeEach(async () => {
    const probe = await new Response(new URLSearchParams('probe=1')).formData();
    vi.stubGlobal('FormData', probe.constructor);
  });
  afterEach(() => vi.unstubAllGlobals());

  const fixture = async (name: string, type: string) =>
    nodeFile([new Uint8Array(await readFile(`tests/fixtures/${name}`))], name, type);

  it('previews a Shift_JIS CSV, registers it, and a re-import registers no one twice', async () => {
    await signInAs('demo-admin');
    renderApp('/members/ImportSuccessfulApplicant');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('取込ファイル', {}, { timeout: 20000 });
    await user.upload(input, await fixture('successful-applicants-sjis.csv', 'text/csv'));
    await user.click(screen.getByRole('button', { name: '読み込む' }));
    expect(await screen.findByText('全5件: 登録可能 5件、エラー 0件、登録済み 0件')).toBeVisible();
    const table = within(screen.getByRole('table', { name: '取込内容' }));
    expect(await table.findByText('森田 真理子')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '登録可能な5件を会員として登録する' }));
    expect(await screen.findByText('5件を会員として登録しました。')).toBeVisible();

    // Registering ends once the import history is read again: the page's buttons wait for it.
    const another = screen.getByRole('button', { name: '別のファイルを取り込む' });
    await waitFor(() => expect(another).toBeEnabled());
    await user.click(another);
    await user.upload(
      screen.getByLabelText('取込ファイル'),
      await fixture('successful-applicants-utf8-bom.csv', 'text/csv'),
    );
    await user.click(screen.getByRole('button', { name: '読み込む' }));
    expect(await screen.findByText('全5件: 登録可能 0件、エラー 0件、登録済み 5件')).toBeVisible();
    expect(
      screen.getByRole('button', { name: '登録可能な0件を会員として登録する' }),
    ).toBeDisabled();
  });

  it('keeps the read file’s preview when the session expires at 登録 and registers it after sign-in', async () => {
    const csv = await fixture('successful-applicants-sjis.csv', 'text/csv');
    const register = (user: UserEvent) =>
      user.click(screen.getByRole('button', { name: '登録可能な5件を会員として登録する' }));
    await expectDraftKeptThroughSignIn({
      login: 'demo-admin',
      path: '/members/ImportSuccessfulApplicant',
      call: 'InsertMemberFromSuccessfulApplicant',
      fill: async (user) => {
        await user.upload(
          await screen.findByLabelText('取込ファイル', {}, { timeout: 20000 }),
          csv,
        );
        await user.click(screen.getByRole('button', { name: '読み込む' }));
        await screen.findByText('全5件: 登録可能 5件、エラー 0件、登録済み 0件');
      },
      submit: register,
      // A browser cannot put a chosen file back into a file input: what is kept is the server's
      // summary of it and its batch (not its rows), which is all 登録 needs: no second upload.
      expectKept: async () => {
        expect(
          await screen.findByText(
            '全5件: 登録可能 5件、エラー 0件、登録済み 0件',
            {},
            { timeout: 20000 },
          ),
        ).toBeVisible();
      },
      body: { batchId: expect.any(Number) },
    });
    expect(await screen.findByText('5件を会員として登録しました。')).toBeVisible();
  });

  it('lists every error of each bad row from an .xlsx, and a refused file’s message', async () => {
    await signInAs('demo-admin');
    renderApp('/members/ImportSuccessfulApplicant');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('取込ファイル', {}, { timeout: 20000 });
    await user.upload(
      input,
      await fixture(
        'successful-applicants-with-errors.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    );
    await user.click(screen.getByRole('button', { name: '読み込む' }));
    expect(await screen.findByText('全3件: 登録可能 1件、エラー 2件、登録済み 0件')).toBeVisible();
    // Every error of a row, as a list of its own.
    const row3 = await screen.findByRole('list', { name: '3行目のエラー（4件）' });
    expect(
      within(row3)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '氏名（姓）: 使用できない文字が含まれています（1文字目「髙」）。「髙」は「高」に置き換えてください',
      'フリガナ（セイ）: 全角カタカナで入力してください',
      expect.stringMatching(/^郵便番号: 郵便番号は7桁/),
      '勤務先: 必須項目です',
    ]);
    const row4 = screen.getByRole('list', { name: '4行目のエラー（4件）' });
    expect(within(row4).getByText('メールアドレス: 必須項目です')).toBeVisible();
    expect(within(row4).getByText('都道府県: 都道府県名が正しくありません')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '別のファイルを取り込む' }));
    await user.upload(
      screen.getByLabelText('取込ファイル'),
      nodeFile(['受験番号,氏名\n1,2\n'], 'bad.csv', 'text/csv'),
    );
    await user.click(screen.getByRole('button', { name: '読み込む' }));
    expect(await screen.findByText(/必須の列がありません/)).toBeVisible();
  });
});
