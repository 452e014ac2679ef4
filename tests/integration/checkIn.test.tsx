/**
 * 会場受付 (/venue/CheckIn) in the signed-in app, against the demo API: who may open it, a 受講票
 * read at the door as a QR reader types it, an unpaid one, a code that is none, a wrong clock,
 * and unsent scans at logout (the camera and the network going and coming back are the e2e
 * suite's, in a real browser: tests/e2e/checkIn.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ParticipantDetail } from '../../src/api/events';
import { dataOf, get, ORIGIN, signIn } from '../demo-api/helpers';
import { runClockFrom } from '../demoCalendar';
import { server } from '../msw';
import { renderApp, signInAs } from '../renderApp';
import { recordSent, withBodies } from '../requests';

vi.setConfig({ testTimeout: 60000 });

async function slipCode(participantId: number): Promise<string> {
  const member = await signIn('demo-venue');
  const { body } = await get<ParticipantDetail>(
    `${ORIGIN}/api/services/app/Event/GetDetailParticipant?id=${participantId}`,
    member,
  );
  return dataOf(body).admissionCode ?? '';
}

/** The door, opened as `demo-update`, once its event list is in. */
async function openDoor() {
  await signInAs('demo-update');
  renderApp('/venue/CheckIn');
  return screen.findByRole('group', { name: '受付の状況' }, { timeout: 20000 });
}

async function scan(code: string) {
  const field = screen.getByRole('textbox', { name: 'QRコードの内容' });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(code);
  await userEvent.keyboard('{Enter}');
  return field;
}

const answer = () => screen.getByLabelText('読み取り結果');

beforeEach(() => {
  // The door's clock, and the demo API's: the morning of the seminar (2026-11-22), running.
  runClockFrom(new Date('2026-11-22T09:30:00+09:00'));
});

