/** The member API's clock, as its answers' Date headers tell it: what a door with a wrong clock judges by. */
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../src/api/client';
import {
  noteServerDate,
  resetServerClock,
  serverClockOffset,
  subscribeServerClock,
} from '../../src/api/serverClock';
import { server } from '../msw';

afterEach(() => resetServerClock());

describe('the server clock', () => {
  it('is the server’s time less the device’s, at the middle of the round trip', () => {
    expect(serverClockOffset()).toBeNull();
    const sent = Date.parse('2026-11-25T00:30:00.000Z');
    // The device thinks it is three days later than the server does.
    noteServerDate('Sun, 22 Nov 2026 00:30:00 GMT', sent, sent + 200);
    expect(serverClockOffset()).toBe(-3 * 86_400_000 + 500 - 100);
  });

  it('ignores a missing or broken header, and the header’s rounding', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeServerClock(listener);
    noteServerDate(null, 0, 0);
    noteServerDate('not a date', 0, 0);
    expect(serverClockOffset()).toBeNull();
    const at = Date.parse('2026-11-22T00:30:00.000Z');
    noteServerDate('Sun, 22 Nov 2026 00:30:00 GMT', at, at);
    noteServerDate('Sun, 22 Nov 2026 00:30:01 GMT', at + 900, at + 900);
    expect(listener).toHaveBeenCalledTimes(1);
    noteServerDate('Sun, 22 Nov 2026 00:40:00 GMT', at, at);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(serverClockOffset()).toBe(600_500);
    unsubscribe();
  });

  it('is read off every answer the API client receives', async () => {
    server.use(
      http.get('*/api/services/app/Notice/GetListNotice', () =>
        HttpResponse.json(
          { result: { statusCode: 200, data: [] }, success: true, __abp: true },
          { headers: { date: new Date(Date.now() + 3_600_000).toUTCString() } },
        ),
      ),
    );
    const client = createApiClient({
      baseUrl: 'http://localhost:3000',
      identity: () => ({
        authorization: null,
        appKey: 'member-portal',
        authApi: 'local',
        memberId: null,
        name: null,
      }),
      onUnauthorized: () => undefined,
      onWarning: () => undefined,
    });
    await client.call('GetListNotice');
    expect(Math.abs((serverClockOffset() ?? 0) - 3_600_000)).toBeLessThan(2_000);
  });
});
