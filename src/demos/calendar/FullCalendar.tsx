import type { CalendarOptions } from '@fullcalendar/core';
import { JAPAN_OFFSET_MINUTES, JAPAN_TIME_ZONE, japanClock } from '../../api/japanTime';
import { portalNow } from '../../api/portalClock';
import { lazyPage } from '../../layout/lazyPage';

/** Texts the Japanese locale leaves in English (hover titles, the "more" popover's close). */
const JAPANESE_HINTS = {
  closeHint: '閉じる',
  timeHint: '時刻',
  eventHint: '予定',
  weekTextLong: '週',
  navLinkHint: '$0へ移動',
} satisfies CalendarOptions;

/** Japan's wall clock as FullCalendar's date array: [year, month − 1, day, h, min, s, ms]. */
function japanArray(ms: number): number[] {
  const clock = japanClock(ms);
  const [year = 0, month = 1, day = 1] = (clock?.date ?? '').split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = (clock?.time ?? '').split(':').map(Number);
  return [year, month - 1, day, hour, minute, second, ((ms % 1000) + 1000) % 1000];
}

/**
 * FullCalendar with month, week and day views, in Japanese and in Japan time (today, the
 * portal's, and the times of the events, are Japan's on any device). The library and its plugins load as chunks of
 * their own when the calendar first shows, so the page's own chunk stays small (DESIGN §9); a
 * failed chunk load reloads the page like any other (SPEC §4).
 */
export const FullCalendar = lazyPage(async () => {
  const [{ default: Calendar }, dayGrid, timeGrid, interaction, ja, { createPlugin }, internal] =
    await Promise.all([
      import('@fullcalendar/react'),
      import('@fullcalendar/daygrid'),
      import('@fullcalendar/timegrid'),
      import('@fullcalendar/interaction'),
      import('@fullcalendar/core/locales/ja'),
      import('@fullcalendar/core'),
      import('@fullcalendar/core/internal'),
    ]);
  // A named time zone needs an implementation (the library's own come with luxon or moment);
  // Japan's is one fixed offset.
  class JapanTimeZone extends internal.NamedTimeZoneImpl {
    offsetForArray(): number {
      return JAPAN_OFFSET_MINUTES;
    }
    timestampToArray(ms: number): number[] {
      return japanArray(ms);
    }
  }
  const japanTimeZone = createPlugin({
    name: 'japan-time-zone',
    namedTimeZonedImpl: JapanTimeZone,
  });
  const plugins = [dayGrid.default, timeGrid.default, interaction.default, japanTimeZone];
  function JapaneseCalendar(options: CalendarOptions) {
    return (
      <Calendar
        plugins={plugins}
        locale={ja.default}
        timeZone={JAPAN_TIME_ZONE}
        // Today is the portal's (the member API's while online), as on every other page.
        now={() => portalNow()}
        {...JAPANESE_HINTS}
        {...options}
      />
    );
  }
  return { default: JapaneseCalendar };
});
