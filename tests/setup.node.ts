/**
 * Every vitest project: one backend for every test, the demo member API's own handlers, and
 * nothing else may be asked; the demo store starts from its seed in every test.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { handlers } from '../demo-api/handlers';
import { setPaidCalls } from '../demo-api/paidCalls';
import { resetDemoStore } from '../demo-api/store';
import { memberCallsNeeding } from '../src/pages/routePermissions';
import { server } from './msw';

// What a deployment sets in the environment (demo-api/settings.ts); ORIGIN is tests/demo-api's.
process.env.DEMO_TOKEN_SECRET = 'vitest-token-secret';
process.env.DEMO_PUBLIC_URL = 'http://localhost:3000';
setPaidCalls(memberCallsNeeding('paid_admission_fee'));
server.use(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers(...handlers);
  // Request recorders (tests/requests.ts) listen for one test only.
  server.events.removeAllListeners();
  resetDemoStore();
  // Files share a worker: a test that forgot its fake clock must not stop the next file's.
  vi.useRealTimers();
});
afterAll(() => server.close());
