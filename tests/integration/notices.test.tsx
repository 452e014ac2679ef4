import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { abpError } from '../../demo-api/abp';
import { notices } from '../../demo-api/seed/notices';
import { captureDownloads, magicOf } from '../downloads';
import { server } from '../msw';
import { recordCalls } from '../requests';
import { currentUrl, renderApp, signInAs } from '../renderApp';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'ページ送り' }))
    .getAllByRole('button')
    .filter((button) => /^\d+ページ$/.test(button.getAttribute('aria-label') ?? ''));

/** The SkipCount of each list request, in the order sent. */
const skips = (requests: URLSearchParams[]) => requests.map((request) => request.get('SkipCount'));

describe('notices (generated from resources/notices.ts)', () => {
  beforeEach(() => signInAs('demo-member'));

  it('lists 10 notices, newest first, with at most five page numbers', async () => {
    const requests = recordCalls('GetListNotice');
    renderApp('/notices');
    expect(await screen.findByRole('heading', { name: 'お知らせ一覧', level: 1 })).toBeVisible();
    await screen.findByText('全67件中 1〜10件');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('2026/11/21')).toBeVisible();
    expect(pageButtons().map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: '1ページ' })).toHaveAttribute('aria-current', 'page');
    const first = requests[0]!;
    expect(first.get('SkipCount')).toBe('0');
    expect(first.get('MaxResultCount')).toBe('10');
    expect(first.get('Sorting')).toBe('publishedAt DESC');
  });

  it('asks the server for the page clicked, keeping five numbers around it', async () => {
    const requests = recordCalls('GetListNotice');
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    await user.click(screen.getByRole('button', { name: '5ページ' }));
    await screen.findByText('全67件中 41〜50件');
    // The range label follows the page at once; the rows follow the server's answer.
    await waitFor(() => expect(skips(requests)).toContain('40'));
    expect(pageButtons().map((button) => button.textContent)).toEqual(['3', '4', '5', '6', '7']);
  });

  it('goes back to page 1 when the page size changes', async () => {
    const requests = recordCalls('GetListNotice');
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    await user.click(screen.getByRole('button', { name: '3ページ' }));
    await screen.findByText('全67件中 21〜30件');
    await user.selectOptions(screen.getByRole('combobox', { name: '表示件数' }), '20件');
    await screen.findByText('全67件中 1〜20件');
    // Page 1 of 20 rows is asked for (and page 2 after it, ahead of the member).
    await waitFor(() =>
      expect(
        requests.filter((request) => request.get('MaxResultCount') === '20')[0]?.get('SkipCount'),
      ).toBe('0'),
    );
  });

  it('fetches the next page ahead, so 次のページ shows it without asking again', async () => {
    const requests = recordCalls('GetListNotice');
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    // Page 2, asked for as page 1 does: same order, same size.
    await waitFor(() => expect(skips(requests)).toEqual(['0', '10']));
    expect(requests[1]!.get('Sorting')).toBe('publishedAt DESC');
    expect(requests[1]!.get('MaxResultCount')).toBe('10');
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await screen.findByText('全67件中 11〜20件');
    const newest = notices.toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    expect(within(screen.getAllByRole('row')[1]!).getByText(newest[10]!.title)).toBeVisible();
    // Shown from the page fetched ahead: the next request is page 3, never page 2 again.
    await waitFor(() => expect(skips(requests)).toEqual(['0', '10', '20']));
  });

  it('fetches nothing ahead on the last page', async () => {
    const requests = recordCalls('GetListNotice');
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    await user.click(screen.getByRole('button', { name: '3ページ' }));
    await user.click(await screen.findByRole('button', { name: '5ページ' }));
    await user.click(await screen.findByRole('button', { name: '7ページ' }));
    await screen.findByText('全67件中 61〜67件');
    await waitFor(() => expect(skips(requests)).toContain('60'));
    // Long enough for a request ahead to have started, had one been made.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(skips(requests)).not.toContain('70');
  });

  it('remembers the page when the member leaves and comes back', async () => {
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    await user.click(screen.getByRole('button', { name: '3ページ' }));
    await screen.findByText('全67件中 21〜30件');
    await user.click(screen.getByRole('menuitem', { name: /会費支払明細/ }));
    await waitFor(() => expect(currentUrl()).toBe('/MembershipFeeDetail'));
    await user.click(screen.getByRole('menuitem', { name: /お知らせ一覧/ }));
    expect(await screen.findByText('全67件中 21〜30件')).toBeVisible();
  });

  it('sorts by a column heading named after what a click does, from page 1', async () => {
    const requests = recordCalls('GetListNotice');
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    await user.click(screen.getByRole('button', { name: '2ページ' }));
    await screen.findByText('全67件中 11〜20件');
    const heading = screen.getByRole('columnheader', { name: /掲載日/ });
    expect(heading).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'タイトル' })).not.toHaveAttribute('aria-sort');
    await user.click(within(heading).getByRole('button', { name: '掲載日を昇順で並び替える' }));
    await screen.findByText('全67件中 1〜10件');
    const ascending = () =>
      requests.filter((request) => request.get('Sorting') === 'publishedAt ASC');
    await waitFor(() => expect(ascending()[0]?.get('SkipCount')).toBe('0'));
    expect(heading).toHaveAttribute('aria-sort', 'ascending');
    expect(within(heading).getByRole('button')).toHaveAccessibleName('掲載日を降順で並び替える');
    const dates = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
    // Page 2's newest-first rows stay on screen until the ascending page arrives.
    await waitFor(() => expect(dates()).toEqual(dates().toSorted()));
    expect(dates()[0]! < '2026/11/21').toBe(true);
  });

  it('opens a notice from anywhere on its row', async () => {
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    const entries = window.history.length;
    await user.click(within(screen.getAllByRole('row')[1]!).getByText('2026/11/21'));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/notices\/\d+$/));
    expect(window.history.length).toBe(entries + 1);
    expect(await screen.findByRole('heading', { name: 'お知らせ詳細', level: 1 })).toBeVisible();
  });

  it('filters by keyword on the server', async () => {
    const requests = recordCalls('GetListNotice');
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    const before = requests.length;
    await user.type(screen.getByRole('textbox', { name: 'キーワード' }), 'HTML');
    await screen.findByText('全1件中 1〜1件');
    // One request for the word, once the member pauses, not one per letter.
    expect(requests.slice(before).map((request) => request.get('keyword'))).toEqual(['HTML']);
    expect(screen.getByRole('link', { name: 'HTML表示確認用のお知らせ' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'キーワードを空にする' }));
    await screen.findByText('全67件中 1〜10件');
    expect(requests.at(-1)?.has('keyword')).toBe(false);
    const box = screen.getByRole('textbox', { name: 'キーワード' });
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('keeps a sort chosen while a typed keyword waits to be sent', async () => {
    const requests = recordCalls('GetListNotice');
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    await user.type(screen.getByRole('textbox', { name: 'キーワード' }), 'HTML');
    await user.click(screen.getByRole('button', { name: '掲載日を昇順で並び替える' }));
    await screen.findByText('全1件中 1〜1件');
    await waitFor(() => expect(requests.at(-1)?.get('keyword')).toBe('HTML'));
    expect(requests.at(-1)?.get('Sorting')).toBe('publishedAt ASC');
    expect(screen.getByRole('columnheader', { name: /掲載日/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('opens a notice at /notices/:id with its body sanitized', async () => {
    const user = userEvent.setup();
    renderApp('/notices');
    await screen.findByText('全67件中 1〜10件');
    await user.type(screen.getByRole('textbox', { name: 'キーワード' }), 'HTML');
    // The filtered rows, not page 1's (the notice is on both): the list has applied the keyword.
    await waitFor(() => expect(screen.queryByText('全67件中 1〜10件')).toBeNull());
    const entries = window.history.length;
    await user.click(await screen.findByRole('link', { name: 'HTML表示確認用のお知らせ' }));
    await waitFor(() => expect(currentUrl()).toBe('/notices/900'));
    expect(window.history.length).toBe(entries + 1);
    expect(await screen.findByRole('heading', { name: 'お知らせ詳細', level: 1 })).toBeVisible();
    const body = await screen.findByText(/本文のHTML表示を確認するためのもの/);
    const html = body.closest('.html-content')!;
    expect(html.querySelector('script')).toBeNull();
    expect(html.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: 'ホーム' })).toHaveAttribute(
      'href',
      '/member/dashboard',
    );
    expect(within(breadcrumb).getByRole('link', { name: 'お知らせ一覧' })).toBeVisible();
  });
});

describe('notice attachments (/api/File/GetFileById)', () => {
  const feeNotice = notices.find((notice) => notice.title === '2026年度 年会費納入のお願い')!;

  beforeEach(() => signInAs('demo-member'));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says なし under 添付ファイル for a notice without attachments', async () => {
    const bare = notices.find((notice) => notice.attachments.length === 0)!;
    renderApp(`/notices/${bare.id}`);
    expect(await screen.findByText(bare.title)).toBeVisible();
    const label = screen.getByText('添付ファイル');
    expect(label.closest('.ra-field')).toHaveTextContent(/^添付ファイルなし$/);
  });

  it('saves an attached file under the name the server gives', async () => {
    const saved = captureDownloads();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/File/'))
        asked.push(request.url.replace(/^https?:\/\/[^/]+/, ''));
    });
    const user = userEvent.setup();
    renderApp(`/notices/${feeNotice.id}`);
    await user.click(await screen.findByRole('button', { name: '2026年度 会費納入のご案内.pdf' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('2026年度 会費納入のご案内.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(await magicOf(saved[0]!)).toBe('%PDF-');
    expect(asked).toEqual([`/api/File/GetFileById?id=${feeNotice.attachments[0]!.id}`]);
  });

  it('explains a failed download in a dialog titled with the file name plus ダウンロード', async () => {
    server.use(
      http.get('*/api/File/GetFileById', () =>
        abpError(500, 'ファイルの取得に失敗しました', {
          details: 'ファイルが削除された可能性があります。',
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/notices/${feeNotice.id}`);
    await user.click(await screen.findByRole('button', { name: '2026年度 会費納入のご案内.pdf' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '2026年度 会費納入のご案内.pdfダウンロード',
    });
    expect(dialog).toHaveTextContent('ファイルの取得に失敗しました');
    expect(dialog).toHaveTextContent('ファイルが削除された可能性があります。');
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
