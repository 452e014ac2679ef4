import { UNAUTHORIZED_MESSAGE } from '../../demo-api/abp';
import {
  DEFAULT_DELAY_MS,
  FAULT_COOKIE,
  FAULT_ERROR_MESSAGE,
  faultCookie,
  faultFor,
  setServerFaults,
  toFaults,
  type Fault,
} from '../../demo-api/faults';

const INSERT = '/api/services/app/Participant/InsertParticipant';
const NOTICES = '/api/services/app/Notice/GetListNotice?MaxResultCount=5';

/** The Cookie header of a browser holding these faults (and an unrelated cookie). */
const cookieOf = (faults: Fault[]) => `auth.strategy=local; ${FAULT_COOKIE}=${faultCookie(faults)}`;

afterEach(() => {
  setServerFaults([]);
  vi.useRealTimers();
});

describe('faultFor', () => {
  it('serves normally without the cookie or with a malformed one', async () => {
    expect(await faultFor(INSERT, undefined)).toBeNull();
    expect(await faultFor(INSERT, `${FAULT_COOKIE}=%7Bnot-json`)).toBeNull();
    expect(await faultFor(INSERT, `${FAULT_COOKIE}=${faultCookie([])}`)).toBeNull();
  });

  it('answers a Japanese 500, a 401 or a dropped connection', async () => {
    expect(await faultFor(INSERT, cookieOf([{ kind: 'error' }]))).toEqual({
      status: 500,
      message: FAULT_ERROR_MESSAGE,
    });
    expect(await faultFor(INSERT, cookieOf([{ kind: 'unauthorized' }]))).toEqual({
      status: 401,
      message: UNAUTHORIZED_MESSAGE,
    });
    expect(await faultFor(INSERT, cookieOf([{ kind: 'drop' }]))).toBe('drop');
  });

  it('limits a fault to the named call and to the next N requests', async () => {
    const cookie = cookieOf([{ kind: 'error', call: 'InsertParticipant', times: 2 }]);
    expect(await faultFor(NOTICES, cookie)).toBeNull();
    expect(await faultFor(INSERT, cookie)).not.toBeNull();
    expect(await faultFor(`${INSERT}?x=1`, cookie)).not.toBeNull();
    expect(await faultFor(INSERT, cookie)).toBeNull();
  });

  it('counts each browser apart even when their faults are equal', async () => {
    const faults: Fault[] = [{ kind: 'drop', times: 1 }];
    const first = cookieOf(faults);
    const second = cookieOf(faults);
    expect(await faultFor(INSERT, first)).toBe('drop');
    expect(await faultFor(INSERT, second)).toBe('drop');
    expect(await faultFor(INSERT, first)).toBeNull();
  });

  it('delays a slow call, then serves it or fails it', async () => {
    vi.useFakeTimers();
    let settled = false;
    const slow = faultFor(INSERT, cookieOf([{ kind: 'slow' }])).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toBeNull();

    const slowError = faultFor(
      INSERT,
      cookieOf([{ kind: 'slow', delayMs: 300 }, { kind: 'error' }]),
    );
    await vi.advanceTimersByTimeAsync(300);
    expect(await slowError).toMatchObject({ status: 500 });
  });

  it('never faults the demo control paths', async () => {
    expect(await faultFor('/api/__demo/reset', cookieOf([{ kind: 'drop' }]))).toBeNull();
  });

  it('applies the server-wide switch to every browser until cleared', async () => {
    setServerFaults([{ kind: 'error', call: 'InsertParticipant' }]);
    expect(await faultFor(INSERT, undefined)).toMatchObject({ status: 500 });
    expect(await faultFor(NOTICES, undefined)).toBeNull();
    setServerFaults([]);
    expect(await faultFor(INSERT, undefined)).toBeNull();
  });
});

describe('toFaults', () => {
  it('keeps well-formed faults and drops the rest', () => {
    expect(
      toFaults([
        { kind: 'slow', delayMs: 200 },
        { kind: 'explode' },
        { kind: 'error', call: 'UpdateMember', times: 0 },
        'drop',
      ]),
    ).toEqual([
      { kind: 'slow', delayMs: 200, call: undefined, times: undefined },
      { kind: 'error', call: 'UpdateMember', times: undefined, delayMs: undefined },
    ]);
    expect(toFaults(null)).toEqual([]);
  });
});
