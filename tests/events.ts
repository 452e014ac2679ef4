import { runClockFrom } from './demoCalendar';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from './preload';

/**
 * The seed's calendar of the event pages: 10:00 on 2026-11-22, when fifteen events accept
 * applications and demo-member has sixteen participations.
 */
export const EVENTS_NOW = new Date('2026-11-22T10:00:00+09:00');

/**
 * For a file of event-page tests: the clock runs from `EVENTS_NOW` (set once: a clock going back at
 * each test would keep the last test's cached answers fresh), and the signed-in shell and the
 * event pages are loaded before the first test.
 */
export function setUpEventPages(): void {
  beforeAll(() => runClockFrom(EVENTS_NOW));
  beforeAll(
    () =>
      preloadSignedInApp(
        () => import('../src/pages/events/EventDetailPage'),
        () => import('../src/pages/events/EventEntryPage'),
      ),
    PRELOAD_TIMEOUT,
  );
  afterAll(() => vi.useRealTimers());
}
