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

/** The お支払いへ of one unpaid item, once the to-do list has its answers. */
const payButton = (title: string) =>
  section('やること').findByRole('button', { name: `お支払いへ（${title}）` });
const BRANCH_FEE = '2026年度 支部会費（関東支部）';

/** The list item holding an unpaid item's button: its title, amount and due date. */
const paymentItem = (button: HTMLElement) => button.closest<HTMLElement>('li')!;

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
    expect(
      requests
        .get('GetListEventParticipant')!
        .map(Object.fromEntries)
        .find((query) => query.upcoming),
    ).toEqual({
      SkipCount: '0',
      MaxResultCount: '10',
      Sorting: 'startDate ASC',
      upcoming: 'true',
    });

    // The annual fee is paid through FY2026; the FY2026 branch fee is not, and it counts too
    // (listed with the participation fees: tests below).
    expect(await section('やること').findByText('未払いのお支払い')).toBeVisible();
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

  it('lists what is at stake first: the renewal, the refused extension, then every payment', async () => {
    // The days left are counted from the page's today.
    runClockFrom(TODAY);
    const user = userEvent.setup();
    await signInAs('demo-member');
    const requests = recordRequests();
    await openDashboard('内視鏡 花子');
    const todo = section('やること');
    expect(await todo.findByText('未払いのお支払い')).toBeVisible();

    // The renewal, in 資格更新確認's own words: the window closes in 8 days, 4 points short.
    const [renewal, result] = todo.getAllByRole('link');
    expect(renewal).toHaveAccessibleName(/^資格の更新/);
    expect(renewal).toHaveAttribute('href', '/member/MemberUpdates');
    expect(renewal).toHaveTextContent('更新申請の受付は2026/11/30までです（あと8日）。');
    expect(renewal).toHaveTextContent('学術集会のポイントがあと4ポイント必要です。');
    expect(renewal).toHaveTextContent(
      '期限までに申請がない場合、資格は2027/03/31をもって失効します。',
    );
    expect(todo.queryByText(/資格の有効期限は2027\/03\/31です（あと/)).toBeNull();
    // The unread refusal, with what it means for her now.
    expect(result).toHaveAccessibleName(/^更新延長申請の審査結果（却下）/);
    expect(result).toHaveAttribute('href', '/member/applications/extension');
    expect(result).toHaveTextContent(
      '更新延長は認められませんでした。資格の有効期限は2027/03/31のままです。更新申請の受付は2026/11/30までです（あと8日）。',
    );

    // Every unpaid item: eight participation fees (five overdue) and the branch fee, due first;
    // three at once on the dashboard, the rest a click away, each with its due date and button.
    expect(todo.getByText('9件、合計 ￥38,000（うち5件は期限を過ぎています）')).toBeVisible();
    expect(todo.getAllByRole('button', { name: /^お支払いへ/ })).toHaveLength(3);
    await user.click(todo.getByRole('button', { name: '残り6件を表示する' }));
    const pays = todo.getAllByRole('button', { name: /^お支払いへ/ });
    expect(pays.map((button) => paymentItem(button).textContent)).toEqual([
      '第1回 内視鏡洗浄・消毒実践セミナー（東京会場） 参加費￥5,000（期限 2026/11/06・期限切れ）お支払いへ',
      '大腸内視鏡介助 ハンズオンセミナー（さいたま会場） 参加費￥8,000（期限 2026/11/15・期限切れ）お支払いへ',
      '関東支部 第39回支部研修会 参加費￥2,000（期限 2026/11/16・期限切れ）お支払いへ',
      '第12回 内視鏡症例検討会（Web開催） 参加費￥1,000（期限 2026/11/17・期限切れ）お支払いへ',
      '小児内視鏡介助セミナー（Web開催） 参加費￥3,000（期限 2026/11/19・期限切れ）お支払いへ',
      '内視鏡看護セミナー（Web開催） 参加費￥3,000（期限 2026/11/22）お支払いへ',
      '内視鏡機器管理・リプロセッシング研修会（東京会場） 参加費￥6,000（期限 2026/11/24）お支払いへ',
      'ERCP・胆膵内視鏡介助セミナー（大阪会場） 参加費￥8,000（期限 2026/11/28）お支払いへ',
      `${BRANCH_FEE}￥2,000（期限 2026/12/31）お支払いへ`,
    ]);
    const cases = await payButton('第12回 内視鏡症例検討会（Web開催） 参加費');
    expect(
      requests
        .get('GetListEventParticipant')!
        .map(Object.fromEntries)
        .find((query) => query.unpaid),
    ).toEqual({
      unpaid: 'true',
      SkipCount: '0',
      MaxResultCount: '1000',
      Sorting: 'paymentDueDate ASC',
    });
    expect(requests.get('GetMemberUpdatePersonal')?.map(Object.fromEntries)).toEqual([{}]);

    // お支払いへ hands that participation's request to the payment page.
    await user.click(cases);
    expect(await screen.findByRole('heading', { level: 1, name: 'お支払い' })).toBeVisible();
    const participant = demoStore.participants.find((item) => item.id === 5007)!;
    const request = demoStore.paymentRequests.find(
      (item) => item.status === 'unpaid' && item.targetIds.includes(participant.id),
    )!;
    expect(session.paymentRequestId()).toBe(String(request.id));
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

    // Both fees are on one request: one お支払いへ names each, with their total.
    const unpaid = await payButton('2026年度 入会金・2026年度 年会費');
    expect(paymentItem(unpaid)).toHaveTextContent('￥13,000');
    expect(
      requests.get('GetListMembershipFeeManagementNotPayment')?.map(Object.fromEntries),
    ).toEqual([UNPAID_QUERY]);
    // Renewal and events need the admission fee paid: not asked for.
    expect(section('やること').queryByRole('link', { name: /資格の更新/ })).toBeNull();
    expect(requests.has('GetMemberUpdatePersonal')).toBe(false);

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

  it('shows the server’s message when the member status cannot be fetched; the rest stands', async () => {
    server.use(
      http.get(`*${pathOf('GetDetailMemberSetLastPayment')}`, () =>
        abpError(500, '会員情報の取得に失敗しました'),
      ),
    );
    await signInAs('demo-member');
    await openDashboard('内視鏡 花子');
    expect(await screen.findByText('会員情報の取得に失敗しました')).toBeVisible();
    expect(await screen.findByText('全11件中 1〜10件')).toBeVisible();
    // やること stands: the status is only the admission-fee notice's.
    const todo = section('やること');
    expect(await todo.findByText('未払いのお支払い')).toBeVisible();
    expect(todo.getByRole('link', { name: /資格の更新/ })).toBeVisible();
    expect(todo.queryByText('手続きの状況を取得できませんでした。')).toBeNull();
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
    expect(todo.getByRole('link', { name: /資格の更新/ })).toBeVisible();
    expect(todo.queryByRole('button', { name: `お支払いへ（${BRANCH_FEE}）` })).toBeNull();
    // The participation fees answered: they are still listed.
    expect(todo.getByText('未払いのお支払い')).toBeVisible();
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
          'GetMemberUpdatePersonal',
          'GetListNotice',
        ].filter((call) => !requests.has(call)),
      ).toEqual([]),
    );
    // やること does not wait for it either.
    expect(await section('やること').findByText('未払いのお支払い')).toBeVisible();
    release();
  });

  it('shares the unpaid list with the fee page: one cached answer for both', async () => {
    const user = userEvent.setup();
    await signInAs('demo-temp');
    await openDashboard('仮会員 太郎');
    const fees = paymentItem(await payButton('2026年度 入会金・2026年度 年会費'));
    await user.click(within(fees).getByRole('link', { name: '2026年度 入会金・2026年度 年会費' }));
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
