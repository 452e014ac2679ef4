/** The check-in queue on a staff device: what is sent, what stops the sending, what logout keeps. */
import 'fake-indexeddb/auto';
import { ApiError } from '../../src/api/errors';
import type { CheckInRequest, CheckInResult } from '../../src/api/checkIn';
import {
  forgetSettledScans,
  queueScan,
  queuedScans,
  scanOf,
  scansOfEvent,
  type NewScan,
} from '../../src/venue/scanStore';
import { sendQueuedScans } from '../../src/venue/sendScans';

const scan = (participantId: number, eventId = 9124): NewScan => ({
  code: `code-${participantId}`,
  eventId,
  day: '2026-11-22',
  scannedAt: '2026-11-22T09:30:00+09:00',
  participantId,
  memberNo: `00${participantId}`,
  name: `会員 ${participantId}`,
  participationType: '受講',
});

const answered = (request: CheckInRequest, outcome: CheckInResult['outcome']): CheckInResult => ({
  outcome,
  participantId: Number(request.code.slice(5)),
  day: request.day,
  checkedInAt: '2026-11-22T09:31:00+09:00',
  memberNo: '',
  name: '',
  participationType: '受講',
  pointsAwarded: outcome === 'checkedIn' ? 3 : 0,
});

afterEach(async () => {
  // Each test starts with no scans: settle and forget whatever it left.
  await sendQueuedScans(async (request) => answered(request, 'checkedIn'));
  await forgetSettledScans();
});

describe('sending the queue', () => {
  it('sends oldest first and settles each with the server’s answer, conflicts and refusals included', async () => {
    for (const id of [1, 2, 3]) await queueScan(scan(id));
    const sent: string[] = [];
    const report = await sendQueuedScans(async (request) => {
      sent.push(request.code);
      if (request.code === 'code-2') return answered(request, 'alreadyCheckedIn');
      if (request.code === 'code-3') {
        throw new ApiError('この参加申込はキャンセルされています。', { kind: 'http', status: 400 });
      }
      return answered(request, 'checkedIn');
    });
    expect(sent).toEqual(['code-1', 'code-2', 'code-3']);
    expect(report).toEqual({ sent: 2, conflicts: 1, refused: 1, stopped: false });
    const states = (await scansOfEvent(9124)).map((item) => [item.participantId, item.state]);
    expect(states).toEqual([
      [3, 'refused'],
      [2, 'alreadyCheckedIn'],
      [1, 'checkedIn'],
    ]);
    expect((await scansOfEvent(9124))[0]?.message).toBe('この参加申込はキャンセルされています。');
  });

  it('stops without a network or on a 401, keeping the rest queued for the next try', async () => {
    for (const id of [4, 5]) await queueScan(scan(id));
    const offline = await sendQueuedScans(async () => {
      throw new ApiError('通信に失敗しました。', { kind: 'network', status: 0 });
    });
    expect(offline).toMatchObject({ sent: 0, stopped: true });
    expect((await queuedScans()).map((item) => item.participantId)).toEqual([4, 5]);

    let calls = 0;
    const signedOut = await sendQueuedScans(async () => {
      calls += 1;
      throw new ApiError('ログインしなおしてください', { kind: 'http', status: 401 });
    });
    expect(signedOut.stopped).toBe(true);
    expect(calls).toBe(1);
    expect(await queuedScans()).toHaveLength(2);
  });

  it('runs one sending at a time', async () => {
    await queueScan(scan(6));
    let calls = 0;
    const call = async (request: CheckInRequest) => {
      calls += 1;
      return answered(request, 'checkedIn');
    };
    const [first, second] = await Promise.all([sendQueuedScans(call), sendQueuedScans(call)]);
    expect(first).toBe(second);
    expect(calls).toBe(1);
  });
});

describe('at logout', () => {
  it('forgets the scans the server answered, never one still to send', async () => {
    await queueScan(scan(7));
    await sendQueuedScans(async (request) => answered(request, 'checkedIn'));
    await queueScan(scan(8));
    await forgetSettledScans();
    expect((await scansOfEvent(9124)).map((item) => [item.participantId, item.state])).toEqual([
      [8, 'queued'],
    ]);
    expect(await scanOf(7, '2026-11-22')).toBeUndefined();
    expect(await scanOf(8, '2026-11-22')).toMatchObject({ state: 'queued' });
  });
});