describe('会場受付', () => {
  it('checks a 受講票 in as a QR reader types it, sending exactly what it read', async () => {
    const code = await slipCode(5021);
    const status = await openDoor();
    expect(status).toHaveTextContent('受付日 2026/11/22');
    expect(status).toHaveTextContent('受付済み 0名／申込 52名');

    const sent = recordSent('CheckInParticipant');
    const field = await scan(code);

    await waitFor(() => expect(answer()).toHaveTextContent('受付しました'));
    expect(answer()).toHaveTextContent('佐野 由美 様');
    expect(await within(answer()).findByText('送信済み：3ポイントを付与しました')).toBeVisible();
    const [request] = await withBodies(sent);
    expect(request?.body).toEqual({
      code,
      eventId: 124,
      day: '2026-11-22',
      scannedAt: expect.stringMatching(/^2026-11-22T09:30:\d\d\+09:00$/),
    });
    await waitFor(() => expect(field).toHaveValue(''));
    const recent = screen.getByRole('region', { name: 'この端末の読み取り（新しい順）' });
    expect(within(recent).getByRole('listitem')).toHaveTextContent(
      /佐野 由美（0078901）2026\/11\/22 09:30:\d\d・送信済み/,
    );
  });

  it('replaces the last answer at once: a code that is none never leaves a name on screen', async () => {
    const code = await slipCode(5021);
    await openDoor();
    await scan(code);
    await waitFor(() => expect(answer()).toHaveTextContent('佐野 由美 様'));

    const sent = recordSent('CheckInParticipant');
    for (const text of ['JGETS2.A.A', 'https://example.jp/', `JGETS2.${'A'.repeat(10_000)}.x`]) {
      const field = await scan(text);
      const refused = await screen.findByRole('alert', { name: '読み取り結果' });
      expect(refused).toHaveTextContent(
        '受付できません読み取れないコードです。会員証または受講票のQRコードをもう一度読み取ってください。',
      );
      expect(refused).not.toHaveTextContent('佐野');
      // Kept, to be read again or corrected.
      expect(field).toHaveValue(text);
    }
    expect(sent).toEqual([]);
  });

  it('says 未払い with the amount for an unpaid slip, and admits it only as staff choose', async () => {
    const code = await slipCode(5024);
    await openDoor();
    await userEvent.click(screen.getByRole('combobox', { name: '学会・セミナー' }));
    await userEvent.click(
      await screen.findByRole('option', { name: /下部消化管内視鏡介助 実技セミナー/ }),
    );
    const sent = recordSent('CheckInParticipant');

    await scan(code);
    const unpaid = await screen.findByRole('alert', { name: '読み取り結果' });
    expect(unpaid).toHaveTextContent('未払い ￥4,000');
    expect(unpaid).toHaveTextContent('佐野 由美 様');
    expect(unpaid).toHaveTextContent('参加費 ￥4,000が未払いです。');
    await userEvent.click(within(unpaid).getByRole('button', { name: '受付しない' }));
    expect(answer()).toHaveTextContent('受付しませんでした');
    expect(sent).toEqual([]);

    await scan(code);
    await userEvent.click(
      within(await screen.findByRole('alert', { name: '読み取り結果' })).getByRole('button', {
        name: '当日払いで受付',
      }),
    );
    await waitFor(() =>
      expect(answer()).toHaveTextContent('送信済み：5ポイントはお支払い後に加算されます。'),
    );
    expect(answer()).toHaveTextContent('受付しました（未払い ￥4,000）');
    expect((await withBodies(sent)).map((request) => request.body)).toEqual([
      expect.objectContaining({ eventId: 125, payAtDoor: true }),
    ]);

    // The fee taken at the desk: recorded, and the points follow.
    const paid = recordSent('RecordDoorPayment');
    const recent = screen.getByRole('region', { name: 'この端末の読み取り（新しい順）' });
    expect(within(recent).getByRole('listitem')).toHaveTextContent('未払い ￥4,000');
    await userEvent.click(within(recent).getByRole('button', { name: '入金を記録（佐野 由美）' }));
    await waitFor(() =>
      expect(within(recent).queryByRole('button', { name: /入金を記録/ })).toBeNull(),
    );
    expect((await withBodies(paid)).map((request) => request.body)).toEqual([
      { participantId: 5024 },
    ]);
    expect(within(recent).getByRole('listitem')).not.toHaveTextContent('未払い');
  });

  it('judges by the server’s date when the device’s clock is off, and says so', async () => {
    // The device reads three days later than the demo API's pinned calendar (2026-11-22).
    runClockFrom(new Date('2026-11-25T09:30:00+09:00'));
    const code = await slipCode(5021);
    await openDoor();
    expect(
      await screen.findByText(
        'この端末の時計はサーバーの時刻と3日ずれています。端末の時計を合わせてください。受付はサーバーの日付（2026/11/22）で判定しています。',
      ),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: '受付の状況' })).toHaveTextContent(
      '受付日 2026/11/22',
    );
    const sent = recordSent('CheckInParticipant');
    await scan(code);
    await waitFor(() => expect(answer()).toHaveTextContent('送信済み：3ポイントを付与しました'));
    // The scan's time is the member API's clock's, not the device's.
    const [request] = await withBodies(sent);
    expect(request?.body).toMatchObject({
      day: '2026-11-22',
      scannedAt: expect.stringMatching(/^2026-11-22T09:3\d:\d\d\+09:00$/),
    });
  });

  it('warns at logout of scans not yet sent, and keeps them', async () => {
    server.use(
      http.post('*/api/services/app/Event/CheckInParticipant', () =>
        HttpResponse.json(
          { success: false, error: { message: 'サーバーで障害が発生しました。' }, __abp: true },
          { status: 500 },
        ),
      ),
    );
    const code = await slipCode(5021);
    const status = await openDoor();
    await scan(code);
    await waitFor(() => expect(status).toHaveTextContent('未送信 1件'));

    await userEvent.click(screen.getByRole('button', { name: '事務局 二郎さん' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'ログアウト' }));
    const dialog = await screen.findByRole('dialog', { name: '未送信の受付が 1件あります' });
    expect(dialog).toHaveTextContent('ログアウトしても、未送信の受付はこの端末に残ります。');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(status).toHaveTextContent('未送信 1件');
  });

  it('is for staff who may write: 読み取り staff are told what they need', async () => {
    await signInAs('demo-read');
    renderApp('/venue/CheckIn');
    expect(
      await screen.findByText('事務局の「読み書き」以上の権限が必要です', {}, { timeout: 20000 }),
    ).toBeVisible();
  });
});
