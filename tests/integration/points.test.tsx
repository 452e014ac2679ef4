import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { abpError } from '../../demo-api/abp';
import { demoNow } from '../../demo-api/clock';
import type { ParticipantDetail } from '../../src/api/events';
import { toJapanDateTime } from '../../src/api/japanTime';
import { pathOf } from '../../src/api/contract';
import { session } from '../../src/providers/session';
import { dataOf, get, ORIGIN, send, signIn } from '../demo-api/helpers';
import { captureDownloads, type SavedFile } from '../downloads';
import { server } from '../msw';
import { recordRequests } from '../requests';
import {
  asShown,
  readPointsWorkbook,
  tableRowAsExported,
  type PointHistoryItem,
} from '../pointsWorkbook';
import { currentUrl, renderApp, signInAs } from '../renderApp';

const LIST = 'GetListParticipationHistory';
const EXPORT = 'ExportExcelPointHistoryPersonal';

/** Every row the server lists for these filters (one request, all rows). */
async function serverRows(filters: Record<string, string>): Promise<PointHistoryItem[]> {
  const query = new URLSearchParams({ SkipCount: '0', MaxResultCount: '1000', ...filters });
  const response = await fetch(`http://localhost:3000${pathOf(LIST)}?${query}`, {
    headers: { Authorization: session.authorization() ?? '' },
  });
  return ((await response.json()) as { result: { data: PointHistoryItem[] } }).result.data;
}

const historySection = () =>
  within(screen.getByRole('region', { name: '受講履歴' }) as HTMLElement);

/** The history table's rows as text, column by column. */
const tableRows = () =>
  historySection()
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );

/** The table's rows as the export writes them. */
const tableAsExported = () => tableRows().map(tableRowAsExported);

