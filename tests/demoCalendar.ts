/**
 * Lets one test travel in time (vi.setSystemTime): the demo API's calendar, pinned to
 * DEMO_TODAY for the suite (vitest.config.ts), follows the clock until the test ends.
 */
export function unpinDemoCalendar(): void {
  const pinned = process.env.DEMO_TODAY;
  delete process.env.DEMO_TODAY;
  onTestFinished(() => {
    process.env.DEMO_TODAY = pinned;
  });
}

/**
 * Fakes only `Date`, from `now` on, still running (timers and promises stay real, so React and
 * MSW work as usual). Undo with `vi.useRealTimers()`.
 */
export function runClockFrom(now: Date | number): void {
  vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true });
}
