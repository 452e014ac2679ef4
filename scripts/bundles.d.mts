import type { Page } from '@playwright/test';

export interface LoadedJs {
  rows: { file: string; kb: number }[];
  totalKb: number;
}

export const DIST: string;
export const BUDGETS: {
  signInKb: number;
  pageChunkKb: number;
  signInScore: number;
  dashboardScore: number;
  listActionMs: number;
  listPageKb: number;
};
export const STOCK_RATIOS: {
  dashboardJs: number;
  dashboardTbt: number;
  loginJs: number;
  loginTbt: number;
  memberPageJs: number;
};
export const DEMO_ACCOUNT: { login: string; password: string };
export const DEMO_STAFF_ACCOUNT: { login: string; password: string };
export function gzipKb(file: string, dist?: string): number;
export function loadedJs(urls: string[], dist?: string): LoadedJs;
export function pageChunks(): { source: string; file: string; kb: number }[];
export function scriptsLoadedBy(
  page: Page,
  visit: () => Promise<unknown>,
  dist?: string,
): Promise<LoadedJs>;
