/**
 * The check-in queue on a staff device: what is sent, under whose account, what a refusal or a
 * failure does to the rest, what logout keeps.
 */
import 'fake-indexeddb/auto';
import { ApiError } from '../../src/api/errors';
import type { CheckInRequest, CheckInResult } from '../../src/api/checkIn';
import {
  forgetSettledScans,
  queueScan,
  queuedScans,
  scanOf,
  scansOfEvent,
  unsentScanCount,
  type NewScan,
} from '../../src/venue/scanStore';
import { createSender, retryDelay, sendQueuedScans } from '../../src/venue/sendScans';

const STAFF = '4';
const OTHER_STAFF = '5';

const scan = (participantId: number, staffId = STAFF): NewScan => ({
  code: `code-${participantId}`,
  eventId: 9124,
  day: '2026-11-22',
  scannedAt: '2026-11-22T09:30:00+09:00',
  staffId,
  participantId,
  memberNo: `00${participantId}`,
  name: `会員 ${participantId}`,
  participationType: '受講',
  payAtDoor: false,
  feeDue: 0,
});

const answered = (request: CheckInRequest, outcome: CheckInResult['outcome']): CheckInResult => ({
  outcome,
  participantId: Number(request.code.slice(5)),
  day: request.day,
  checkedInAt: request.scannedAt,
  memberNo: '',
  name: '',
  participationType: '受講',
  paymentDue: 0,
  pointsAwarded: outcome === 'checkedIn' ? 3 : 0,
  pointsPending: 0,
});

const refusedWith = (message: string, status = 400) =>
  new ApiError(message, { kind: 'http', status });

const states = async () =>
  (await scansOfEvent(9124)).map((item) => [item.participantId, item.state]).reverse();

afterEach(async () => {
  // Each test starts with no scans: settle and forget whatever it left, of either account.
  for (const staffId of [STAFF, OTHER_STAFF]) {
    await sendQueuedScans(async (request) => answered(request, 'checkedIn'), staffId, {
      all: true,
    });
  }
  await forgetSettledScans();
});

