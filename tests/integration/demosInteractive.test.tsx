import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInAs } from '../renderApp';

/** What the template demos do, in memory only (SPEC §1, §5, §9). */
beforeEach(() => signInAs('demo-member'));

/** Opens a demo page; the first one of a run waits for the admin shell to load. */
async function openDemo(path: string): Promise<void> {
  renderApp(path);
  await screen.findByText(/テンプレートのデモ画面です/, {}, { timeout: 15_000 });
}

/** FullCalendar's toolbar, loaded lazily (queries inside its big grid are slow in jsdom). */
const calendarToolbar = async (): Promise<HTMLElement> => {
  await waitFor(() => expect(document.querySelector('.fc-header-toolbar')).not.toBeNull(), {
    timeout: 15_000,
  });
  return document.querySelector('.fc-header-toolbar') as HTMLElement;
};

/**
 * The open dialog and the select's options, found without role queries over the whole page:
 * FullCalendar's grid makes those slow in jsdom.
 */
async function openDialog(name: string): Promise<HTMLElement> {
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"]');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  expect(dialog).toHaveAccessibleName(name);
  return dialog;
}
const dialogClosed = () =>
  waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
async function chooseOption(name: string): Promise<void> {
  const listbox = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="listbox"]');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  await userEvent.click(within(listbox).getByRole('option', { name }));
}

// By selector: while the dialog is open the page behind it is hidden from role queries.
const eventList = () => document.querySelector<HTMLElement>('ul[aria-label="予定一覧"]')!;
const eventTitles = () =>
  [...eventList().querySelectorAll('li .MuiListItemText-primary')].map((item) => item.textContent);

describe('calendar demo', { timeout: 40_000 }, () => {
  it('shows sample events in month, week and day views', async () => {
    const user = userEvent.setup();
    await openDemo('/calendar');
    expect(eventTitles()).toHaveLength(8);
    expect(eventTitles()).toContain('定例理事会');
    const toolbar = await calendarToolbar();
    // Today is the portal's (the member API's, on its pinned calendar), whatever the device's
    // zone and date.
    expect(document.querySelector('.fc-daygrid-day.fc-day-today')).toHaveAttribute(
      'data-date',
      process.env.DEMO_TODAY,
    );
    for (const [view, className] of [
      ['週', 'fc-timeGridWeek-view'],
      ['日', 'fc-timeGridDay-view'],
      ['月', 'fc-dayGridMonth-view'],
    ] as const) {
      const button = within(toolbar).getByRole('button', { name: view });
      await user.click(button);
      await waitFor(() => expect(document.querySelector(`.${className}`)).not.toBeNull());
      expect(button).toHaveAttribute('aria-pressed', 'true');
    }
  });

  it('adds an event only with a title, in a modal that animates in 500 ms', async () => {
    const user = userEvent.setup();
    await openDemo('/calendar');
    await user.click(screen.getByRole('button', { name: '予定を追加' }));
    const dialog = await openDialog('予定の追加');
    expect(dialog.parentElement?.style.transition).toContain('opacity 500ms');

    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    const title = within(dialog).getByRole('textbox', { name: 'タイトル' });
    expect(title).toHaveAccessibleDescription('タイトルを入力してください');
    expect(eventTitles()).toHaveLength(8);

    await user.type(title, '支部研修会');
    expect(title).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('combobox', { name: '色' }));
    await chooseOption('紫');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await dialogClosed();
    expect(eventTitles()).toHaveLength(9);
    expect(within(eventList()).getByText('支部研修会')).toBeVisible();
    expect(await screen.findByText('予定を追加しました')).toBeVisible();
  });

  it('edits and deletes an event', async () => {
    const user = userEvent.setup();
    await openDemo('/calendar');
    await user.click(within(eventList()).getByRole('button', { name: '定例理事会を編集' }));
    const dialog = await openDialog('予定の編集');
    const title = within(dialog).getByRole('textbox', { name: 'タイトル' });
    expect(title).toHaveValue('定例理事会');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(title).toHaveAccessibleDescription('タイトルを入力してください');
    await user.type(title, '臨時理事会');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await dialogClosed();
    expect(eventTitles()).toContain('臨時理事会');
    expect(eventTitles()).not.toContain('定例理事会');

    await user.click(within(eventList()).getByRole('button', { name: '臨時理事会を編集' }));
    await user.click(within(await openDialog('予定の編集')).getByRole('button', { name: '削除' }));
    await dialogClosed();
    expect(eventTitles()).not.toContain('臨時理事会');
    expect(eventTitles()).toHaveLength(7);
  });
});

