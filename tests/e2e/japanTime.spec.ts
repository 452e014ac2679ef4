/**
 * A member abroad (the browser in Los Angeles, 16 or 17 hours behind Japan) sees the dates and
 * times a member in Japan sees: the member API speaks Japan time, and so does every page.
 */
import { MEMBER, expect, navigateInApp, openSignedIn, pageHeading, test } from './fixtures';

const japanClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Japan's date (YYYY-MM-DD) and minute (YYYY/MM/DD HH:mm, as the pages write it) now. */
function japanNow() {
  const part = Object.fromEntries(
    japanClock.formatToParts(Date.now()).map(({ type, value }) => [type, value]),
  );
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minute: `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}`,
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
    // Fetched now, on Japan's clock (the minute may turn while the card loads).
    expect([before.minute, after.minute]).toContain(
      (await fetched.textContent())!.replace(' 取得', ''),
    );

    await navigateInApp(page, '/calendar');
    const today = page.locator('.fc .fc-daygrid-day.fc-day-today');
    await expect(today).toHaveCount(1);
    expect([before.date, japanNow().date]).toContain(await today.getAttribute('data-date'));
  });
});
