/**
 * One today: the pages judge dates by the member API's clock while online (its answers' `Date`
 * header), whatever the device's clock says, and by the device's only offline, saying so. Here the
 * device reads 2026-11-28 while the demo API's calendar is pinned to 2026-11-22.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { runClockFrom } from '../demoCalendar';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from '../preload';
import { renderApp, signInAs } from '../renderApp';

/** The device's clock: six days after the demo calendar's 2026-11-22. */
const DEVICE_NOW = new Date('2026-11-28T10:00:00+09:00');
/** Event 107 (ブラッシュアップセミナー（東京会場）) takes applications until 2026-11-27. */
const TOKYO_BRUSHUP = 'ブラッシュアップセミナー（東京会場）';
const DEVICE_DATE_NOTICE = 'オフラインのため、この端末の日付（2026/11/28）で判定しています。';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

// Each test's own: the suite's setup puts the real clock back after every test.
beforeEach(() => runClockFrom(DEVICE_NOW));
beforeAll(
  () =>
    preloadSignedInApp(
      () => import('../../src/pages/card/DigitalMembershipCardPage'),
      () => import('../../src/pages/events/EventDetailPage'),
    ),
  PRELOAD_TIMEOUT,
);
// Back online for the next test: React Query holds its requests while it believes the device is offline.
afterEach(() => {
  vi.restoreAllMocks();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

describe('one today, the member API’s', () => {
  it('dates the card’s fetch by the API’s clock, the day of its 発行日', async () => {
    await signInAs('demo-member');
    renderApp('/DigitalMembershipCard');
    const card = await screen.findByRole('region', { name: 'デジタル会員証' });
    expect(within(card).getByText('発行日').nextSibling).toHaveTextContent('2026/11/22');
    expect(screen.getByRole('status')).toHaveTextContent(/^2026\/11\/22 10:0\d 取得$/);
  });

  it('offers an event whose deadline has passed only on the device’s calendar; offline, judges by the device’s and says so', async () => {
    await signInAs('demo-venue');
    renderApp('/events/eventDetail?id=107');
    expect(await screen.findByRole('heading', { name: TOKYO_BRUSHUP })).toBeVisible();
    expect(await screen.findByRole('link', { name: '参加申込へ' })).toBeVisible();
    expect(screen.queryByText(DEVICE_DATE_NOTICE)).toBeNull();

    setOnline(false);
    expect(await screen.findByText('現在は申込受付期間外です。')).toBeVisible();
    expect(screen.getByText(DEVICE_DATE_NOTICE)).toBeVisible();
    expect(screen.queryByRole('link', { name: '参加申込へ' })).toBeNull();
  });

  it('lists the event as open online; offline marks its deadline passed by the device’s date', async () => {
    await signInAs('demo-member');
    // Unfiltered, first page: a list remembers its filters and page (SPEC §2).
    renderApp('/events/EventsAccepting?filter=%7B%7D&page=1&perPage=10');
    const table = await screen.findByLabelText('申込受付中の学会・セミナー');
    const row = await waitFor(() => {
      const found = within(table)
        .getAllByRole('row')
        .find((tr) => tr.textContent?.includes(TOKYO_BRUSHUP));
      expect(found).toBeDefined();
      return found!;
    });
    expect(row).toHaveTextContent('2026/11/27');
    expect(within(table).queryByText('受付終了')).toBeNull();
    expect(screen.queryByText(DEVICE_DATE_NOTICE)).toBeNull();

    setOnline(false);
    await waitFor(() => expect(within(row).getByText('受付終了')).toBeVisible());
    expect(screen.getByText(DEVICE_DATE_NOTICE)).toBeVisible();
  });
});
