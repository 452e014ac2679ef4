import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Members read times in Japan's time zone, as the e2e browser does (timezoneId Asia/Tokyo).
process.env.TZ = 'Asia/Tokyo';
// The demo API's calendar day, as in e2e (playwright.config.ts): date-dependent answers (open
// events, the renewal window, order ids) are the same whatever day the suite runs.
process.env.DEMO_TODAY ??= '2026-11-22';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 20000,
    // Vitest runs cores − 1 workers by default: one on the 2-core CI machine. Two halve the wall time.
    maxWorkers: 2,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/member/' } },
  },
});
