import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  formatDate,
  formatDateTime,
  formatYen,
} from '../../src/generator/format';

describe('formatDate', () => {
  it('uses YYYY/MM/DD', () => {
    expect(DATE_FORMAT).toBe('YYYY/MM/DD');
    expect(formatDate('2026-11-21T11:40:00+09:00')).toMatch(/^2026\/11\/2[01]$/);
    expect(formatDate(new Date(2026, 10, 21, 14, 5, 9))).toBe('2026/11/21');
    expect(formatDate(new Date(2026, 0, 5))).toBe('2026/01/05');
    expect(formatDate('2026-11-21')).toBe('2026/11/21');
  });

  it('gives an empty string for nothing or an invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate({})).toBe('');
  });
});

describe('formatDateTime', () => {
  it('uses YYYY/MM/DD HH:mm:ss', () => {
    expect(DATETIME_FORMAT).toBe('YYYY/MM/DD HH:mm:ss');
    expect(formatDateTime(new Date(2026, 10, 21, 14, 5, 9))).toBe('2026/11/21 14:05:09');
    expect(formatDateTime(new Date(2026, 0, 5, 9, 0, 0))).toBe('2026/01/05 09:00:00');
    expect(formatDateTime(new Date(2026, 10, 21, 14, 5, 9).getTime())).toBe('2026/11/21 14:05:09');
    expect(formatDateTime('2026-11-21T11:40:00+09:00')).toMatch(
      /^\d{4}\/\d{2}\/\d{2} \d{2}:40:00$/,
    );
  });

  it('gives an empty string for nothing or an invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatYen', () => {
  it('formats yen with thousands separators', () => {
    expect(formatYen(8000)).toContain('8,000');
    expect(formatYen(1234567)).toContain('1,234,567');
    expect(formatYen(0)).toContain('0');
  });

  it('gives an empty string for non-numbers', () => {
    expect(formatYen('8000')).toBe('');
    expect(formatYen(null)).toBe('');
    expect(formatYen(undefined)).toBe('');
  });
});
