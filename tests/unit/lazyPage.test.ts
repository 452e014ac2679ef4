import { reloadOnceForChunkError } from '../../src/layout/lazyPage';

afterEach(() => {
  vi.useRealTimers();
});

describe('reloadOnceForChunkError', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
  });

  it('reloads on the first failure', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 10 seconds', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 9, 999));
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again after more than 10 seconds', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 10, 1));
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in the storage it is given, across page loads', () => {
    const reload = vi.fn();
    reloadOnceForChunkError(sessionStorage, reload);
    expect(sessionStorage.length).toBe(1);
    // A fresh page load reads the same sessionStorage: the second failure is shown, not looped.
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 2));
    expect(reloadOnceForChunkError(sessionStorage, vi.fn())).toBe(false);
    // Another storage knows nothing of it.
    expect(reloadOnceForChunkError(localStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
