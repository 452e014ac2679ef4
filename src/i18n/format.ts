import { JAPAN_OFFSET, japanClock } from '../api/japanTime';

/**
 * Display formats of the portal: dates as YYYY/MM/DD, times as YYYY/MM/DD hh:mm:ss (SPEC §3),
 * always in Japan time (src/api/japanTime.ts), whatever the device's time zone.
 */
export const DATE_FORMAT = 'YYYY/MM/DD';
export const DATETIME_FORMAT = 'YYYY/MM/DD HH:mm:ss';

const slashed = (date: string) => date.replaceAll('-', '/');

export function formatDate(value: unknown): string {
  const clock = japanClock(value);
  return clock ? slashed(clock.date) : '';
}

/** A date, or a span of days: 2027/06/04〜2027/06/06 (one day reads as the date alone). */
export function formatDateSpan(start: unknown, end: unknown): string {
  const [from, to] = [formatDate(start), formatDate(end)];
  return to === '' || to === from ? from : `${from}〜${to}`;
}

export function formatDateTime(value: unknown): string {
  const clock = japanClock(value);
  return clock ? `${slashed(clock.date)} ${clock.time}` : '';
}

/** A time to the minute, where seconds say nothing: 2026/11/22 10:15. */
export function formatDateTimeToMinute(value: unknown): string {
  return formatDateTime(value).slice(0, -3);
}

/** A value as a date input holds it: Japan's day, YYYY-MM-DD. */
export function toDateInputValue(value: unknown): string {
  return japanClock(value)?.date ?? '';
}

/** A value as a date-time input holds it: Japan's wall clock, YYYY-MM-DDTHH:mm. */
export function toDateTimeInputValue(value: unknown): string {
  const clock = japanClock(value);
  return clock ? `${clock.date}T${clock.time.slice(0, 5)}` : '';
}

/** What a date-time input sends: its Japan wall clock with Japan's offset, as the API writes it. */
export function fromDateTimeInputValue(value: string): string | null {
  return value ? `${value}:00${JAPAN_OFFSET}` : null;
}

/**
 * Yen as Intl writes it for ja-JP (￥1,234,567, -￥500: whole yen, halves away from zero),
 * written out: building any Intl formatter costs a phone about 50 ms of its first page.
 */
export function formatYen(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value <= -0.5 ? '-' : ''}￥${digits}`;
}
