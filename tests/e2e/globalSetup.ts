/**
 * Before the suite: the demo API goes back to its seed, so specs that apply, order or pay find
 * the same data on every run, even when `vite preview` was left running by an earlier run; then
 * every account the specs open signed in is signed in once, through the form.
 */
import { chromium, type FullConfig } from '@playwright/test';
import { DEMO_RESET_PATH, demoResetInit } from '../../demo-api/calls/demoControl';
import { prepareSessions } from './fixtures';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const { baseURL = 'http://localhost:4173', launchOptions } = config.projects[0]?.use ?? {};
  const response = await fetch(new URL(DEMO_RESET_PATH, baseURL), demoResetInit());
  if (response.status !== 204) throw new Error(`demo API reset failed: HTTP ${response.status}`);
  const browser = await chromium.launch(launchOptions);
  try {
    await prepareSessions(browser);
  } finally {
    await browser.close();
  }
}
