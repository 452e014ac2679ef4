/**
 * Before the suite: the demo API goes back to its seed, so specs that apply, order or pay find
 * the same data on every run, even when `vite preview` was left running by an earlier run.
 */
import type { FullConfig } from '@playwright/test';
import { DEMO_RESET_PATH } from '../../demo-api/calls/demoControl';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://localhost:4173';
  const response = await fetch(new URL(DEMO_RESET_PATH, baseURL), { method: 'POST' });
  if (response.status !== 204) throw new Error(`demo API reset failed: HTTP ${response.status}`);
}
