import type { CallName } from '../api/contract';
import type { RouteMeta } from '../layout/guards';
import { lazyPage, type LazyPage } from '../layout/lazyPage';
import type { Permission } from '../api/permissions';

/** A bespoke page of SPEC §2 (generated resource pages come from resources/). */
export interface PageRoute {
  path: string;
  meta: RouteMeta;
  page: LazyPage;
  /**
   * The calls serving this page and no page open to every member: the member API refuses them
   * to a member lacking the page's permission (routePermissions.ts, demo-api/defineCall.ts).
   */
  calls?: readonly CallName[];
}

export type PageLoader = Parameters<typeof lazyPage>[0];

const PAID = ['paid_admission_fee'] as const;
export const NO_LOGIN: readonly string[] = [];

/** A page needing the admission fee paid; `load` imports it; `calls` are its own (PageRoute). */
export const paid = (
  path: string,
  title: string,
  load: PageLoader,
  calls: readonly CallName[],
): PageRoute => ({
  path,
  meta: { title, permissions: PAID },
  page: lazyPage(load),
  calls,
});

/** A page any signed-in member may open. */
export const open = (path: string, title: string, load: PageLoader): PageRoute => ({
  path,
  meta: { title },
  page: lazyPage(load),
});

/** A society staff page (事務局): staff roles only, holding `permission` (src/providers/access). */
export const staff = (
  path: string,
  title: string,
  permission: Permission,
  load: PageLoader,
): PageRoute => ({
  path,
  meta: { title, permissions: [permission], staff: true },
  page: lazyPage(load),
});

/** A page needing no login: signed out, Root shows it in a frame of its own (SPEC §2). */
export const noLogin = (path: string, title: string, load: PageLoader): PageRoute => ({
  path,
  meta: { title, middleware: NO_LOGIN },
  page: lazyPage(load),
});