describe('notifications demo', () => {
  it('shows the six types at top right', async () => {
    const user = userEvent.setup();
    await openDemo('/components/notifications');
    const labels = ['標準', '情報', 'プライマリ', '危険', '警告', '成功'];
    for (const label of labels)
      await user.click(await screen.findByRole('button', { name: label }));
    const topRight = document.querySelector('[data-placement="top-right"]') as HTMLElement;
    const toasts = [...topRight.querySelectorAll('[data-type]')];
    expect(toasts.map((toast) => toast.getAttribute('data-type'))).toEqual([
      'default',
      'info',
      'primary',
      'danger',
      'warning',
      'success',
    ]);
    expect(screen.getByText('通知は5秒後に自動で閉じます')).toBeVisible();
  });

  it('can show them at bottom right instead', async () => {
    const user = userEvent.setup();
    await openDemo('/components/notifications');
    await user.click(await screen.findByRole('radio', { name: '右下' }));
    await user.click(screen.getByRole('button', { name: '成功' }));
    const bottomRight = document.querySelector('[data-placement="bottom-right"]') as HTMLElement;
    expect(within(bottomRight).getByText('成功の通知です')).toBeVisible();
  });
});

describe('forms demos', () => {
  it('shows the first message under each input, keeping what was typed', async () => {
    const user = userEvent.setup();
    await openDemo('/forms/validation');
    const email = await screen.findByRole('textbox', { name: 'メールアドレス' });
    await user.type(email, 'hanako@');
    await user.click(screen.getByRole('button', { name: '確認する' }));
    expect(screen.getByRole('textbox', { name: '氏名' })).toHaveAccessibleDescription(
      '氏名を入力してください',
    );
    // Only the first failing rule speaks: not "required" for a filled-in address.
    expect(email).toHaveAccessibleDescription('メールアドレスの形式が正しくありません');
    expect(email).toHaveValue('hanako@');
    expect(
      screen.getByRole('checkbox', { name: '会員規約に同意する *' }),
    ).toHaveAccessibleDescription('規約への同意が必要です');
    expect(screen.getByRole('textbox', { name: '氏名' })).toHaveFocus();

    await user.type(email, 'example.jp');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('gives MUI’s own controls Japanese names', async () => {
    const user = userEvent.setup();
    await openDemo('/forms/extended');
    const topics = await screen.findByRole('combobox', { name: '関心のある分野' });
    const autocomplete = within(topics.closest<HTMLElement>('.MuiAutocomplete-root')!);
    expect(autocomplete.getByRole('button', { name: '開く' })).toBeVisible();
    await user.type(topics, 'zzz');
    expect(await screen.findByText('該当する分野がありません')).toBeVisible();
    expect(autocomplete.getByRole('button', { name: 'クリア' })).toBeInTheDocument();
    await user.click(autocomplete.getByRole('button', { name: '閉じる' }));
    expect(autocomplete.getByRole('button', { name: '開く' })).toBeVisible();
  });

  it('keeps the wizard values across steps and checks each step', async () => {
    const user = userEvent.setup();
    await openDemo('/forms/wizard');
    await user.click(await screen.findByRole('button', { name: '次へ' }));
    expect(screen.getByRole('textbox', { name: '氏名' })).toHaveAccessibleDescription(
      '氏名を入力してください',
    );
    await user.type(screen.getByRole('textbox', { name: '氏名' }), '内視鏡 花子');
    await user.type(screen.getByRole('textbox', { name: 'フリガナ' }), 'ナイシキョウ ハナコ');
    await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'hanako@example.jp');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await user.type(await screen.findByRole('textbox', { name: '勤務先' }), '中央病院');
    await user.click(screen.getByRole('button', { name: '戻る' }));
    expect(screen.getByRole('textbox', { name: '氏名' })).toHaveValue('内視鏡 花子');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(screen.getByRole('textbox', { name: '勤務先' })).toHaveValue('中央病院');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(screen.getByRole('textbox', { name: '経験年数' })).toHaveAccessibleDescription(
      '経験年数を入力してください',
    );
    await user.click(screen.getByRole('combobox', { name: '職種' }));
    await user.click(await screen.findByRole('option', { name: '看護師' }));
    await user.type(screen.getByRole('textbox', { name: '経験年数' }), '12');
    await user.click(screen.getByRole('button', { name: '次へ' }));
    const summary = await screen.findByRole('table', { name: '入力内容の確認' });
    expect(within(summary).getByText('内視鏡 花子')).toBeVisible();
    expect(within(summary).getByText('看護師')).toBeVisible();
    expect(within(summary).getByText('12年')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '申し込む' }));
    expect(await screen.findByText(/申込内容を受け付けました/)).toBeVisible();
  });
});

