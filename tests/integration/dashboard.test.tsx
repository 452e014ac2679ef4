import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abpError } from '../../demo-api/abp';
import { demoStore } from '../../demo-api/store';
import { pathOf } from '../../src/api/contract';
import { queryClient } from '../../src/providers/queryClient';
import { session } from '../../src/providers/session';
import { http } from 'msw';
import { runClockFrom } from '../demoCalendar';
import { server } from '../msw';
import { recordRequests } from '../requests';
import { currentUrl, renderApp, signInAs } from '../renderApp';

// The seed is a fixed 2026–2027 programme: pin "today" so upcoming events stay upcoming.
const TODAY = new Date('2026-11-22T10:00:00+09:00');

/** Opens the dashboard and waits for the admin shell to show the greeting, drawn first. */
async function openDashboard(name: string) {
  renderApp('/dashboard');
  expect(await screen.findByText(`ようこそ、${name}さん`, {}, { timeout: 10000 })).toBeVisible();
}

const section = (name: string) => {
  const heading = screen.getByRole('heading', { name, level: 2 });
  return within(heading.closest<HTMLElement>('.MuiCard-root')!);
};

/** The unpaid-fee shortcut, once the to-do list has its answers. */
const unpaidFeeTodo = () => section('やること').findByRole('link', { name: /会費の未払い/ });

/** The fee page's own parameters: asking the same lets both pages share one cached answer. */
const UNPAID_QUERY = { allItems: 'true' };

