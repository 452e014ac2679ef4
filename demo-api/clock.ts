/**
 * The demo member API's clock: the society's calendar is Japan's, wherever the server runs.
 * `DEMO_TODAY=YYYY-MM-DD` moves the calendar to that day (the time of day keeps running), so a
 * demo or an e2e run answers the same (open events, renewal period, fiscal year) whatever day it
 * is run on. Tokens and reset links keep real time.
 */
/** Japan has no daylight saving: its wall clock is always UTC+9. */
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const jstDate = (time: number): string => new Date(time + JST_OFFSET_MS).toISOString().slice(0, 10);

function offsetTo(day: string | undefined): number {
  if (!day) return 0;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`DEMO_TODAY must be YYYY-MM-DD: ${day}`);
  return Date.parse(`${day}T00:00:00Z`) - Date.parse(`${jstDate(Date.now())}T00:00:00Z`);
}

const calendarOffset = Math.round(offsetTo(process.env.DEMO_TODAY) / DAY_MS) * DAY_MS;

/** Now, on the demo's calendar. */
export const demoNow = (): Date => new Date(Date.now() + calendarOffset);

/** Today in Japan (YYYY-MM-DD). */
export const todayInJapan = (now: Date = demoNow()): string => jstDate(now.getTime());

/** Now in Japan time, as the society's server writes it: 2026-11-22T10:15:00+09:00. */
export const nowInJapan = (now: Date = demoNow()): string =>
  `${new Date(now.getTime() + JST_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
