import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import type { Participation } from '../../src/api/events';
import { dataOf, get, ORIGIN, signIn } from '../demo-api/helpers';
import { captureDownloads, type SavedFile } from '../downloads';
import { setUpEventPages } from '../events';
import { renderApp, signInAs } from '../renderApp';

/** 「カレンダーに追加」 as the member clicks it: a file saved as .ics, read back by ical.js. */

setUpEventPages();

const LOADING = { timeout: 20000 };
// jsdom's page is http://localhost:3000/member/ (vitest.config.ts).
const HOST = 'localhost:3000';
// A UID names the host, not its port.
const UID_HOST = 'localhost';

async function eventsOf(file: SavedFile) {
  expect(file.blob.type).toBe('text/calendar;charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await file.blob.text()));
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

describe('カレンダーに追加', () => {
  it('saves a cancelled participation’s file from its row, saying it is cancelled', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const saved = captureDownloads();
    renderApp('/events/participaints');
    const button = await screen.findByRole(
      'button',
      { name: 'カレンダーに追加（ブラッシュアップセミナー（仙台会場））' },
      LOADING,
    );
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('ブラッシュアップセミナー（仙台会場）.ics');
    const { method, events } = await eventsOf(saved[0]!);
    expect(method).toBe('CANCEL');
    expect(events.map((event) => event.uid)).toEqual([`participation-5013@${UID_HOST}`]);
    expect(events[0]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('saves every upcoming participation in one file from above the list', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const upcoming = dataOf(
      (
        await get<Participation[]>(
          `${ORIGIN}/api/services/app/Event/GetListEventParticipant?upcoming=true&SkipCount=0&MaxResultCount=1000`,
          await signIn('demo-member'),
        )
      ).body,
    );
    const saved = captureDownloads();
    renderApp('/events/participaints');
    await user.click(
      await screen.findByRole('button', { name: 'すべての予定をカレンダーに追加' }, LOADING),
    );
    await waitFor(() => expect(saved).toHaveLength(1), LOADING);
    expect(saved[0]!.fileName).toBe('参加予定の学会・セミナー.ics');
    const { method, events } = await eventsOf(saved[0]!);
    expect(method).toBe('PUBLISH');
    expect(events.map((event) => event.uid).sort()).toEqual(
      upcoming.map((row) => `participation-${row.id}@${UID_HOST}`).sort(),
    );
  });

  it('saves the participation’s file from the detail of an event applied for', async () => {
    const user = userEvent.setup();
    await signInAs('demo-member');
    const saved = captureDownloads();
    renderApp('/events/eventDetail?id=107');
    await screen.findByText('申込済み', {}, LOADING);
    await user.click(screen.getByRole('button', { name: 'カレンダーに追加' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('ブラッシュアップセミナー（東京会場）.ics');
    const [event] = (await eventsOf(saved[0]!)).events;
    expect(event!.uid).toBe(`participation-5005@${UID_HOST}`);
    expect(event!.component.getFirstPropertyValue('url')).toBe(
      `http://${HOST}/member/events/eventDetail?id=107`,
    );
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-12-06T00:30:00.000Z');
  });
});
