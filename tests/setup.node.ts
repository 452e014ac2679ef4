/**
 * Every vitest project: one backend for every test, the demo member API's own handlers, and
 * nothing else may be asked; the demo store starts from its seed in every test.
 */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { handlers } from '../demo-api/handlers';
import { resetDemoStore } from '../demo-api/store';
import { resetServerClock } from '../src/api/serverClock';
import { server } from './msw';

// What a deployment sets in the environment (demo-api/settings.ts); ORIGIN is tests/demo-api's.
process.env.DEMO_TOKEN_SECRET = 'vitest-token-secret';
process.env.DEMO_PUBLIC_URL = 'http://localhost:3000';
server.use(...handlers);

declare module '@vitest/runner' {
  interface TaskMeta {
    /** The test's own timeout, for the slowest-tests summary (scripts/slowestTests.mjs). */
    timeout?: number;
  }
}

// The JSON report carries no timeout, and a file or describe may set its own: each test's goes
// into its meta, so the summary measures a test against the timeout it runs under.
beforeEach(({ task }) => {
  task.meta.timeout = task.timeout;
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(...handlers);
  // Request recorders (tests/requests.ts) listen for one test only.
  server.events.removeAllListeners();
  resetDemoStore();
  // Files share a worker: a test that forgot its fake clock must not stop the next file's, nor
  // the member API's clock it learnt (src/api/serverClock.ts) set the next test's today.
  vi.useRealTimers();
  resetServerClock();
});
afterAll(() => server.close());