describe('tables, map and progress demos', () => {
  it('pages through the sample table ten rows at a time', async () => {
    const user = userEvent.setup();
    await openDemo('/tables/paginated');
    expect(await screen.findByText('全57件中 1〜10件')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '最後のページ' }));
    expect(await screen.findByText('全57件中 51〜57件')).toBeVisible();
    const table = screen.getByRole('table', { name: 'ページ送りのあるテーブル' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  it('sorts, selects and removes rows of the extended table in memory', async () => {
    const user = userEvent.setup();
    await openDemo('/tables/extended');
    const table = await screen.findByRole('table', { name: '会員一覧（見本）' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    await user.click(within(table).getByRole('button', { name: 'ポイント' }));
    const points = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(row.children[5]?.textContent));
    expect(points()).toEqual(points().toSorted((a, b) => a - b));
    await user.click(within(table).getByRole('checkbox', { name: 'すべて選択' }));
    expect(screen.getByText('12件を選択中')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '選択した会員を削除' }));
    expect(within(table).getByText('該当する会員はいません')).toBeVisible();
  });

  it('draws 47 named prefectures, chosen by keyboard too', async () => {
    const user = userEvent.setup();
    await openDemo('/maps');
    const map = await screen.findByRole('group', { name: '日本地図（都道府県別の会員数）' });
    const prefectures = within(map).getAllByRole('button');
    expect(prefectures).toHaveLength(47);
    expect(new Set(prefectures.map((path) => path.getAttribute('data-prefecture'))).size).toBe(47);
    const hokkaido = within(map).getByRole('button', { name: /^北海道（会員/ });
    expect(hokkaido).toHaveAttribute('tabindex', '0');
    expect(hokkaido.querySelector('title')).toHaveTextContent('北海道');
    hokkaido.focus();
    await user.keyboard('{Enter}');
    expect(hokkaido).toHaveAttribute('aria-pressed', 'true');
    const selected = screen.getByRole('table', { name: '選択中の都道府県' });
    expect(
      within(selected)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['北海道', '北海道', '470人', '8位 / 47']);
  });

  it('keeps progress bars within 0–100 %', async () => {
    const user = userEvent.setup();
    await openDemo('/widgets');
    const input = await screen.findByRole('spinbutton', { name: '進捗（%）' });
    const bar = screen.getByRole('progressbar', { name: '入力した進捗' });
    await user.clear(input);
    await user.type(input, '150');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    await user.clear(input);
    await user.type(input, '-20');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar', { name: '研修会の定員充足率' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
