import type { CalendarOptions } from '@fullcalendar/core';
import { lazyPage } from '../../../layout/lazyPage';

/**
 * FullCalendar with month, week and day views, in Japanese. The library and its plugins load as
 * chunks of their own when the calendar first shows, so the page's own chunk stays small
 * (DESIGN §9); a failed chunk load reloads the page like any other (SPEC §4).
 */
export const FullCalendar = lazyPage(async () => {
  const [{ default: Calendar }, dayGrid, timeGrid, interaction, ja] = await Promise.all([
    import('@fullcalendar/react'),
    import('@fullcalendar/daygrid'),
    import('@fullcalendar/timegrid'),
    import('@fullcalendar/interaction'),
    import('@fullcalendar/core/locales/ja'),
  ]);
  const plugins = [dayGrid.default, timeGrid.default, interaction.default];
  function JapaneseCalendar(options: CalendarOptions) {
    return <Calendar plugins={plugins} locale={ja.default} {...options} />;
  }
  return { default: JapaneseCalendar };
});