describe('sending the queue', () => {
  it('sends oldest first, exactly what was scanned, and settles each with the server’s answer', async () => {
    for (const id of [1, 2, 3]) await queueScan(scan(id));
    await queueScan({ ...scan(4), payAtDoor: true, feeDue: 4000 });
    const sent: CheckInRequest[] = [];
    const report = await sendQueuedScans(async (request) => {
      sent.push(request);
      if (request.code === 'code-2') return answered(request, 'alreadyCheckedIn');
      if (request.code === 'code-3') throw refusedWith('この参加申込はキャンセルされています。');
      if (request.code === 'code-4') {
        return { ...answered(request, 'checkedIn'), paymentDue: 4000, pointsAwarded: 0 };
      }
      return answered(request, 'checkedIn');
    }, STAFF);
    expect(sent).toEqual([
      { code: 'code-1', eventId: 9124, day: '2026-11-22', scannedAt: '2026-11-22T09:30:00+09:00' },
      { code: 'code-2', eventId: 9124, day: '2026-11-22', scannedAt: '2026-11-22T09:30:00+09:00' },
      { code: 'code-3', eventId: 9124, day: '2026-11-22', scannedAt: '2026-11-22T09:30:00+09:00' },
      {
        code: 'code-4',
        eventId: 9124,
        day: '2026-11-22',
        scannedAt: '2026-11-22T09:30:00+09:00',
        payAtDoor: true,
      },
    ]);
    expect(report).toEqual({
      sent: 3,
      conflicts: 1,
      refused: 1,
      retrying: 0,
      nextTryAt: null,
      stopped: false,
    });
    expect(await states()).toEqual([
      [1, 'checkedIn'],
      [2, 'alreadyCheckedIn'],
      [3, 'refused'],
      [4, 'checkedIn'],
    ]);
    const [paidLater, refused] = await scansOfEvent(9124);
    expect(refused?.message).toBe('この参加申込はキャンセルされています。');
    expect(paidLater).toMatchObject({ feeDue: 4000, pointsAwarded: 0 });
  });

  it('goes on past a refusal and past a failing scan, which waits and goes again later', async () => {
    for (const id of [5, 6, 7]) await queueScan(scan(id));
    const now = Date.parse('2026-11-22T09:40:00+09:00');
    const sent: string[] = [];
    const flaky = async (request: CheckInRequest) => {
      sent.push(request.code);
      if (request.code === 'code-5') {
        throw new ApiError('サーバーで障害が発生しました。', { kind: 'http', status: 500 });
      }
      if (request.code === 'code-6') throw refusedWith('この受講票の参加申込が見つかりません。');
      return answered(request, 'checkedIn');
    };
    const first = await sendQueuedScans(flaky, STAFF, { now });
    expect(sent).toEqual(['code-5', 'code-6', 'code-7']);
    expect(first).toMatchObject({ sent: 1, refused: 1, retrying: 1, stopped: false });
    expect(first.nextTryAt).toBeGreaterThanOrEqual(now + 4_000);
    expect(first.nextTryAt).toBeLessThanOrEqual(now + 6_000);
    expect(await states()).toEqual([
      [5, 'queued'],
      [6, 'refused'],
      [7, 'checkedIn'],
    ]);

    // Before its wait is over the failed scan is not tried; after it, it is, and a second
    // failure waits longer.
    sent.length = 0;
    expect(await sendQueuedScans(flaky, STAFF, { now: now + 1_000 })).toMatchObject({
      sent: 0,
      retrying: 1,
    });
    expect(sent).toEqual([]);
    const second = await sendQueuedScans(flaky, STAFF, { now: now + 60_000 });
    expect(sent).toEqual(['code-5']);
    expect(second.nextTryAt).toBeGreaterThanOrEqual(now + 60_000 + 8_000);

    // A dropped connection is a failure of the same kind; the network's return tries at once.
    sent.length = 0;
    const back = await sendQueuedScans(async (request) => answered(request, 'checkedIn'), STAFF, {
      now: now + 61_000,
      all: true,
    });
    expect(back).toMatchObject({ sent: 1, retrying: 0, nextTryAt: null });
    expect(await queuedScans(STAFF)).toEqual([]);
  });

  it('waits 5 s after a first failure, doubling to 5 minutes, a fifth either way', () => {
    expect(retryDelay(1, () => 0.5)).toBe(5_000);
    expect(retryDelay(2, () => 0.5)).toBe(10_000);
    expect(retryDelay(20, () => 0.5)).toBe(300_000);
    expect(retryDelay(1, () => 0)).toBe(4_000);
    expect(retryDelay(1, () => 1)).toBe(6_000);
  });

  it('stops on a 401 or 403, keeping every scan for the next sign-in', async () => {
    for (const id of [8, 9]) await queueScan(scan(id));
    for (const status of [401, 403]) {
      let calls = 0;
      const report = await sendQueuedScans(async () => {
        calls += 1;
        throw refusedWith('ログインしなおしてください', status);
      }, STAFF);
      expect(report.stopped).toBe(true);
      expect(calls).toBe(1);
    }
    expect((await queuedScans(STAFF)).map((item) => item.participantId)).toEqual([8, 9]);
  });

  it('sends a scan only under the staff account that made it', async () => {
    await queueScan(scan(10, STAFF));
    await queueScan(scan(11, OTHER_STAFF));
    const sent: string[] = [];
    await sendQueuedScans(async (request) => {
      sent.push(request.code);
      return answered(request, 'checkedIn');
    }, OTHER_STAFF);
    expect(sent).toEqual(['code-11']);
    expect(await unsentScanCount(STAFF)).toBe(1);
    expect(await unsentScanCount(OTHER_STAFF)).toBe(0);
  });

  it('runs one sending at a time', async () => {
    await queueScan(scan(12));
    let calls = 0;
    const call = async (request: CheckInRequest) => {
      calls += 1;
      return answered(request, 'checkedIn');
    };
    const [first, second] = await Promise.all([
      sendQueuedScans(call, STAFF),
      sendQueuedScans(call, STAFF),
    ]);
    expect(first).toBe(second);
    expect(calls).toBe(1);
  });
});

describe('a door’s sender', () => {
  it('tries a failed scan again once its wait is over, until the door closes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('navigator', { onLine: true });
    await queueScan(scan(13));
    let failures = 1;
    const sent: string[] = [];
    const reports: number[] = [];
    const sender = createSender(
      async (request) => {
        sent.push(request.code);
        if (failures-- > 0)
          throw new ApiError('通信に失敗しました。', { kind: 'network', status: 0 });
        return answered(request, 'checkedIn');
      },
      STAFF,
      (report) => reports.push(report.sent),
    );
    const close = sender.start();
    await sender.send();
    expect(sent).toEqual(['code-13']);
    await vi.advanceTimersByTimeAsync(3_900);
    expect(sent).toEqual(['code-13']);
    await vi.advanceTimersByTimeAsync(2_200);
    // The store answers on its own (real) ticks: wait for the retry to settle.
    await vi.waitFor(() => expect(reports).toEqual([0, 1]));
    expect(sent).toEqual(['code-13', 'code-13']);
    close();
    vi.useRealTimers();
  });
});

describe('at logout', () => {
  it('forgets the scans the server answered, never one still to send', async () => {
    await queueScan(scan(14));
    await sendQueuedScans(async (request) => answered(request, 'checkedIn'), STAFF);
    await queueScan(scan(15));
    await forgetSettledScans();
    expect((await scansOfEvent(9124)).map((item) => [item.participantId, item.state])).toEqual([
      [15, 'queued'],
    ]);
    expect(await scanOf(14, '2026-11-22')).toBeUndefined();
    expect(await scanOf(15, '2026-11-22')).toMatchObject({ state: 'queued' });
    expect(await unsentScanCount(STAFF)).toBe(1);
  });
});