/** Opens the page and waits for the first page of the history (the page's chunk loads lazily). */
async function openPointHistories() {
  renderApp('/PointHistories');
  // The first test of the file also loads react-admin and the page's chunk: give it room.
  await screen.findByRole('region', { name: '受講履歴' }, { timeout: 15000 });
  await historySection().findByText('全26件中 1〜10件');
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(historySection().getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function exportedWorkbook(saved: SavedFile[]) {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Excelで出力' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  const [file] = saved;
  return {
    name: file!.fileName,
    workbook: await readPointsWorkbook(await file!.blob.arrayBuffer()),
  };
}

describe('points (/PointHistories)', () => {
  beforeEach(() => signInAs('demo-member'));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the renewal period’s totals and the history, newest first', async () => {
    const requests = recordRequests();
    await openPointHistories();
    expect(screen.getByRole('heading', { name: '受講履歴ポイント照会', level: 1 })).toBeVisible();
    const totals = within(
      await screen.findByRole('region', { name: '取得ポイント（現在の更新期間）' }),
    );
    expect(await totals.findByText('対象期間：2022/04/01〜2027/03/31')).toBeVisible();
    expect(totals.getByText(/合計 57ポイント/)).toBeVisible();
    const byCategory = within(totals.getByRole('table', { name: '区分別の取得ポイント' }));
    const congress = byCategory.getByRole('rowheader', { name: '学術集会' }).closest('tr')!;
    expect(
      within(congress)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['16', '20', 'あと4ポイント']);
    // 57 of 50 in all, yet the 学術集会 minimum is missed: the total agrees with the sentence.
    const total = byCategory.getByRole('rowheader', { name: '合計' }).closest('tr')!;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['57', '50', '未達（学術集会が不足）']);
    expect(
      totals.getByText(
        '資格更新に必要なポイントに達していません。学術集会のポイントがあと4ポイント必要です。',
        { exact: false },
      ),
    ).toBeVisible();

    const headers = historySection().getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      '参加日',
      '学会・セミナー名',
      '区分',
      '単位区分',
      '取得ポイント',
      '対象期間',
      '受付日時',
      '操作',
    ]);
    // Her lecture, checked in at the door: its certificate is offered on the row.
    expect(tableRows()[0]).toEqual([
      '2026/09/12',
      '関東支部セミナー「感染対策アップデート2026」',
      '支部セミナー',
      '講師',
      '4',
      '2022/04/01〜2027/03/31',
      '2026/09/12 09:12:05',
      '受講証明書',
    ]);
    expect(
      historySection().getByRole('button', {
        name: '受講証明書（関東支部セミナー「感染対策アップデート2026」）',
      }),
    ).toBeEnabled();
    // Rows of points earned elsewhere (seeded, never checked in) offer none.
    expect(tableRows().filter((row) => row.at(-1) === '受講証明書')).toHaveLength(1);
    const [first] = requests.get(LIST)!;
    expect(Object.fromEntries(first!)).toEqual({
      SkipCount: '0',
      MaxResultCount: '10',
      Sorting: 'participatedOn DESC',
    });
  });

  it('exports every row in the table’s order, not only the page on screen', async () => {
    const requests = recordRequests();
    const saved = captureDownloads();
    const user = userEvent.setup();
    await openPointHistories();
    await user.click(historySection().getByRole('button', { name: /取得ポイント/ }));
    await waitFor(() => expect(requests.get(LIST)?.at(-1)?.get('Sorting')).toBe('points ASC'));
    await waitFor(() => expect(tableRows()[0]?.[4]).toBe('1'));

    const { name, workbook } = await exportedWorkbook(saved);
    const sent = requests.get(EXPORT)!;
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!)).toEqual({ Sorting: 'points ASC' });
    expect(name).toMatch(/^受講履歴ポイント_0012345_\d{8}\.xlsx$/);
    expect(workbook.rows).toHaveLength(26);
    expect(workbook.rows.slice(0, 10)).toEqual(tableAsExported());
    expect(workbook.rows).toEqual((await serverRows({ Sorting: 'points ASC' })).map(asShown));
  });

  it('filters by 年度 and 区分 on the server and exports with the same filters', async () => {
    const requests = recordRequests();
    const saved = captureDownloads();
    await openPointHistories();

    await choose('年度', '2025年度');
    expect(await historySection().findByText('全5件中 1〜5件')).toBeVisible();
    expect(requests.get(LIST)?.at(-1)?.get('fiscalYear')).toBe('2025');
    await choose('区分', '学術集会');
    expect(await historySection().findByText('全1件中 1〜1件')).toBeVisible();
    expect(Object.fromEntries(requests.get(LIST)!.at(-1)!)).toEqual({
      SkipCount: '0',
      MaxResultCount: '10',
      Sorting: 'participatedOn DESC',
      fiscalYear: '2025',
      category: '学術集会',
    });

    const { workbook } = await exportedWorkbook(saved);
    expect(Object.fromEntries(requests.get(EXPORT)![0]!)).toEqual({
      Sorting: 'participatedOn DESC',
      fiscalYear: '2025',
      category: '学術集会',
    });
    expect(workbook.rows).toEqual(tableAsExported());
    expect(workbook.rows).toEqual([
      [
        '2025/11/01',
        '第91回日本消化器内視鏡技師学会（福岡国際会議場）',
        '学術集会',
        '参加',
        '8',
        '2022/04/01〜2027/03/31',
        '',
        '',
      ],
    ]);
  });

  it('remembers the page of the history when the member comes back', async () => {
    const user = userEvent.setup();
    await openPointHistories();
    await user.click(screen.getByRole('button', { name: '2ページ' }));
    await historySection().findByText('全26件中 11〜20件');
    await user.click(screen.getByRole('link', { name: '資格更新確認へ' }));
    await waitFor(() => expect(currentUrl()).toBe('/MemberUpdates'));
    await user.click(screen.getByRole('menuitem', { name: /受講履歴ポイント照会/ }));
    expect(await historySection().findByText('全26件中 11〜20件')).toBeVisible();
  });

  it('says so in a dialog when the export fails', async () => {
    server.use(
      http.get(`*${pathOf(EXPORT)}`, () => abpError(500, 'ファイルの作成に失敗しました。')),
    );
    await openPointHistories();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Excelで出力' }));
    const dialog = await screen.findByRole('alertdialog', { name: '受講履歴ポイントダウンロード' });
    expect(within(dialog).getByText('ファイルの作成に失敗しました。')).toBeVisible();
  });
});

describe('points waiting for a payment', () => {
  it('shows an unpaid seminar attended with お支払い後に加算, outside the total, as the file does', async () => {
    // demo-venue attended today's paid seminar and pays later (当日払い).
    const staff = await signIn('demo-update');
    const code = dataOf(
      (
        await get<ParticipantDetail>(
          `${ORIGIN}/api/services/app/Event/GetDetailParticipant?id=5024`,
          await signIn('demo-venue'),
        )
      ).body,
    ).admissionCode;
    const checkedIn = await send(
      'POST',
      `${ORIGIN}/api/services/app/Event/CheckInParticipant`,
      staff,
      {
        code,
        eventId: 125,
        day: '2026-11-22',
        scannedAt: toJapanDateTime(demoNow()),
        payAtDoor: true,
      },
    );
    expect(checkedIn.status).toBe(200);

    await signInAs('demo-venue');
    const saved = captureDownloads();
    renderApp('/PointHistories');
    const row = await screen.findByRole(
      'row',
      { name: /下部消化管内視鏡介助/ },
      { timeout: 15000 },
    );
    expect(within(row).getByText('お支払い後に加算')).toBeVisible();
    const totals = screen.getByRole('region', { name: '取得ポイント（現在の更新期間）' });
    expect(within(totals).getByText(/合計 54ポイント/)).toBeVisible();

    const { workbook } = await exportedWorkbook(saved);
    expect(workbook.rows.slice(0, 10)).toEqual(tableAsExported());
    expect(workbook.rows[0]?.slice(4, 5)).toEqual(['5']);
    expect(workbook.rows[0]?.at(-1)).toBe('お支払い後に加算');
  });
});
