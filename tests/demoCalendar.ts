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