describe('dashboard', () => {
  // Set once: a clock going back at each test would keep the last test's answers fresh.
  beforeAll(() => {
    runClockFrom(TODAY);
  });
  afterAll(() => vi.useRealTimers());
  afterEach(() => {
    // Sign out while the app is still mounted, as a member leaving does: its caches forget them.
    act(() => session.clear());
  });

  it('shows a member their upcoming events, soonest first, ten a page, and what to do', async () => {
    await signInAs('demo-member');
    const requests = recordRequests();
    await openDashboard('内視鏡 花子');

    expect(await screen.findByText('全11件中 1〜10件')).toBeVisible();
    const events = section('参加予定の学会・セミナー');
    const rows = events.getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['開催日', '学会・セミナー名', '会場', '参加区分', '状態']);
    expect(rows.slice(1)).toHaveLength(10);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026/11/29',
      '関東支部 第38回支部研修会',
      '東京・御茶ノ水ソラシティ カンファレンスセンター',
      '一般参加',
      '参加確定',
    ]);
    // Past events (第93回, 11/13–14) and the cancelled 仙台 seminar are not upcoming.
    expect(events.queryByText(/第93回/)).toBeNull();
    expect(events.queryByText('ブラッシュアップセミナー（仙台会場）')).toBeNull();
    expect(Object.fromEntries(requests.get('GetListEventParticipant')![0]!)).toEqual({
      SkipCount: '0',
      MaxResultCount: '10',
      Sorting: 'startDate ASC',
      upcoming: 'true',
    });

    const todo = section('やること');
    const renewal = await todo.findByRole('link', { name: /資格の更新期限/ });
    expect(renewal).toHaveAttribute('href', '/member/MemberUpdates');
    expect(renewal).toHaveTextContent('資格の有効期限は2027/03/31です（あと129日）');
    // The annual fee is paid through FY2026; the FY2026 branch fee is not, and it counts too.
    const unpaid = await unpaidFeeTodo();
    expect(unpaid).toHaveAttribute('href', '/member/MembershipFeeDetail');
    expect(unpaid).toHaveTextContent('未払いの会費が1件あります（￥2,000）');
    expect(unpaid).toHaveTextContent('2026年度 支部会費（関東支部）');
    expect(screen.queryByRole('region', { name: '入会金のお支払いのお願い' })).toBeNull();
    // Her password has months left: nothing to say about it on the dashboard.
    expect(screen.queryByRole('link', { name: 'パスワードを変更する' })).toBeNull();
    expect(screen.queryByText(/パスワードの有効期限/)).toBeNull();

    // One request each: the last-payment detail carries the member's fields.
    expect(requests.get('GetDetailMemberSetLastPayment')?.map(Object.fromEntries)).toEqual([{}]);
    expect(requests.has('GetDetailMember')).toBe(false);
    expect(
      requests.get('GetListMembershipFeeManagementNotPayment')?.map(Object.fromEntries),
    ).toEqual([UNPAID_QUERY]);
    expect(requests.get('CheckPasswordValidPeriod')?.map(Object.fromEntries)).toEqual([{}]);
    // The notices are an answer of their own, which may come after the ones awaited above.
    await waitFor(() => expect(section('最新のお知らせ').getAllByRole('listitem')).toHaveLength(5));
  });

  it('pages the events on the server and remembers the page after leaving', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const requests = recordRequests();
    await openDashboard('内視鏡 花子');
    await screen.findByText('全11件中 1〜10件');

    await user.click(screen.getByRole('button', { name: '2ページ' }));
    expect(await screen.findByText('全11件中 11〜11件')).toBeVisible();
    // The range label follows the page at once; the request for the page comes after it.
    await waitFor(() =>
      expect(requests.get('GetListEventParticipant')!.at(-1)!.get('SkipCount')).toBe('10'),
    );
    const events = section('参加予定の学会・セミナー');
    await waitFor(() => expect(events.getAllByRole('row').slice(1)).toHaveLength(1));
    expect(events.getAllByRole('row')[1]).toHaveTextContent(
      'ERCP・胆膵内視鏡介助セミナー（大阪会場）',
    );

    await user.click(screen.getByRole('menuitem', { name: /お知らせ一覧/ }));
    await waitFor(() => expect(currentUrl()).toBe('/Notices'));
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'ホーム' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(await screen.findByText('全11件中 11〜11件')).toBeVisible();
  });

  it('asks a provisional member for the admission fee and the annual fee', async () => {
    await signInAs('demo-temp');
    const requests = recordRequests();
    await openDashboard('仮会員 太郎');

    const notice = await screen.findByRole('region', { name: '入会金のお支払いのお願い' });
    expect(
      within(notice).getByRole('heading', { name: '入会金のお支払いのお願い', level: 2 }),
    ).toBeVisible();
    expect(within(notice).getByRole('link', { name: '入会金を支払う' })).toHaveAttribute(
      'href',
      '/member/MembershipFeeDetail',
    );

    // Both fees are on one request; the shortcut names each and their total.
    const unpaid = await unpaidFeeTodo();
    expect(unpaid).toHaveAttribute('href', '/member/MembershipFeeDetail');
    expect(unpaid).toHaveTextContent('未払いの会費が2件あります（合計 ￥13,000）');
    expect(unpaid).toHaveTextContent('2026年度 入会金、2026年度 年会費');
    expect(
      requests.get('GetListMembershipFeeManagementNotPayment')?.map(Object.fromEntries),
    ).toEqual([UNPAID_QUERY]);
    expect(section('やること').queryByRole('link', { name: /資格の更新期限/ })).toBeNull();

    expect(
      section('参加予定の学会・セミナー').getByText(
        '入会金のお支払いが確認できると、学会・セミナーにお申し込みいただけます。',
      ),
    ).toBeVisible();
    expect(requests.has('GetListEventParticipant')).toBe(false);
  });

  it('is calm when nothing needs doing and no event is ahead', async () => {
    // demo-password: no fee asked for, qualification until 2028, no entries (staff, who have
    // none either, get a dashboard of their own: tests/integration/staffDashboard.test.tsx).
    await signInAs('demo-password');
    await openDashboard('高橋 健一');
    expect(await screen.findByText('対応が必要な手続きはありません。')).toBeVisible();
    expect(await screen.findByText('参加予定の学会・セミナーはありません。')).toBeVisible();
    expect(screen.queryByRole('region', { name: '入会金のお支払いのお願い' })).toBeNull();
  });

  it('says so when the member status cannot be fetched, and still lists the events', async () => {
    server.use(
      http.get(`*${pathOf('GetDetailMemberSetLastPayment')}`, () =>
        abpError(500, '会員情報の取得に失敗しました'),
      ),
    );
    await signInAs('demo-member');
    await openDashboard('内視鏡 花子');
    expect(await screen.findByText('手続きの状況を取得できませんでした。')).toBeVisible();
    expect(await screen.findByText('会員情報の取得に失敗しました')).toBeVisible();
    expect(await screen.findByText('全11件中 1〜10件')).toBeVisible();
    // The unpaid list answered: its shortcut stays; the qualification one needed the status.
    expect(await unpaidFeeTodo()).toHaveTextContent('未払いの会費が1件あります');
    expect(section('やること').queryByRole('link', { name: /資格の更新期限/ })).toBeNull();
  });

  it('says so when the unpaid fees cannot be fetched, and still offers the renewal', async () => {
    server.use(
      http.get(`*${pathOf('GetListMembershipFeeManagementNotPayment')}`, () =>
        abpError(500, '会費情報の取得に失敗しました'),
      ),
    );
    await signInAs('demo-member');
    await openDashboard('内視鏡 花子');
    expect(await screen.findByText('手続きの状況を取得できませんでした。')).toBeVisible();
    expect(await screen.findByText('会費情報の取得に失敗しました')).toBeVisible();
    const todo = section('やること');
    expect(todo.getByRole('link', { name: /資格の更新期限/ })).toBeVisible();
    expect(todo.queryByRole('link', { name: /会費の未払い/ })).toBeNull();
    expect(todo.queryByText('対応が必要な手続きはありません。')).toBeNull();
  });

  it('starts every request at once: none waits for the member status', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // Answering nothing hands the request on to the demo API once released.
      http.get(`*${pathOf('GetDetailMemberSetLastPayment')}`, () => held),
    );
    await signInAs('demo-member');
    const requests = recordRequests();
    await openDashboard('内視鏡 花子');
    await waitFor(() =>
      expect(
        [
          'GetDetailMemberSetLastPayment',
          'GetListMembershipFeeManagementNotPayment',
          'CheckPasswordValidPeriod',
          'GetListEventParticipant',
          'GetListNotice',
        ].filter((call) => !requests.has(call)),
      ).toEqual([]),
    );
    expect(
      section('やること').getByRole('progressbar', { name: '手続きの状況を読み込み中' }),
    ).toBeVisible();
    release();
    expect(await unpaidFeeTodo()).toBeVisible();
  });

  it('shares the unpaid list with the fee page: one cached answer for both', async () => {
    const user = userEvent.setup();
    await signInAs('demo-temp');
    await openDashboard('仮会員 太郎');
    await user.click(await unpaidFeeTodo());
    expect(await screen.findByRole('heading', { name: '会費支払明細', level: 1 })).toBeVisible();
    // Shown from the dashboard's answer at once, refreshed behind it under the same key.
    expect(await screen.findByRole('table', { name: '未払いの会費' })).toBeVisible();
    const cached = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['GetListMembershipFeeManagementNotPayment'] });
    expect(cached.map((query) => query.queryKey)).toEqual([
      ['GetListMembershipFeeManagementNotPayment', { allItems: true }],
    ]);
  });

  it('warns demo-password at the top, whose password runs out within the notice period', async () => {
    // The seed dates the change 172 days before the real clock; date it from the pinned day.
    const credential = demoStore.passwordCredentials.find((item) => item.login === 'demo-password');
    credential!.changedAt = new Date(TODAY.getTime() - 172 * 86_400_000).toISOString();
    await signInAs('demo-password');
    const requests = recordRequests();
    await openDashboard('高橋 健一');

    const text = await screen.findByText(
      'パスワードの有効期限は2026/11/30までです（あと8日）。お早めに変更してください。',
    );
    const notice = text.closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('the password notice is not a status region');
    expect(within(notice).getByRole('link', { name: 'パスワードを変更する' })).toHaveAttribute(
      'href',
      '/member/ResettingPassword',
    );
    // Above the greeting, the first thing on the page.
    const greeting = screen.getByText('ようこそ、高橋 健一さん');
    expect(
      notice.compareDocumentPosition(greeting) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(requests.get('CheckPasswordValidPeriod')?.map(Object.fromEntries)).toEqual([{}]);
    // The notice stands beside the rest of the page, which it does not hold up.
    expect(await screen.findByText('対応が必要な手続きはありません。')).toBeVisible();
    // The notices are an answer of their own, which may come after the ones awaited above.
    await waitFor(() => expect(section('最新のお知らせ').getAllByRole('listitem')).toHaveLength(5));
  });
});
