import { resources } from '../../resources';
import { resourceRoutes } from '../../src/generator/resourceRoutes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoStore } from '../../demo-api/store';
import { session } from '../../src/providers/session';
import { pageRoutes } from '../../src/routes';
import { renderApp, signInAs } from '../renderApp';
import { SPEC_PAID_ROUTES, isBeyondSpec } from '../spec';

describe('access by role (SPEC §6)', () => {
  // Pages of a sidebar entry declared beyond SPEC §2 (resources/menu.ts) are the menu's to say.
  it('routes exactly the paid pages of SPEC §2 behind paid_admission_fee', () => {
    const paid = [...pageRoutes, ...resources.flatMap(resourceRoutes)]
      .filter((route) => route.meta.permissions?.includes('paid_admission_fee'))
      .map((route) => route.path)
      .filter((path) => !isBeyondSpec(path));
    expect(paid.sort()).toEqual([...SPEC_PAID_ROUTES].sort());
  });

  it.each(['/events/EventsAccepting', '/DigitalMembershipCard', '/Products/ProductList'])(
    'shows a provisional member 403 with the admission-fee detail on %s',
    async (path) => {
      await signInAs('demo-temp');
      renderApp(path);
      expect(await screen.findByText('閲覧権限がありません')).toBeVisible();
      expect(screen.getByText('403')).toBeVisible();
      expect(screen.getByText('入会費の支払いをお願いします')).toBeVisible();
      expect(screen.getByRole('link', { name: 'ダッシュボードへ戻る' })).toHaveAttribute(
        'href',
        '/member/dashboard',
      );
      // The way forward comes first; the paid-only entries stay usable and say why they are shut.
      expect(screen.getByRole('button', { name: '入会金を支払う' })).toBeVisible();
      expect(
        screen.getByRole('menuitem', { name: 'デジタル会員証確認' }),
      ).toHaveAccessibleDescription('（入会金のお支払い後に利用できます）');
      expect(
        screen.getByRole('menuitem', { name: '会費支払明細' }),
      ).not.toHaveAccessibleDescription();
    },
  );

  it('opens /payment on the admission-fee request from the 403 page', async () => {
    const user = userEvent.setup();
    await signInAs('demo-temp');
    renderApp('/PointHistories');
    const pay = await screen.findByRole('button', { name: '入会金を支払う' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByRole('heading', { level: 1, name: 'お支払い' })).toBeVisible();
    const admission = demoStore.membershipFees.find(
      (fee) => fee.memberId === 2 && fee.kind === 'admission',
    )!;
    const request = demoStore.paymentRequests.find(
      (item) => item.status === 'unpaid' && item.targetIds.includes(admission.id),
    )!;
    expect(session.paymentRequestId()).toBe(String(request.id));
  });

  it.each([
    ['/applications/withdrawal', '退会申請'],
    ['/payment', 'お支払い'],
    ['/MembershipFeeDetail', '会費支払明細'],
    ['/members/MemberInfo', '会員詳細'],
  ])('lets a provisional member open %s', async (path, title) => {
    await signInAs('demo-temp');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.queryByText('閲覧権限がありません')).toBeNull();
  });

  it('lets a provisional member read notices', async () => {
    await signInAs('demo-temp');
    renderApp('/notices');
    expect(await screen.findByText('全67件中 1〜10件')).toBeVisible();
  });

  it('lets a member open a paid page', async () => {
    await signInAs('demo-member');
    renderApp('/events/EventsAccepting');
    expect(
      await screen.findByRole('heading', { name: '学会・セミナー一覧(申込受付中)', level: 1 }),
    ).toBeVisible();
    expect(screen.queryByText('閲覧権限がありません')).toBeNull();
  });

  it.each(['/notices/5/edit', '/notices/5/show', '/notices/5/anything'])(
    'answers 404 for %s, a path no route names',
    async (path) => {
      await signInAs('demo-member');
      renderApp(path);
      expect(await screen.findByText('This page could not be found')).toBeVisible();
    },
  );

  it('shows 404 for an unknown path', async () => {
    await signInAs('demo-member');
    renderApp('/no-such-page');
    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    expect(screen.getByText('ページがありません')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ダッシュボードへ戻る' })).toBeVisible();
  });
});
