import {
  daysBetween,
  japanClock,
  japanInstant,
  toJapanDateTime,
  todayInJapan,
} from '../../src/api/japanTime';

// Run under Asia/Tokyo, UTC and America/Los_Angeles (vitest.config.ts): the answers never change.
describe('Japan time', () => {
  it('runs on a clock set to the zone its project names', ({ task }) => {
    const zone = task.file.projectName?.split(' ')[1] ?? 'Asia/Tokyo';
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it('reads a value without an offset as Japan time, and keeps one that has an offset', () => {
    expect(japanInstant('2026-11-22T10:15:00')?.toISOString()).toBe('2026-11-22T01:15:00.000Z');
    expect(japanInstant('2026-11-22')?.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(japanInstant('2026-11-22T10:15:00Z')?.toISOString()).toBe('2026-11-22T10:15:00.000Z');
    expect(japanInstant('2026-11-22T10:15:00-08:00')?.toISOString()).toBe(
      '2026-11-22T18:15:00.000Z',
    );
    expect(japanInstant('someday')).toBeNull();
    expect(japanInstant(null)).toBeNull();
  });

  it('tells Japan’s date and time of an instant', () => {
    expect(japanClock(new Date('2026-11-21T15:00:00Z'))).toEqual({
      date: '2026-11-22',
      time: '00:00:00',
    });
    expect(japanClock('2026-11-22')).toEqual({ date: '2026-11-22', time: '00:00:00' });
  });

  it('counts today on Japan’s calendar, which is ahead of the device abroad', () => {
    // 16:30 on 21 November in Los Angeles (UTC−8) is already the 22nd in Japan.
    expect(todayInJapan(new Date('2026-11-21T16:30:00-08:00'))).toBe('2026-11-22');
    expect(todayInJapan(new Date('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
    expect(todayInJapan(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
    expect(todayInJapan(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('sends an instant as the API writes it', () => {
    expect(toJapanDateTime(new Date('2026-11-22T01:15:00Z'))).toBe('2026-11-22T10:15:00+09:00');
    expect(toJapanDateTime('2026-03-31T23:30:00-07:00')).toBe('2026-04-01T15:30:00+09:00');
    expect(toJapanDateTime('nonsense')).toBe('');
  });
});

describe('daysBetween', () => {
  it('counts calendar days, across months, years and a leap day, backwards as negative', () => {
    expect(daysBetween('2026-11-22', '2026-11-25')).toBe(3);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-03-31')).toBe(-236);
  });
});
