/**
 * The demo member API's clock: the society's calendar is Japan's, wherever the server runs.
 * `DEMO_TODAY=YYYY-MM-DD` keeps the calendar on that day (the time of day keeps running, and at
 * midnight in Japan it starts the same day again), so a demo or an e2e run answers the same (open
 * events, renewal period, fiscal year, order ids) whatever day, and whatever hour, it is run on,
 * even across midnight. Tokens and reset links keep real time.
 */
import {
  JAPAN_OFFSET_MINUTES,
  todayInJapan as japanDayAt,
  toJapanDateTime,
} from '../src/api/japanTime';

/** Japan has no daylight saving: its wall clock is always UTC+9. */
export const JST_OFFSET_MS = JAPAN_OFFSET_MINUTES * 60 * 1000;

const jstDate = (time: number): string => japanDayAt(new Date(time));

function pinnedDay(day: string | undefined): string | undefined {
  if (!day) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`DEMO_TODAY must be YYYY-MM-DD: ${day}`);
  return day;
}

/** Now, on the demo's calendar: the real time of day in Japan, on the pinned day if there is one. */
export function demoNow(): Date {
  const now = Date.now();
  // Read on every call, so a test may unpin the calendar (vi.stubEnv) to travel in time.
  const demoToday = pinnedDay(process.env.DEMO_TODAY);
  if (!demoToday) return new Date(now);
  return new Date(
    now + Date.parse(`${demoToday}T00:00:00Z`) - Date.parse(`${jstDate(now)}T00:00:00Z`),
  );
}

/** Today in Japan (YYYY-MM-DD). */
export const todayInJapan = (now: Date = demoNow()): string => jstDate(now.getTime());

/** Now in Japan time, as the society's server writes it: 2026-11-22T10:15:00+09:00. */
export const nowInJapan = (now: Date = demoNow()): string => toJapanDateTime(now);

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The calendar day `days` after `day` (YYYY-MM-DD; negative goes back). */
export const addDays = (day: string, days: number): string =>
  new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayStart(to) - dayStart(from)) / DAY_MS);

/**
 * The same day `years` later (negative goes back). A 29 February with no twin falls on the last
 * day of February, as Japanese law counts a period in years (民法143条).
 */
export function addYears(day: string, years: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return new Date(Date.UTC(year + years, month - 1, Math.min(date, lastOfMonth)))
    .toISOString()
    .slice(0, 10);
}
