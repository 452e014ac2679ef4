import type { ComponentType } from 'react';
import type { RouteMeta } from '../layout/guards';
import { lazyPage } from '../layout/lazyPage';

/**
 * A bespoke page of SPEC §2 (generated resource pages come from resources/). A route without a
 * `page` is one whose issue has not landed yet: it is routed and guarded, and says so plainly.
 */
export interface PageRoute {
  path: string;
  meta: RouteMeta;
  page?: ComponentType;
}

export type PageLoader = Parameters<typeof lazyPage>[0];

const PAID = ['paid_admission_fee'] as const;
export const NO_LOGIN: readonly string[] = [];

/** A page needing the admission fee paid; `load` imports it (omitted: not built yet). */
export const paid = (path: string, title: string, load?: PageLoader): PageRoute => ({
  path,
  meta: { title, permissions: PAID },
  page: load && lazyPage(load),
});

/** A page any signed-in member may open. */
export const open = (path: string, title: string, load?: PageLoader): PageRoute => ({
  path,
  meta: { title },
  page: load && lazyPage(load),
});

/** A page needing no login: signed out, Root shows it in a frame of its own (SPEC §2). */
export const noLogin = (path: string, title: string, load: PageLoader): PageRoute => ({
  path,
  meta: { title, middleware: NO_LOGIN },
  page: lazyPage(load),
});
