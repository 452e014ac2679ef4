import dayjs from 'dayjs';

/** Display formats of the portal: dates as YYYY/MM/DD, times as YYYY/MM/DD hh:mm:ss (SPEC §3). */
export const DATE_FORMAT = 'YYYY/MM/DD';
export const DATETIME_FORMAT = 'YYYY/MM/DD HH:mm:ss';

const parse = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || value instanceof Date
    ? dayjs(value)
    : null;

export function formatDate(value: unknown): string {
  const date = parse(value);
  return date?.isValid() ? date.format(DATE_FORMAT) : '';
}

/** A date, or a span of days: 2027/06/04〜2027/06/06 (one day reads as the date alone). */
export function formatDateSpan(start: unknown, end: unknown): string {
  const [from, to] = [formatDate(start), formatDate(end)];
  return to === '' || to === from ? from : `${from}〜${to}`;
}

export function formatDateTime(value: unknown): string {
  const date = parse(value);
  return date?.isValid() ? date.format(DATETIME_FORMAT) : '';
}

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

export function formatYen(value: unknown): string {
  return typeof value === 'number' ? yen.format(value) : '';
}
