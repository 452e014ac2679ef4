import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The device's time zone: Japan's, as most members' (and the e2e browser's) is, unless a run names
// another. `npm test` runs the tests that show or reckon with dates again under UTC and
// America/Los_Angeles (scripts/test.mjs): the pages must show the same Japan dates there.
process.env.TZ = process.env.TEST_TIME_ZONE || 'Asia/Tokyo';
// The demo API's calendar day, as in e2e (playwright.config.ts): date-dependent answers (open
// events, the renewal window, order ids) are the same whatever day the suite runs.
process.env.DEMO_TODAY ??= '2026-11-22';

/** Unit and demo-API tests that read the browser's storage, cookies or DOM: they run in jsdom. */
const NEEDS_DOM = [
  'tests/unit/lazyPage.test.ts',
  'tests/unit/sanitizeHtml.test.ts',
  'tests/unit/session.test.ts',
  'tests/unit/sessionCookies.test.ts',
  'tests/unit/sessionOidc.test.ts',
];
const NODE_TESTS = ['tests/unit/**/*.test.ts', 'tests/demo-api/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    testTimeout: 20000,
    // Files of a project share their worker's modules (isolate: false below): importing the demo
    // API, react-admin and MUI once per worker instead of once per file halves the wall time. So
    // every test leaves nothing behind: spies and stubbed globals are undone after each test (env
    // stubs by the files that make them), and the setup files reset the demo store, the app's
    // state, storage and timers.
    restoreMocks: true,
    unstubGlobals: true,
    // Vitest runs cores − 1 workers by default: one on the 2-core CI machine. Two halve the wall time.
    maxWorkers: 2,
    // The JSON report feeds the slowest-tests summary at the end of `npm test`.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-reports/vitest.json' },
    projects: [
      {
        // No DOM to build per file: the demo API, the providers' logic, pure functions.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: NODE_TESTS,
          exclude: NEEDS_DOM,
          setupFiles: ['tests/setup.node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          isolate: false,
          include: ['tests/integration/**/*.test.{ts,tsx}', ...NEEDS_DOM],
          setupFiles: ['tests/setup.node.ts', 'tests/setup.ts'],
          environmentOptions: { jsdom: { url: 'http://localhost:3000/member/' } },
        },
      },
    ],
  },
});
