import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_PATHS, DEMO_SECTIONS } from '../../src/demos/catalog';
import { demoRoutes, noLoginRoutes, pageRoutes } from '../../src/routes';
import { renderApp, signInAs } from '../renderApp';
import { recordSent } from '../requests';

const routes = [...pageRoutes, ...noLoginRoutes, ...demoRoutes];
const titleOf = (path: string): string => {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route for ${path}`);
  return route.meta.title;
};

/** Waits until the demo page itself (not only its heading) has rendered. */
async function pageOpened(path: string): Promise<void> {
  expect(
    await screen.findByRole('heading', { level: 1, name: titleOf(path) }, { timeout: 10_000 }),
  ).toBeVisible();
  const marker = path === '/demos' ? /サーバーと通信せず/ : /テンプレートのデモ画面です/;
  expect(await screen.findByText(marker, {}, { timeout: 10_000 })).toBeVisible();
}

// Every demo page opening signed in without a request to /api, with one h1, is walked in a real
// browser (tests/e2e/demos.spec.ts): here, what a browser walk does not read.
describe('template demo pages (SPEC §1): no server calls', () => {
  it('/commerce opens signed out, in its own frame, without any request', async () => {
    const requests = recordSent();
    renderApp('/commerce');
    await pageOpened('/commerce');
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      `/member/login?redirect=${encodeURIComponent('/member/commerce')}`,
    );
    expect(screen.getByRole('region', { name: '年度売上' })).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('other demo pages still ask a signed-out visitor to sign in', async () => {
    renderApp('/charts');
    await waitFor(() => expect(window.location.pathname).toBe('/member/login'));
  });
});

describe('demo index (/demos)', () => {
  beforeEach(() => signInAs('demo-member'));

  it('links every demo route, and only routed paths', async () => {
    renderApp('/demos');
    await pageOpened('/demos');
    const listed = DEMO_SECTIONS.flatMap((section) => section.paths);
    const routed = [...noLoginRoutes, ...demoRoutes]
      .map((route) => route.path)
      .filter((path) => path !== '/demos');
    expect([...listed].sort()).toEqual(
      [...routed, '/lock', '/register', '/alternative', '/pricing'].sort(),
    );
    for (const section of DEMO_SECTIONS) {
      const card = screen.getByRole('region', { name: section.title });
      const links = within(card).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        section.paths.map((path) => `/member${path}`),
      );
      for (const [index, path] of section.paths.entries())
        expect(links[index]).toHaveTextContent(titleOf(path));
    }
  });

  it('is not in the member sidebar', async () => {
    renderApp('/demos');
    const menu = await screen.findByRole('menu', { name: 'メインメニュー' });
    const hrefs = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    for (const path of DEMO_PATHS) expect(hrefs).not.toContain(`/member${path}`);
  });
});
