import { defineConfig, devices } from '@playwright/test';
import { loadEnv } from 'vite';
import { CAMERA_FILM, CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/browser.mjs';

/** End-to-end tests against the production build served by `vite preview` (DESIGN §7). */

const { DEMO_CODE_SIGNING_KEY, CODE_PUBLIC_KEYS } = loadEnv('demo', process.cwd(), [
  'DEMO_CODE_',
  'CODE_',
]);

/** The demo API's calendar day during e2e (the browser's clock stays real). */
const E2E_TODAY = '2026-11-22';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Runs after webServer is up: the demo API starts every run from its seed.
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // A retry only gathers evidence (a trace): a test that passes on it is flaky, and fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // The JSON report feeds the slowest-tests summary at the end of `npm test`.
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://localhost:4173',
    viewport: { width: 1280, height: 800 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'on-first-retry',
    // The portal's service worker precaches the build in every new browser context: paid for by
    // every test and in the way of page.route. The specs about it (offline, layout) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      // A fake camera filming whatever tests/e2e/checkIn.spec.ts writes to CAMERA_FILM before it
      // starts the camera (Chromium opens the file then); no other test asks for a camera.
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${CAMERA_FILM}`,
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npx vite preview --port 4173 --strictPort',
    url: 'http://localhost:4173/member/login',
    // The demo API's calendar is pinned, so date-dependent answers (upcoming events, the renewal
    // period) are the same whatever day the suite runs; see demo-api/clock.ts.
    // The demo identity provider's access tokens live 20 s, so tests/e2e/oidc.spec.ts sees a
    // silent renewal (demo-api/oidc/settings.ts); local sign-in is unaffected.
    // The demo API's secrets and public URL are set here, as a deployment sets its own
    // (demo-api/settings.ts): the server refuses to start without them. The venue codes' key is
    // the demo pair's (.env.demo), whose public half the demo build and the server verify with.
    env: {
      DEMO_TODAY: E2E_TODAY,
      DEMO_OIDC_ACCESS_TOKEN_TTL: '20',
      DEMO_TOKEN_SECRET: 'e2e-token-secret',
      DEMO_CODE_SIGNING_KEY: DEMO_CODE_SIGNING_KEY ?? '',
      CODE_PUBLIC_KEYS: CODE_PUBLIC_KEYS ?? '',
      DEMO_PUBLIC_URL: 'http://localhost:4173',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
