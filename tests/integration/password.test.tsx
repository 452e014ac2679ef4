import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoStore } from '../../demo-api/store';
import { signIn } from '../../src/providers/authProvider';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from '../preload';
import { currentUrl, renderApp, signInAs } from '../renderApp';
import { recordSent, withBodies, type SentRequest } from '../requests';

const NEW_PASSWORD = 'Kensa-Room-2026';

/** The verb, path and JSON body of every request of one call recorded in `sent`. */
const called = async (sent: SentRequest[], name: string) =>
  (await withBodies(sent.filter((entry) => entry.name === name))).map(({ method, path, body }) => ({
    method,
    path,
    body,
  }));

const credential = (login: string) => {
  const found = demoStore.passwordCredentials.find((item) => item.login === login);
  if (!found) throw new Error(`no credential for ${login}`);
  return found;
};

/** A label's text, with or without the required mark MUI appends (` *`). */
const labelled = (label: string) => new RegExp(`^${label}(?:\\s*\\*)?$`);

/** A password input by its label (password inputs have no role). */
const field = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input' });

/** The message shown under an input (its aria-describedby helper). */
function messageUnder(label: string): string {
  const input = field(label);
  const helper = document.getElementById(`${input.id}-helper`);
  return helper?.textContent ?? '';
}

/** Puts `value` in the field as one paste (typing is exercised where the rules tick). */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillChangeForm(current: string, next: string, confirmation = next) {
  const user = userEvent.setup();
  await screen.findByLabelText(labelled('現在のパスワード'), { selector: 'input' });
  if (current) await enter(user, '現在のパスワード', current);
  if (next) await enter(user, '新しいパスワード', next);
  if (confirmation) await enter(user, '新しいパスワード（確認）', confirmation);
  return user;
}

/** Asks the demo API for a reset link as the forgot page does, and reads it from the log. */
async function resetTokenFor(login: string): Promise<string> {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  try {
    await fetch('http://localhost:3000/api/services/app/Login/SendResetPasswordParam', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userNameOrEmailAddress: login }),
    });
    const link = /https?:\/\/\S+/.exec(String(info.mock.calls[0]?.join(' ')))?.[0];
    const token = link && new URL(link).searchParams.get('token');
    if (!token) throw new Error('no reset link was logged');
    return token;
  } finally {
    info.mockRestore();
  }
}

