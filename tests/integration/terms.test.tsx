import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { abpError } from '../../demo-api/abp';
import { server } from '../msw';
import { recordCalls } from '../requests';
import { renderApp, signInAs } from '../renderApp';

describe('terms (GetDetailTermByType in a dialog)', () => {
  beforeEach(() => signInAs('demo-member'));

  it('fetches the term when its link is opened and shows it sanitized in a dialog', async () => {
    const requests = recordCalls('GetDetailTermByType');
    const user = userEvent.setup();
    renderApp('/notices');
    const link = await screen.findByRole('button', { name: '会員規約' });
    expect(requests).toHaveLength(0);
    await user.click(link);
    const dialog = await screen.findByRole('dialog', {
      name: '一般社団法人 日本消化器内視鏡技師会 会員規約',
    });
    expect(await within(dialog).findByRole('heading', { name: '第3条（会費）' })).toBeVisible();
    expect(within(dialog).getByText('第4版 ・ 2024/04/01 施行')).toBeVisible();
    expect(requests.map((query) => query.toString())).toEqual(['type=1']);
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "<label>取得に失敗しました" with the server message when the fetch fails', async () => {
    server.use(
      http.get('*/api/services/app/Term/GetDetailTermByType', () =>
        abpError(500, '規約の取得中にエラーが発生しました', {
          details: '時間をおいて再度お試しください。',
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/notices');
    await user.click(await screen.findByRole('button', { name: '個人情報の取り扱いについて' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '個人情報の取り扱いについて取得に失敗しました',
    });
    expect(dialog).toHaveTextContent('規約の取得中にエラーが発生しました');
    expect(dialog).toHaveTextContent('時間をおいて再度お試しください。');
    // The dialog says it; no toast repeats it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
