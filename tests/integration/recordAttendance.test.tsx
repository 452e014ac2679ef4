/**
 * 出席を登録 (/members/ParticipationHistory/RecordAttendance) in the signed-in app, against the
 * demo API: 読み書き staff find it on 参加履歴, confirm the participant by member number, are
 * held to a reason, and see the entry as 事務局入力 in the history; 読み取り staff are not offered it
 * and cannot open it. The rule itself (once per day, refusals) is tests/demo-api/staffAttendance.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runClockFrom } from '../demoCalendar';
import { renderApp, signInAs } from '../renderApp';
import { recordSent, withBodies } from '../requests';

vi.setConfig({ testTimeout: 60000 });

const ENTRY = /事務局入力（事務局 二郎 2026\/11\/22 10:3\d）/;
const listLoaded = () => screen.findByText(/全[\d,]+件中/, {}, { timeout: 20000 });

beforeEach(() => runClockFrom(new Date('2026-11-22T10:30:00+09:00')));

describe('出席を登録', () => {
  it('lets 読み書き staff record an attendance the door missed, confirmed by name and reason', async () => {
    await signInAs('demo-update');
    renderApp('/members/ParticipationHistory');
    await listLoaded();
    await userEvent.click(screen.getByRole('link', { name: '出席を登録' }));
    expect(
      await screen.findByRole('heading', { name: '出席の登録', level: 1 }, { timeout: 20000 }),
    ).toBeVisible();

    await userEvent.click(await screen.findByRole('combobox', { name: '学会・セミナー' }));
    await userEvent.click(
      await screen.findByRole('option', { name: /上部消化管内視鏡介助 ハンズオンセミナー/ }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: '会員番号' }), '0012345');
    await userEvent.click(screen.getByRole('button', { name: '参加者を確認' }));
    const participant = await screen.findByRole('table', { name: '参加者' });
    expect(participant).toHaveTextContent('氏名内視鏡 花子');
    expect(participant).toHaveTextContent('登録済みの出席なし');
    // The only day of the event is chosen already.
    expect(screen.getByRole('combobox', { name: '出席日' })).toHaveTextContent('2026/10/18');

    const sent = recordSent('RecordAttendance');
    const save = screen.getByRole('button', { name: '内視鏡 花子さんの出席を登録する' });
    await userEvent.click(save);
    expect(await screen.findByText('登録の理由を入力してください')).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: '登録の理由' }), '紙の受付名簿');
    await userEvent.click(save);
    const done = await screen.findByRole('status');
    await waitFor(() =>
      expect(done).toHaveTextContent(
        /^内視鏡 花子さん（会員番号 0012345）の2026\/10\/18の出席を登録しました。記録：事務局入力（事務局 二郎 2026\/11\/22 10:3\d）。10ポイントを受講履歴に加算しました。$/,
      ),
    );
    const [request] = await withBodies(sent);
    expect(request?.body).toEqual({
      participantId: 5002,
      day: '2026-10-18',
      reason: '紙の受付名簿',
    });
    // The participant's record now lists the day.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '参加者' })).toHaveTextContent(ENTRY),
    );

    await userEvent.click(screen.getByRole('link', { name: '参加履歴へ戻る' }));
    await listLoaded();
    // Beneath the event's name: the list has no room for a column of its own.
    const row = await waitFor(() => {
      const found = screen.getAllByRole('row').find((item) => ENTRY.test(item.textContent ?? ''));
      if (!found) throw new Error('no row with 事務局入力');
      return found;
    });
    expect(within(row).getByText('内視鏡 花子')).toBeVisible();
    expect(row).toHaveTextContent(/上部消化管内視鏡介助 ハンズオンセミナー（横浜会場）事務局入力/);
  });

  it('is neither offered to 読み取り staff nor opened for them', async () => {
    await signInAs('demo-read');
    renderApp('/members/ParticipationHistory');
    await listLoaded();
    expect(screen.getByRole('button', { name: /Excelで出力/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: '出席を登録' })).toBeNull();

    renderApp('/members/ParticipationHistory/RecordAttendance');
    expect(await screen.findByText('閲覧権限がありません', {}, { timeout: 20000 })).toBeVisible();
    expect(screen.getByText('事務局の「読み書き」以上の権限が必要です')).toBeVisible();
  });
});
