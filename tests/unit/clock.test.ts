// @vitest-environment node
/** The demo API's clock (demo-api/clock.ts): Japan's calendar, pinned by DEMO_TODAY. */
import { addDays, addYears, daysBetween, nowInJapan, todayInJapan } from '../../demo-api/clock';

const at = (iso: string) => vi.setSystemTime(Date.parse(iso));

describe('the demo clock', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('stays on DEMO_TODAY across midnight in Japan, the time of day running', () => {
    vi.stubEnv('DEMO_TODAY', '2026-11-22');
    at('2026-12-05T14:59:00Z'); // 23:59 in Japan
    expect(todayInJapan()).toBe('2026-11-22');
    expect(nowInJapan()).toBe('2026-11-22T23:59:00+09:00');
    at('2026-12-05T15:01:00Z'); // 00:01 the next day in Japan
    expect(todayInJapan()).toBe('2026-11-22');
    expect(nowInJapan()).toBe('2026-11-22T00:01:00+09:00');
  });

  it('follows Japan’s real calendar without DEMO_TODAY', () => {
    vi.stubEnv('DEMO_TODAY', '');
    at('2026-11-22T14:59:00Z');
    expect(todayInJapan()).toBe('2026-11-22');
    at('2026-11-22T15:00:00Z');
    expect(todayInJapan()).toBe('2026-11-23');
  });

  it('refuses a DEMO_TODAY that is not a date', () => {
    vi.stubEnv('DEMO_TODAY', '22/11/2026');
    expect(() => todayInJapan()).toThrow('DEMO_TODAY must be YYYY-MM-DD');
  });
});

describe('calendar days', () => {
  it('adds days across months and years, and counts the days between', () => {
    expect(addDays('2026-11-22', 14)).toBe('2026-12-06');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2026-11-22', '2027-01-24')).toBe(63);
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
  });

  it('adds years, a 29 February with no twin falling on the 28th', () => {
    expect(addYears('2027-03-31', 5)).toBe('2032-03-31');
    expect(addYears('2032-03-31', -5)).toBe('2027-03-31');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });
});
