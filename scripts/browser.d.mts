import type { Page } from '@playwright/test';

export const CHROMIUM_PATH: string;
export const HEADLESS_SHELL_PATH: string;
export const CAMERA_FILM: string;
export const CHROMIUM_ARGS: string[];
export function signInThroughForm(
  page: Page,
  base: string,
  login: string,
  password: string,
): Promise<void>;