describe('/ResettingPassword', () => {
  beforeAll(
    () => preloadSignedInApp(() => import('../../src/pages/password/ResettingPasswordPage')),
    PRELOAD_TIMEOUT,
  );
  beforeEach(() => signInAs('demo-member'));

  it('shows the validity and the policy as rules that tick as the member types', async () => {
    renderApp('/ResettingPassword');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'パスワード再設定' }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        /現在のパスワードの有効期限は\d{4}\/\d{2}\/\d{2}までです（あと128日）。/,
      ),
    ).toBeVisible();

    const rules = await screen.findByRole('list', { name: 'パスワードの条件' });
    const rule = (text: string) =>
      within(rules)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith(text))!;
    expect(rule('10文字以上')).toHaveTextContent('10文字以上：満たしていません');
    expect(rule('ログインIDを含まない')).toHaveTextContent('（変更時に確認します）');
    expect(rule('過去5回以内のパスワードと異なる')).toBeDefined();
    expect(field('新しいパスワード')).toHaveAccessibleDescription(/^10文字以上：満たしていません/);

    const user = userEvent.setup();
    await user.type(field('新しいパスワード'), 'kensa');
    expect(rule('英小文字（a〜z）を含む')).toHaveTextContent('：満たしています');
    expect(rule('英大文字（A〜Z）を含む')).toHaveTextContent('：満たしていません');
    expect(screen.getByText('パスワードの条件のうち3項目を満たしていません')).toBeInTheDocument();

    await user.paste('-Room-2026');
    expect(field('新しいパスワード')).toHaveValue('kensa-Room-2026');
    expect(rule('10文字以上')).toHaveTextContent('：満たしています');
    expect(screen.getByText('パスワードの条件をすべて満たしています')).toBeInTheDocument();
  });

  it('checks the form before calling the server, with the first message under each field', async () => {
    const sent = recordSent();
    renderApp('/ResettingPassword');
    await screen.findByRole('list', { name: 'パスワードの条件' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(messageUnder('現在のパスワード')).toBe('現在のパスワードを入力してください');
    expect(messageUnder('新しいパスワード')).toBe('新しいパスワードを入力してください');
    expect(messageUnder('新しいパスワード（確認）')).toBe(
      '確認のため、新しいパスワードをもう一度入力してください',
    );
    expect(field('現在のパスワード')).toHaveFocus();

    await enter(user, '現在のパスワード', 'demo-pass-2026');
    await enter(user, '新しいパスワード', 'kensa-room-2026');
    await enter(user, '新しいパスワード（確認）', 'kensa-room-2O26');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(messageUnder('新しいパスワード')).toBe('パスワードには英大文字（A〜Z）を含めてください');
    expect(messageUnder('新しいパスワード（確認）')).toBe(
      '新しいパスワードと確認用のパスワードが一致しません',
    );
    expect(field('新しいパスワード')).toHaveFocus();
    expect(await called(sent, 'VerifyCurrentPassword')).toEqual([]);
    expect(await called(sent, 'UpdateMemberPassword')).toEqual([]);
  });

  it('shows the server’s message under the current password when it is wrong', async () => {
    const sent = recordSent();
    renderApp('/ResettingPassword');
    await screen.findByRole('list', { name: 'パスワードの条件' });
    const user = await fillChangeForm('not-my-password', NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));

    await waitFor(() =>
      expect(messageUnder('現在のパスワード')).toBe('現在のパスワードが正しくありません。'),
    );
    expect(field('現在のパスワード')).toHaveFocus();
    expect(field('新しいパスワード')).toHaveValue(NEW_PASSWORD);
    expect(await called(sent, 'VerifyCurrentPassword')).toEqual([
      {
        method: 'POST',
        path: '/api/services/app/Password/VerifyCurrentPassword',
        body: { currentPassword: 'not-my-password' },
      },
    ]);
    expect(await called(sent, 'UpdateMemberPassword')).toEqual([]);
    // The page shows it; no toast repeats it.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal of a reused password under the new password', async () => {
    renderApp('/ResettingPassword');
    await screen.findByRole('list', { name: 'パスワードの条件' });
    const user = await fillChangeForm('demo-pass-2026', 'Hanako-2025spring');
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    await waitFor(() =>
      expect(messageUnder('新しいパスワード')).toBe('過去5回以内のパスワードは使用できません'),
    );
    expect(field('現在のパスワード')).toHaveValue('demo-pass-2026');
  });

  it('changes the password: verify, update, a success toast and an empty form', async () => {
    const sent = recordSent();
    renderApp('/ResettingPassword');
    await screen.findByRole('list', { name: 'パスワードの条件' });
    const user = await fillChangeForm('demo-pass-2026', NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));

    expect(await screen.findByText('パスワードを変更しました。')).toBeVisible();
    expect(field('現在のパスワード')).toHaveValue('');
    expect(field('新しいパスワード')).toHaveValue('');
    expect(field('新しいパスワード（確認）')).toHaveValue('');
    expect(await called(sent, 'UpdateMemberPassword')).toEqual([
      {
        method: 'PUT',
        path: '/api/services/app/Password/UpdateMemberPassword',
        body: { currentPassword: 'demo-pass-2026', newPassword: NEW_PASSWORD },
      },
    ]);
    // The validity starts again, and sign-in now takes the new password only.
    expect(await screen.findByText(/（あと180日）/)).toBeVisible();
    await expect(signIn({ username: 'demo-member', password: 'demo-pass-2026' })).rejects.toThrow(
      'ログイン失敗!',
    );
    await expect(signIn({ username: 'demo-member', password: NEW_PASSWORD })).resolves.toEqual({
      passwordChangeRequired: false,
    });
  });

  it('names each show/hide button after its field and reveals only that password', async () => {
    renderApp('/ResettingPassword');
    const user = await fillChangeForm('demo-pass-2026', '', '');
    expect(field('現在のパスワード')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '現在のパスワードを表示する' }));
    expect(field('現在のパスワード')).toHaveAttribute('type', 'text');
    expect(field('新しいパスワード')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '現在のパスワードを隠す' }));
    expect(field('現在のパスワード')).toHaveAttribute('type', 'password');
    expect(
      screen.getByRole('button', { name: '新しいパスワード（確認）を表示する' }),
    ).toBeVisible();
  });
});

