/**
 * 会場受付 (/venue/CheckIn) in the signed-in app, against the demo API: who may open it, and a
 * 受講票 read at the door as a QR reader types it (the camera and the network going and coming
 * back are the e2e suite's, in a real browser: tests/e2e/checkIn.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantDetail } from '../../src/api/events';
import { dataOf, get, ORIGIN, signIn } from '../demo-api/helpers';
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

beforeEach(() => {
  // The door's clock: the morning of the seminar (2026-11-22), timers left running.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T09:30:00+09:00') });
});

describe('会場受付', () => {
  it('checks a 受講票 in as a QR reader types it, sending exactly what it read', async () => {
    const code = await slipCode(5021);
    await signInAs('demo-update');
    renderApp('/venue/CheckIn');
    const status = await screen.findByRole('group', { name: '受付の状況' }, { timeout: 20000 });
    expect(status).toHaveTextContent('受付済み 0名／申込 52名');
    expect(screen.getByRole('combobox', { name: '受付日' })).toHaveTextContent('2026/11/22');

    const sent = recordSent('CheckInParticipant');
    const field = screen.getByRole('textbox', { name: 'QRコードの内容' });
    await userEvent.click(field);
    await userEvent.paste(code);
    await userEvent.keyboard('{Enter}');

    const answer = await screen.findByRole('status', { name: '読み取り結果' });
    expect(answer).toHaveTextContent('受付しました');
    expect(answer).toHaveTextContent('佐野 由美 様');
    expect(await within(answer).findByText('送信済み：3ポイントを付与しました')).toBeVisible();
    expect((await withBodies(sent)).map((request) => request.body)).toEqual([
      { code, eventId: 124, day: '2026-11-22', scannedAt: '2026-11-22T09:30:00+09:00' },
    ]);
    await waitFor(() => expect(field).toHaveValue(''));
    const recent = screen.getByRole('region', { name: 'この端末の読み取り（新しい順）' });
    expect(within(recent).getByRole('listitem')).toHaveTextContent(
      '佐野 由美（0078901）2026/11/22 09:30:00・送信済み',
    );
  });

  it('refuses a typed code that is not one, keeping it in the field', async () => {
    await signInAs('demo-update');
    renderApp('/venue/CheckIn');
    const field = await screen.findByRole(
      'textbox',
      { name: 'QRコードの内容' },
      { timeout: 20000 },
    );
    await userEvent.type(field, 'https://example.jp/{Enter}');
    expect(await screen.findByRole('alert', { name: '読み取り結果' })).toHaveTextContent(
      '会員証・受講票のQRコードではありません。',
    );
    expect(field).toHaveValue('https://example.jp/');
  });

  it('is for staff who may write: 読み取り staff are told what they need', async () => {
    await signInAs('demo-read');
    renderApp('/venue/CheckIn');
    expect(
      await screen.findByText('事務局の「読み書き」以上の権限が必要です', {}, { timeout: 20000 }),
    ).toBeVisible();
  });
});
