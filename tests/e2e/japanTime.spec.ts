/**
 * A member abroad (the browser in Los Angeles, 16 or 17 hours behind Japan) sees the dates and
 * times a member in Japan sees: the member API speaks Japan time, and so does every page. And one
 * today: a device whose clock is a week ahead judges dates by the member API's (the demo API's
 * calendar is pinned to 2026-11-22, playwright.config.ts), and by its own only offline, saying so.
 */
import {
  MEMBER,
  VENUE_MEMBER,
  expect,
  memberPath,
  navigateInApp,
  openSignedIn,
  pageHeading,
  signIn,
  test,
} from './fixtures';

/** The demo API's calendar day (DEMO_TODAY in playwright.config.ts). */
const DEMO_DAY = '2026-11-22';

const japanClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Japan's date (YYYY-MM-DD) and minute (YYYY/MM/DD HH:mm, as the pages write it) at `time`, and
 * the minute on the demo API's calendar: its day, Japan's time of day.
 */
function japanNow(time = Date.now()) {
  const part = Object.fromEntries(
    japanClock.formatToParts(time).map(({ type, value }) => [type, value]),
  );
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minute: `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}`,
    demoMinute: `${DEMO_DAY.replaceAll('-', '/')} ${part.hour}:${part.minute}`,
  };
}

test.describe('a member abroad', () => {
  test.use({ account: MEMBER.login, timezoneId: 'America/Los_Angeles' });

  test('sees Japan’s dates on the fees, Japan’s clock on the card and Japan’s today on the calendar', async ({
    page,
  }) => {
    await openSignedIn(page, '/MembershipFeeDetail');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/Los_Angeles',
    );
    // Paid at 09:52 on 10 April in Japan, which was still the 9th in Los Angeles.
    const paid = page.getByRole('region', { name: '支払済みの会費' });
    await expect(paid.getByRole('row').nth(1)).toContainText('2026/04/10');

    const before = japanNow();
    await navigateInApp(page, '/DigitalMembershipCard');
    await expect(pageHeading(page, 'デジタル会員証確認')).toBeVisible();
    const fetched = page.getByRole('status').filter({ hasText: '取得' });
    await expect(fetched).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 取得$/);
    const after = japanNow();
    // Fetched now, on the member API's clock: Japan's time of day on the demo calendar's day (the
    // minute may turn while the card loads).
    expect([before.demoMinute, after.demoMinute]).toContain(
      (await fetched.textContent())!.replace(' 取得', ''),
    );

    await navigateInApp(page, '/calendar');
    const today = page.locator('.fc .fc-daygrid-day.fc-day-today');
    await expect(today).toHaveCount(1);
    await expect(today).toHaveAttribute('data-date', DEMO_DAY);
  });
});

test.describe('a device whose clock is a week ahead of the member API’s', () => {
  /** Event 107 takes applications until 2026-11-27: past on the device's calendar only. */
  const TOKYO_BRUSHUP = 'ブラッシュアップセミナー（東京会場）';

  test('dates the card and judges open events by the API’s day; offline, by its own, saying so', async ({
    page,
    context,
  }) => {
    const deviceTime = Date.now() + 7 * 24 * 60 * 60 * 1000;
    await page.clock.install({ time: deviceTime });
    const deviceDay = japanNow(deviceTime).date;
    expect(deviceDay > '2026-11-27').toBe(true);

    await page.goto(memberPath('/login'));
    await signIn(page, VENUE_MEMBER.login);
    await navigateInApp(page, '/DigitalMembershipCard');
    const card = page.getByRole('region', { name: 'デジタル会員証' });
    await expect(card).toContainText('発行日2026/11/22');
    await expect(page.getByRole('status').filter({ hasText: '取得' })).toHaveText(
      /^2026\/11\/22 \d{2}:\d{2} 取得$/,
    );

    await navigateInApp(page, '/events/EventsAccepting');
    const row = page.getByRole('row').filter({ hasText: TOKYO_BRUSHUP });
    await expect(row).toContainText('2026/11/27');
    await expect(row).not.toContainText('受付終了');

    await navigateInApp(page, '/events/eventDetail?id=107');
    await expect(page.getByRole('link', { name: '参加申込へ' })).toBeVisible();
    const notice = `オフラインのため、この端末の日付（${deviceDay.replaceAll('-', '/')}）で判定しています。`;
    await expect(page.getByText(notice)).toHaveCount(0);

    await context.setOffline(true);
    try {
      await expect(page.getByText('現在は申込受付期間外です。')).toBeVisible();
      await expect(page.getByText(notice)).toBeVisible();
      await expect(page.getByRole('link', { name: '参加申込へ' })).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByRole('link', { name: '参加申込へ' })).toBeVisible();
  });
});
