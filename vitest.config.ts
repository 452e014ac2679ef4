import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { codeKeysDefine } from './server/codeKeys';
import {
  defineConfig,
  type TestProjectConfiguration,
  type TestProjectInlineConfiguration,
} from 'vitest/config';

// The device's time zone: Japan's, as most members' (and the e2e browser's) is. The tests that show
// or reckon with dates run again in other zones (DATE_TESTS below).
process.env.TZ = 'Asia/Tokyo';
// The demo API's calendar day, as in e2e (playwright.config.ts): date-dependent answers (open
// events, the renewal window, order ids) are the same whatever day the suite runs.
process.env.DEMO_TODAY ??= '2026-11-22';
// The venue codes' demo key pair (.env.demo): the demo API signs with one half, and the app
// (`define` below) and the demo API verify with the published list holding the other.
const demoKeys = loadEnv('demo', process.cwd(), ['DEMO_CODE_', 'CODE_']);
process.env.DEMO_CODE_SIGNING_KEY ??= demoKeys.DEMO_CODE_SIGNING_KEY;
process.env.CODE_PUBLIC_KEYS ??= demoKeys.CODE_PUBLIC_KEYS;

/** Unit and demo-API tests that read the browser's storage, cookies or DOM: they run in jsdom. */
const NEEDS_DOM = [
  'tests/unit/lazyPage.test.ts',
  'tests/unit/sanitizeHtml.test.ts',
  'tests/unit/session.test.ts',
  'tests/unit/sessionCookies.test.ts',
  'tests/unit/sessionOidc.test.ts',
  'tests/unit/store.test.tsx',
  'tests/unit/topBarHidden.test.ts',
];
const NODE_TESTS = [
  'tests/unit/**/*.test.ts',
  'tests/demo-api/**/*.test.ts',
  // The production nginx recipe, in Debian's nginx (scripts/debianPackages.mjs installs it).
  'tests/deploy/**/*.test.ts',
];

/**
 * Every date is Japan's whatever the device's zone (src/api/japanTime.ts), so the tests that read,
 * reckon with or send dates run again on a device, or a server, outside Japan: the pure ones, the
 * demo API's dated documents and date rules, and two pages whose dates, times and today are
 * asserted exactly. Not the whole layer, most of which shows no date: that would triple its time.
 * The e2e layer has a Los Angeles browser of its own (tests/e2e/japanTime.spec.ts).
 */
const OTHER_TIME_ZONES = ['America/Los_Angeles', 'UTC'];
const DATE_TESTS = {
  node: [
    'tests/unit/format.test.ts',
    'tests/unit/japanTime.test.ts',
    'tests/unit/query.test.ts',
    'tests/unit/dashboardTodos.test.ts',
    'tests/unit/demos.test.ts',
    'tests/unit/clock.test.ts',
    'tests/unit/portalClock.test.ts',
    'tests/demo-api/applications.test.ts',
    'tests/demo-api/documents.test.ts',
    'tests/demo-api/points.test.ts',
    'tests/unit/calendar.test.ts',
  ],
  jsdom: ['tests/integration/card.test.tsx', 'tests/integration/fees.test.tsx'],
};

/** What each environment needs before a file runs. */
const NODE_SETUP = ['tests/setup.node.ts'];
const JSDOM = {
  environment: 'jsdom',
  setupFiles: ['tests/setup.node.ts', 'tests/setup.tsx'],
  environmentOptions: { jsdom: { url: 'http://localhost:3000/member/' } },
} satisfies TestProjectInlineConfiguration['test'];

/**
 * The date tests once more per zone, in the same run: a project's workers start with its own
 * environment variables, so each zone's files run in processes whose clock is that zone's.
 */
const timeZoneProjects = OTHER_TIME_ZONES.flatMap((zone): TestProjectConfiguration[] => [
  {
    extends: true,
    test: {
      name: `node ${zone}`,
      environment: 'node',
      isolate: false,
      include: DATE_TESTS.node,
      setupFiles: NODE_SETUP,
      env: { TZ: zone },
    },
  },
  {
    extends: true,
    test: {
      name: `jsdom ${zone}`,
      ...JSDOM,
      isolate: false,
      include: DATE_TESTS.jsdom,
      env: { TZ: zone },
    },
  },
]);

export default defineConfig({
  plugins: [react()],
  define: codeKeysDefine('demo'),
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
          setupFiles: NODE_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          ...JSDOM,
          isolate: false,
          include: ['tests/integration/**/*.test.{ts,tsx}', ...NEEDS_DOM],
        },
      },
      ...timeZoneProjects,
    ],
  },
});
