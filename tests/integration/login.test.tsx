import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MAX_CLIENT_FAILURES, TOO_MANY_ATTEMPTS_MESSAGE } from '../../demo-api/signInClients';
import { session } from '../../src/providers/session';
import { authenticate } from '../demo-api/helpers';
import { server } from '../msw';
import { currentUrl, renderApp, signInAs } from '../renderApp';
import { recordSent, withBodies } from '../requests';

async function fillAndSubmit(login: string, password: string) {
  const user = userEvent.setup();
  if (login) await user.type(await screen.findByLabelText(/ログインID/), login);
  if (password) await user.type(screen.getByLabelText(/パスワード/), password);
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('sign-in', () => {
  it('shows the server message when the password is wrong, keeping what was typed', async () => {
    renderApp('/login');
    await fillAndSubmit('demo-member', 'wrong-password');
    const alert = await screen.findByText('ログイン失敗!');
    expect(alert).toBeVisible();
    expect(screen.getByText('ログインIDまたはパスワードが正しくありません。')).toBeVisible();
    expect(screen.getByLabelText(/ログインID/)).toHaveValue('demo-member');
    expect(session.isSignedIn()).toBe(false);
  });

  it('shows the server’s message when this client has failed too often (429)', async () => {
    // Refused sign-ins from this client (msw/node's default one, as the page's own calls are).
    for (let failure = 0; failure < MAX_CLIENT_FAILURES; failure += 1)
      await authenticate(`nobody-${failure}`, 'wrong-password');
    renderApp('/login');
    await fillAndSubmit('demo-member', 'demo-pass-2026');
    expect(await screen.findByText(TOO_MANY_ATTEMPTS_MESSAGE)).toBeVisible();
    expect(screen.getByText(/しばらくログインできません。15分ほどしてから/)).toBeVisible();
    expect(screen.getByLabelText(/ログインID/)).toHaveValue('demo-member');
    expect(screen.getByLabelText(/パスワード/)).toHaveValue('demo-pass-2026');
    expect(session.isSignedIn()).toBe(false);
  });

  it('asks for both fields in Japanese before calling the server', async () => {
    const requests = recordSent();
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('ログインIDを入力してください')).toBeVisible();
    expect(screen.getByText('パスワードを入力してください')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('signs in, fills the session from the roles and member detail, and opens the kept page', async () => {
    const sent = recordSent();
    renderApp(`/login?redirect=${encodeURIComponent('/member/notices')}`);
    await fillAndSubmit('demo-member', 'demo-pass-2026');

    expect(await screen.findByRole('heading', { name: 'お知らせ一覧', level: 1 })).toBeVisible();
    expect(currentUrl()).toMatch(/^\/notices/);
    expect(
      (await withBodies(sent.slice(0, 3))).map(({ path, body }) => ({ url: path, body })),
    ).toEqual([
      {
        url: '/api/TokenAuth/Authenticate',
        body: {
          userNameOrEmailAddress: 'demo-member',
          password: 'demo-pass-2026',
          rememberClient: false,
        },
      },
      { url: '/api/services/app/Application/GetMemberRoles', body: null },
      { url: '/api/services/app/Common/GetDetailMember', body: null },
    ]);
    expect(localStorage.getItem('auth._token.local')).toMatch(/^Bearer \S+/);
    expect(session.roles()).toEqual(['member']);
    expect(session.userInfo()).toEqual({ name: '内視鏡 花子', memberId: '1' });
    expect(await screen.findByRole('button', { name: '内視鏡 花子さん' })).toBeVisible();
  });

  it('signs in with a login ID typed in 全角, sending it in 半角', async () => {
    const authenticate = recordSent('Authenticate');
    renderApp('/login');
    await fillAndSubmit('ｄｅｍｏ－ｍｅｍｂｅｒ', 'demo-pass-2026');
    await waitFor(() => expect(session.isSignedIn()).toBe(true));
    expect((await withBodies(authenticate)).map(({ body }) => body)).toEqual([
      { userNameOrEmailAddress: 'demo-member', password: 'demo-pass-2026', rememberClient: false },
    ]);
  });

  it('refuses an off-site redirect target and goes home instead', async () => {
    renderApp(`/login?redirect=${encodeURIComponent('//evil.example/member/x')}`);
    await fillAndSubmit('demo-member', 'demo-pass-2026');
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(await screen.findByText('ようこそ、内視鏡 花子さん')).toBeVisible();
  });

  it('sends a signed-in member away from the login page to home', async () => {
    await signInAs('demo-member');
    renderApp('/login');
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('sends a signed-out visitor of a protected page to the login page, remembering it', async () => {
    renderApp('/notices?page=2');
    await waitFor(() =>
      expect(currentUrl()).toBe(`/login?redirect=${encodeURIComponent('/member/notices?page=2')}`),
    );
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeVisible();
  });

  it('still signs in with an empty name when the member detail fails, with a warning', async () => {
    server.use(
      http.get('*/api/services/app/Common/GetDetailMember', () =>
        Response.json(
          { success: false, error: { code: 0, message: '会員情報を取得できません' }, __abp: true },
          { status: 500 },
        ),
      ),
    );
    renderApp('/login');
    await fillAndSubmit('demo-member', 'demo-pass-2026');
    expect(await screen.findByText('会員情報を取得できません')).toBeVisible();
    await waitFor(() => expect(session.userInfo()).toEqual({ name: '', memberId: '' }));
    expect(session.isSignedIn()).toBe(true);
  });
});
