import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  formatDate,
  formatDateSpan,
  formatDateTime,
  formatDateTimeToMinute,
  formatYen,
} from '../../src/i18n/format';

// These hold whatever the device's zone: `npm test` runs them under Asia/Tokyo, UTC and
// America/Los_Angeles (scripts/test.mjs).
describe('formatDate', () => {
  it('uses YYYY/MM/DD on Japan’s calendar', () => {
    expect(DATE_FORMAT).toBe('YYYY/MM/DD');
    expect(formatDate('2026-11-21T11:40:00+09:00')).toBe('2026/11/21');
    // 20:00 in London is 05:00 the next morning in Japan.
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('2026/11/22');
    expect(formatDate(new Date('2026-11-21T23:59:59+09:00'))).toBe('2026/11/21');
    expect(formatDate(Date.parse('2026-01-04T15:00:00Z'))).toBe('2026/01/05');
  });

  it('reads API values without an offset as Japan time, and a date as that day', () => {
    expect(formatDate('2026-11-21')).toBe('2026/11/21');
    expect(formatDate('2026-11-21T00:30:00')).toBe('2026/11/21');
    expect(formatDate('2026-03-08T02:30:00')).toBe('2026/03/08');
    expect(formatDateSpan('2027-06-04', '2027-06-06')).toBe('2027/06/04〜2027/06/06');
    expect(formatDateSpan('2027-06-04', '2027-06-04T18:00:00')).toBe('2027/06/04');
  });

  it('gives an empty string for nothing or an invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate({})).toBe('');
  });
});

describe('formatDateTime', () => {
  it('uses YYYY/MM/DD HH:mm:ss on Japan’s clock', () => {
    expect(DATETIME_FORMAT).toBe('YYYY/MM/DD HH:mm:ss');
    expect(formatDateTime('2026-11-21T11:40:00+09:00')).toBe('2026/11/21 11:40:00');
    expect(formatDateTime('2026-11-21T02:05:09Z')).toBe('2026/11/21 11:05:09');
    expect(formatDateTime(new Date('2026-01-05T09:00:00+09:00'))).toBe('2026/01/05 09:00:00');
    expect(formatDateTime(Date.parse('2026-11-21T14:05:09+09:00'))).toBe('2026/11/21 14:05:09');
    expect(formatDateTime('2026-11-21T14:05:09')).toBe('2026/11/21 14:05:09');
    expect(formatDateTime('2026-11-21T14:05:09.123')).toBe('2026/11/21 14:05:09');
    expect(formatDateTimeToMinute('2026-11-21T05:15:00Z')).toBe('2026/11/21 14:15');
  });

  it('gives an empty string for nothing or an invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTimeToMinute(undefined)).toBe('');
  });
});

describe('formatYen', () => {
  it('formats yen with thousands separators', () => {
    expect(formatYen(8000)).toContain('8,000');
    expect(formatYen(1234567)).toContain('1,234,567');
    expect(formatYen(0)).toContain('0');
  });

  it('writes yen exactly as Intl does for ja-JP, without building its formatter', () => {
    const intl = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
    for (const amount of [
      0, 7, 999, 1000, 8000, 1234567, 12345678901, -500, -1000, 1999.5, 0.4, -2.5,
    ])
      expect(formatYen(amount)).toBe(intl.format(amount));
    expect(formatYen(1234567)).toBe('￥1,234,567');
  });

  it('gives an empty string for non-numbers', () => {
    expect(formatYen('8000')).toBe('');
    expect(formatYen(null)).toBe('');
    expect(formatYen(undefined)).toBe('');
    expect(formatYen(Number.NaN)).toBe('');
  });
});
