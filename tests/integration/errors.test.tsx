import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionExpiredTarget } from '../../src/providers/sessionExpired';
import { apiClient } from '../../src/providers/apiClient';
import { session } from '../../src/providers/session';
import { server } from '../msw';
import { renderApp, signInAs } from '../renderApp';

const NOTICE_LIST = '*/api/services/app/Notice/GetListNotice';

describe('failed calls (SPEC §8)', () => {
  it('asks to sign in again with one dialog however many calls get 401', async () => {
    await signInAs('demo-member');
    // The token is no longer accepted: every call of the page answers 401.
    localStorage.setItem('auth._token.local', 'Bearer expired-or-revoked');
    const unauthorized: string[] = [];
    server.events.on('response:mocked', ({ response, request }) => {
      if (response.status === 401) unauthorized.push(request.url);
    });
    renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'ログインしなおしてください' });
    await waitFor(() => expect(unauthorized.length).toBeGreaterThanOrEqual(1));
    // More calls fail while the dialog is up: still one dialog.
    await Promise.allSettled([
      apiClient.call('GetMemberRoles'),
      apiClient.call('GetDetailMember'),
      apiClient.call('GetListNotice', { SkipCount: 0, MaxResultCount: 5 }),
    ]);
    expect(unauthorized.length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    expect(sessionExpiredTarget()).toBe(
      `/member/login?redirect=${encodeURIComponent('/member/dashboard')}`,
    );
  });

  it('clears the session when the member confirms the dialog', async () => {
    await signInAs('demo-member');
    localStorage.setItem('auth._token.local', 'Bearer expired-or-revoked');
    renderApp('/notices');
    const dialog = await screen.findByRole('dialog', { name: 'ログインしなおしてください' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(localStorage.getItem('auth._token.local')).toBeNull();
    expect(session.userInfo()).toBeNull();
  });

  it('shows the server message of a business error in a warning toast at bottom right', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json(
          {
            result: null,
            success: false,
            error: { code: 0, message: 'お知らせの取得に失敗しました', details: null },
            unAuthorizedRequest: false,
            __abp: true,
          },
          { status: 500 },
        ),
      ),
    );
    await signInAs('demo-member');
    renderApp('/notices');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('お知らせの取得に失敗しました');
    expect(toast).toHaveAttribute('data-type', 'warning');
    expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom-right');
    // One toast (react-admin does not report it again), and the page says what failed.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { name: 'お知らせの取得に失敗しました', level: 2 }),
    ).toBeVisible();
  });

  it('shows a non-200 statusCode of the wrapper as a warning with its message', async () => {
    server.use(
      http.get(NOTICE_LIST, () =>
        HttpResponse.json({
          result: { statusCode: 503, data: null, message: 'ただいまメンテナンス中です' },
          success: true,
          error: null,
          unAuthorizedRequest: false,
          __abp: true,
        }),
      ),
    );
    await signInAs('demo-member');
    renderApp('/notices');
    expect(await screen.findByText('ただいまメンテナンス中です')).toBeVisible();
  });

  it('shows a network failure as a warning with the error text', async () => {
    server.use(http.get(NOTICE_LIST, () => HttpResponse.error()));
    await signInAs('demo-member');
    renderApp('/notices');
    expect(
      await screen.findByText(
        /^サーバーに接続できませんでした。.*（(Failed to fetch|fetch failed)）$/,
      ),
    ).toBeVisible();
  });

  it('shows a missing record as the server says, once, on an error page', async () => {
    await signInAs('demo-member');
    renderApp('/notices/99999');
    expect(
      await screen.findByRole('heading', { name: 'お知らせが見つかりません', level: 2 }),
    ).toBeVisible();
    expect(screen.getByText('404')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('お知らせが見つかりません');
    expect(screen.queryByText('データが存在しませんでした')).toBeNull();
  });
});
