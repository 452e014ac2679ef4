/**
 * Japan time, which the member API speaks: every date the portal shows, reckons with or sends is
 * read on Japan's calendar and clock, whatever the device's time zone, so a member at a congress
 * abroad sees the same due dates and validity as at home. Pages read dates through here (and
 * src/i18n/format.ts), never through a `Date`'s local fields.
 */
import { portalNow } from './portalClock';

export const JAPAN_TIME_ZONE = 'Asia/Tokyo';
/** The offset the API writes, and means where a value carries none (Japan keeps no summer time). */
export const JAPAN_OFFSET = '+09:00';
export const JAPAN_OFFSET_MINUTES = 9 * 60;

/** A calendar date: YYYY-MM-DD. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A date or date-time without an offset: YYYY-MM-DD[THH:mm[:ss[.fff]]] (`/`, a space allowed). */
const WALL_CLOCK =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;

const pad = (value: string | number, length = 2) => String(value).padStart(length, '0');

/**
 * The instant an API value (or a `Date`, or epoch milliseconds) stands for; a value without an
 * offset is Japan time. Null for anything else.
 */
export function japanInstant(value: unknown): Date | null {
  let instant: Date | null = null;
  if (value instanceof Date || typeof value === 'number') instant = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    const wall = WALL_CLOCK.exec(text);
    instant = new Date(
      wall
        ? `${wall[1]}-${pad(wall[2]!)}-${pad(wall[3]!)}T${pad(wall[4] ?? 0)}:${wall[5] ?? '00'}:${wall[6] ?? '00'}${wall[7] ?? ''}${JAPAN_OFFSET}`
        : text,
    );
  }
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}

/** Japan's wall clock at a value: `date` YYYY-MM-DD and `time` HH:mm:ss; null when not a date. */
export function japanClock(value: unknown): { date: string; time: string } | null {
  // A calendar date is a day in Japan already: no instant to convert.
  if (typeof value === 'string' && DATE_ONLY.test(value.trim()))
    return { date: value.trim(), time: '00:00:00' };
  const instant = japanInstant(value);
  if (!instant) return null;
  // Japan has kept UTC+9, with no daylight saving, since 1951 (and the API writes +09:00): its
  // wall clock is the instant moved nine hours, read in UTC. No time-zone formatter to build,
  // which costs a phone tens of milliseconds on the first page.
  const wall = new Date(instant.getTime() + JAPAN_OFFSET_MINUTES * 60_000);
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`,
  };
}

/**
 * Today on Japan's calendar, as YYYY-MM-DD (the API's dates, and its `date` parameters): by
 * default the portal's today (./portalClock.ts), the member API's while online.
 */
export function todayInJapan(now: Date = portalNow()): string {
  return japanClock(now)?.date ?? '';
}

/** Whole days from one calendar date (YYYY-MM-DD) to another: negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const day = (date: string) =>
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** An instant as the API writes it: 2026-11-22T10:15:00+09:00. */
export function toJapanDateTime(value: unknown): string {
  const clock = japanClock(value);
  return clock ? `${clock.date}T${clock.time}${JAPAN_OFFSET}` : '';
}