describe('the password validity notice', () => {
  it('warns within the notice period, with the days left', async () => {
    await signInAs('demo-password');
    renderApp('/ResettingPassword');
    const notice = await screen.findByText(
      /パスワードの有効期限は\d{4}\/\d{2}\/\d{2}までです（あと8日）。お早めに変更してください。/,
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });
});

describe('the forced change after sign-in (/ResettingPassword/initial)', () => {
  async function signInThroughForm(path: string) {
    renderApp(path);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/ログインID/), 'demo-member');
    await user.type(screen.getByLabelText(/パスワード/), 'demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
  }

  it('sends a temporary password to the change first, then to the page the member wanted', async () => {
    credential('demo-member').mustChange = true;
    await signInThroughForm(`/login?redirect=${encodeURIComponent('/member/notices')}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: '初回パスワード設定' }),
    ).toBeVisible();
    expect(currentUrl()).toBe(
      `/ResettingPassword/initial?redirect=${encodeURIComponent('/member/notices')}`,
    );
    expect(
      await screen.findByText(/事務局が発行した仮パスワードでログインしています。/),
    ).toBeVisible();

    const user = await fillChangeForm('demo-pass-2026', NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ一覧' })).toBeVisible();
    expect(currentUrl()).toMatch(/^\/notices/);
    expect(credential('demo-member').mustChange).toBe(false);
  });

  it('sends an expired password there too, then to the dashboard', async () => {
    credential('demo-member').changedAt = new Date(Date.now() - 200 * 86_400_000).toISOString();
    await signInThroughForm('/login');

    expect(
      await screen.findByText(/パスワードの有効期限（\d{4}\/\d{2}\/\d{2}）が過ぎています。/),
    ).toBeVisible();
    expect(currentUrl()).toBe('/ResettingPassword/initial');
    const user = await fillChangeForm('demo-pass-2026', NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });

  it('does not follow an off-site target after the change', async () => {
    await signInAs('demo-member');
    renderApp(`/ResettingPassword/initial?redirect=${encodeURIComponent('//evil.example/x')}`);
    const user = await fillChangeForm('demo-pass-2026', NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });
});

describe('/auth/forgotPassword', () => {
  it('is linked from the login page', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'パスワードをお忘れの方はこちら' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'パスワードをお忘れの方' }),
    ).toBeVisible();
    expect(currentUrl()).toBe('/auth/forgotPassword');
  });

  it('asks for the login ID or address before calling the server', async () => {
    const sent = recordSent();
    renderApp('/auth/forgotPassword');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '再設定用のURLを送信する' }));
    expect(
      await screen.findByText('ログインIDまたはメールアドレスを入力してください'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /ログインIDまたはメールアドレス/ })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it.each([
    ['a known address', 'hanako.naishikyo@example.jp', 1],
    ['an unknown login', 'no-such-member', 0],
  ])('answers %s with the same neutral confirmation', async (_case, input, links) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const sent = recordSent();
    renderApp('/auth/forgotPassword');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: /ログインIDまたはメールアドレス/ }),
      input,
    );
    await user.click(screen.getByRole('button', { name: '再設定用のURLを送信する' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      '入力されたログインIDまたはメールアドレスが登録されている場合は、パスワード再設定用のURLを登録メールアドレスへお送りしました。URLの有効期限は30分です。',
    );
    expect(confirmation).toHaveFocus();
    expect(await called(sent, 'SendResetPasswordParam')).toEqual([
      {
        method: 'POST',
        path: '/api/services/app/Login/SendResetPasswordParam',
        body: { userNameOrEmailAddress: input },
      },
    ]);
    expect(info).toHaveBeenCalledTimes(links);
    info.mockRestore();
  });
});

describe('/auth/resetPassword', () => {
  it('sets a new password from the mailed link, after which sign-in takes it', async () => {
    const token = await resetTokenFor('demo-member');
    const sent = recordSent();
    renderApp(`/auth/resetPassword?token=${token}`);
    expect(
      await screen.findByText('ログインID「demo-member」の新しいパスワードを入力してください。'),
    ).toBeVisible();

    const user = userEvent.setup();
    await enter(user, '新しいパスワード', 'Demo-Member-2026');
    const rules = screen.getByRole('list', { name: 'パスワードの条件' });
    // The login ID is known here, so that rule ticks as the member types too.
    expect(within(rules).getByText(/ログインIDを含まない/)).toHaveTextContent('：満たしていません');
    await enter(user, '新しいパスワード（確認）', 'Demo-Member-2026');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(messageUnder('新しいパスワード')).toBe('ログインIDを含むパスワードは使用できません');
    expect(await called(sent, 'SetNewPassword')).toEqual([]);

    for (const label of ['新しいパスワード', '新しいパスワード（確認）']) {
      await user.clear(field(label));
      await enter(user, label, NEW_PASSWORD);
    }
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));

    expect(
      await screen.findByText(
        'パスワードを再設定しました。新しいパスワードでログインしてください。',
      ),
    ).toBeVisible();
    expect((await called(sent, 'VerifyToken'))[0]).toMatchObject({
      method: 'POST',
      body: { token },
    });
    expect(await called(sent, 'SetNewPassword')).toEqual([
      {
        method: 'POST',
        path: '/api/services/app/Login/SetNewPassword',
        body: { token, newPassword: NEW_PASSWORD },
      },
    ]);

    await user.click(screen.getByRole('link', { name: 'ログイン画面へ' }));
    await user.type(await screen.findByLabelText(/ログインID/), 'demo-member');
    await user.type(screen.getByLabelText(/パスワード/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('ようこそ、内視鏡 花子さん')).toBeVisible();
  });

  it('says when the link is used or unknown, and offers a new one', async () => {
    const token = await resetTokenFor('demo-member');
    // Used: the password was reset with it (or with another link of the account) meanwhile.
    for (const record of demoStore.passwordResetTokens) record.usedAt = new Date().toISOString();
    renderApp(`/auth/resetPassword?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'このパスワード再設定用のURLは使用済みです。',
    );
    expect(screen.queryByLabelText(labelled('新しいパスワード'), { selector: 'input' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'パスワード再設定用のURLを請求する' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'パスワードをお忘れの方' }),
    ).toBeVisible();
  });

  it('says when the link has expired', async () => {
    const token = await resetTokenFor('demo-member');
    for (const record of demoStore.passwordResetTokens) {
      record.expiresAt = new Date(Date.now() - 1000).toISOString();
    }
    renderApp(`/auth/resetPassword?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'パスワード再設定用のURLの有効期限が切れています。',
    );
  });

  it('explains a link without a token, asking the server nothing', async () => {
    const sent = recordSent();
    renderApp('/auth/resetPassword');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'パスワード再設定用のURLが正しくありません。',
    );
    expect(sent).toEqual([]);
  });
});
