import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import menu from '../../resources/menu';
import { trackActivity } from '../../src/providers/activity';
import { PageLoader } from '../../src/layout/PageLoader';
import { isTestOrigin } from '../../src/layout/TestBanner';
import { currentUrl, renderApp, signInAs } from '../renderApp';
import { recordSent } from '../requests';
import {
  BEYOND_SPEC_LABELS,
  SPEC_SIDEBAR,
  SPEC_SIDEBAR_AFTER_DIVIDER,
  specSidebarOf,
} from '../spec';

/** The member's sidebar links, the goods group open: every entry but the staff sections'. */
const MEMBER_LINKS = menu.flatMap((entry) =>
  entry === 'divider' || 'subheader' in entry ? [] : (entry.children ?? [entry]),
);
/** The links each routing test clicks through: a few, so no test nears its timeout as the menu grows. */
const LINKS_PER_TEST = 6;
const LINK_GROUPS = Array.from(
  { length: Math.ceil(MEMBER_LINKS.length / LINKS_PER_TEST) },
  (_, group) =>
    [
      group + 1,
      group * LINKS_PER_TEST,
      Math.min((group + 1) * LINKS_PER_TEST, MEMBER_LINKS.length),
    ] as const,
);

describe('signed-in layout (SPEC §2)', () => {
  beforeEach(() => signInAs('demo-member'));

  it('lists the sidebar entries in order, with the divider before 休会申請', async () => {
    renderApp('/dashboard');
    const menu = await screen.findByRole('menu', { name: 'メインメニュー' });
    const items = within(menu).getAllByRole('menuitem');
    expect(specSidebarOf(items.map((item) => item.textContent ?? ''))).toEqual(SPEC_SIDEBAR);
    // The entry after the divider, past any declared beyond SPEC §2.
    let afterDivider = menu.querySelector('hr')?.nextElementSibling;
    while (afterDivider && BEYOND_SPEC_LABELS.has(afterDivider.textContent ?? ''))
      afterDivider = afterDivider.nextElementSibling;
    expect(afterDivider).toHaveTextContent(SPEC_SIDEBAR_AFTER_DIVIDER);
    expect(within(menu).getByRole('menuitem', { name: /お知らせ一覧/ })).toHaveAttribute(
      'href',
      '/member/Notices',
    );
  });

  it('opens the goods group to its two children', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('menuitem', { name: '商品購入' }));
    expect(screen.getByRole('menuitem', { name: '商品一覧' })).toHaveAttribute(
      'href',
      '/member/Products/ProductList',
    );
    expect(screen.getByRole('menuitem', { name: '注文履歴' })).toHaveAttribute(
      'href',
      '/member/ProductOrderHistories',
    );
  });

  // Each link a page rendered in jsdom: a few per test (LINKS_PER_TEST), so none nears its timeout.
  it.each(LINK_GROUPS)(
    'routes sidebar links group %i to a page, none to 404',
    async (_group, from, to) => {
      const user = userEvent.setup();
      renderApp('/dashboard');
      await user.click(await screen.findByRole('menuitem', { name: '商品購入' }));
      const links = screen.getAllByRole('menuitem').filter((item) => item.hasAttribute('href'));
      expect(screen.getByRole('navigation', { name: 'サイドメニュー' })).toContainElement(
        links[0]!,
      );
      expect(links).toHaveLength(MEMBER_LINKS.length);
      for (const link of links.slice(from, to)) {
        const title = link.textContent ?? '';
        await user.click(link);
        // The page's own heading: the last page's stays on screen until the click has routed.
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
        expect(screen.queryByText('This page could not be found')).toBeNull();
      }
    },
  );

  it('marks the page on screen in the sidebar, through a list’s paging', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    const notices = await screen.findByRole('menuitem', { name: 'お知らせ一覧' });
    expect(notices).not.toHaveAttribute('aria-current');
    await user.click(notices);
    await screen.findByText(/^全\d+件中/);
    const current = () => screen.getByRole('navigation', { name: 'サイドメニュー' });
    expect(within(current()).getByRole('menuitem', { current: 'page' })).toHaveTextContent(
      'お知らせ一覧',
    );
    await user.click(screen.getByRole('button', { name: '2ページ' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '2ページ' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(current()).getByRole('menuitem', { current: 'page' })).toHaveTextContent(
      'お知らせ一覧',
    );
  });

  it('shows the member name with さん and the breadcrumb from home', async () => {
    renderApp('/notices');
    expect(await screen.findByRole('button', { name: '内視鏡 花子さん' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: 'ホーム' })).toHaveAttribute(
      'href',
      '/member/dashboard',
    );
    expect(within(breadcrumb).getByText('お知らせ一覧')).toHaveAttribute('aria-current', 'page');
  });

  it('logs out from the top bar: the server ends the token, every auth. key and draft goes, the login page opens', async () => {
    const user = userEvent.setup();
    localStorage.setItem('unrelated', 'kept');
    sessionStorage.setItem('draft.memberInfoDraft.1', '{"lastName":"内視鏡"}');
    const token = localStorage.getItem('auth._token.local');
    const logouts = recordSent('Logout');
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: '内視鏡 花子さん' }));
    await user.click(screen.getByRole('menuitem', { name: 'ログアウト' }));
    await waitFor(() => expect(currentUrl()).toMatch(/^\/login/));
    expect(logouts.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/TokenAuth/Logout',
    ]);
    // A copy of the token taken before reads nothing now.
    const roles = await fetch('http://localhost:3000/api/services/app/Application/GetMemberRoles', {
      headers: { Authorization: token ?? '' },
    });
    expect(roles.status).toBe(401);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('auth.'))).toEqual([]);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft.'))).toEqual([]);
    expect(document.cookie).not.toMatch(/auth\./);
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeVisible();
  });
});

describe('test environment banner (SPEC §1)', () => {
  it('is shown only on an origin containing "test"', () => {
    expect(isTestOrigin('http://test.localhost:4173')).toBe(true);
    expect(isTestOrigin('https://member-test.example.jp')).toBe(true);
    expect(isTestOrigin('https://member.example.jp')).toBe(false);
  });

  it('is absent here (origin http://localhost:3000)', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'ログイン' });
    expect(screen.queryByText('テスト環境です')).toBeNull();
  });
});

describe('page loader (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for work under 200 ms', () => {
    render(<PageLoader />);
    act(() => trackActivity(1));
    act(() => vi.advanceTimersByTime(150));
    act(() => trackActivity(-1));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('appears after 200 ms and gives up after 5000 ms', () => {
    render(<PageLoader />);
    act(() => trackActivity(1));
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeVisible();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => trackActivity(-1));
  });
});
