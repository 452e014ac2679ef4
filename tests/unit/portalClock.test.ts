/**
 * The portal's one clock (src/api/portalClock.ts): the member API's once an answer has told it,
 * while online; the device's offline or before. `todayInJapan()` with no argument reads it, so
 * every page's today (the dashboard's days left among them) is the API's.
 */
import { daysBetween, todayInJapan } from '../../src/api/japanTime';
import { portalClockSource, portalNow } from '../../src/api/portalClock';
import { noteServerDate } from '../../src/api/serverClock';

/** The device reads 2026-11-28 10:00 in Japan; the API answers 2026-11-22 10:00 in Japan. */
const DEVICE_NOW = new Date('2026-11-28T10:00:00+09:00');
const SERVER_DATE = 'Sun, 22 Nov 2026 01:00:00 GMT';

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: DEVICE_NOW }));
afterEach(() => vi.useRealTimers());

const answerCame = () => noteServerDate(SERVER_DATE, Date.now(), Date.now());

describe('the portal’s today', () => {
  it('is the device’s until the member API has answered', () => {
    expect(portalClockSource()).toBe('device');
    expect(todayInJapan()).toBe('2026-11-28');
  });

  it('is the member API’s once an answer told its date, whatever the device’s clock', () => {
    answerCame();
    expect(portalClockSource()).toBe('server');
    expect(todayInJapan()).toBe('2026-11-22');
    // The qualification expiring on 2027-03-31 is 129 days away on the API's calendar, not 123.
    expect(daysBetween(todayInJapan(), '2027-03-31')).toBe(129);
    // A device time (when an answer came) reads on the API's clock too.
    expect(
      Math.abs(portalNow(DEVICE_NOW.getTime()).getTime() - Date.parse(SERVER_DATE)),
    ).toBeLessThan(2000);
  });

  it('is the device’s offline, the API’s clock being out of reach', () => {
    answerCame();
    vi.stubGlobal('navigator', { onLine: false });
    expect(portalClockSource()).toBe('device');
    expect(todayInJapan()).toBe('2026-11-28');
  });
});
