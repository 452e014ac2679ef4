/**
 * The app's pages as URLs a test can open, each with the title its heading shows, from its own
 * route table (src/routes.ts and the resource files), so a
 * new page is covered without touching the specs that walk them (one with a `:id` or a query
 * needs a sample URL below).
 */
import { readdirSync } from 'node:fs';
import type { ResourceDefinition } from '../../src/generator/defineResource';
import { VIEWS } from '../../src/generator/schema';
import { viewMeta } from '../../src/generator/viewMeta';
import type { RouteMeta } from '../../src/layout/guards';
import { NOT_FOUND } from '../../src/layout/guards';
import { DEMO_PATHS } from '../../src/demos/catalog';
import { demoRoutes, noLoginRoutes, pageRoutes, publicRoutes } from '../../src/routes';

/** A concrete URL for each route that needs an id or a query (demo seed records of demo-member). */
export const SAMPLE_URLS: Record<string, string> = {
  '/notices/:id': '/notices/1',
  '/masters/Prefectures/:id': '/masters/Prefectures/13',
  '/masters/Prefectures/:id/edit': '/masters/Prefectures/13/edit',
  '/members/MembersList/:id': '/members/MembersList/1001',
  '/members/MembersList/:id/edit': '/members/MembersList/1001/edit',
  '/ProductOrderHistories/:id/detail': '/ProductOrderHistories/7004/detail',
  '/events/eventDetail': '/events/eventDetail?id=123',
  // Not 123: events.spec.ts applies demo-member for it, and an entry for an event applied for
  // opens that participation's change (another URL).
  '/events/entry': '/events/entry?id=117',
  '/events/AttendanceSlip': '/events/AttendanceSlip?participantId=5005',
  '/Products/ProductOrder': '/Products/ProductOrder?productId=101',
};

export function urlOf(path: string): string {
  const url = SAMPLE_URLS[path] ?? path;
  if (url.includes(':')) throw new Error(`tests/e2e/appPages.ts: add a sample URL for ${path}`);
  return url;
}

/** Who opens a page: signed out, a member, or society staff. */
export type Visitor = 'signed out' | 'member' | 'staff';

export interface AppPage {
  url: string;
  /** The page's heading (h1) once it is on screen. */
  title: string;
  visitor: Visitor;
  /** Where the route is declared: the sign-in pages, the page tables, the demo templates' table,
   *  a resource file, or none (the home route and the 404 page). */
  table: 'sign-in' | 'pages' | 'demos' | 'resources' | 'none';
  /** A template demo page (SPEC §1, as /demos lists them): makes no call of its own. */
  demo: boolean;
}

/** Every resource file (as resources/index.ts finds them, without Vite's glob). */
export async function resourceDefinitions(): Promise<ResourceDefinition[]> {
  const folder = new URL('../../resources/', import.meta.url);
  const files = readdirSync(folder).filter(
    (file) => file.endsWith('.ts') && !['index.ts', 'menu.ts'].includes(file),
  );
  const modules = await Promise.all(
    files.map(
      (file) => import(new URL(file, folder).href) as Promise<{ default: ResourceDefinition }>,
    ),
  );
  return modules.map((module) => module.default);
}

/** Every page of the app: sign-in pages, bespoke pages, demo pages and generated views. */
export async function appPages(): Promise<AppPage[]> {
  const page =
    (table: AppPage['table'], visitor?: Visitor) =>
    ({ path, meta }: { path: string; meta: RouteMeta }): AppPage => ({
      url: urlOf(path),
      title: meta.title,
      visitor: visitor ?? (meta.staff ? 'staff' : 'member'),
      table,
      demo: DEMO_PATHS.includes(path),
    });
  const generated = (await resourceDefinitions()).flatMap((definition) =>
    VIEWS.flatMap((view) => {
      const path = definition.routes[view];
      return path ? [page('resources')({ path, meta: viewMeta(definition, view) })] : [];
    }),
  );
  const notFound = NOT_FOUND.kind === 'error' ? NOT_FOUND.message : '';
  return [
    ...[...publicRoutes, ...noLoginRoutes].map(page('sign-in', 'signed out')),
    ...pageRoutes.map(page('pages')),
    ...demoRoutes.map(page('demos')),
    ...generated,
    // The home route and the error page (404) are pages too.
    { url: '/', title: 'ダッシュボード', visitor: 'member', table: 'none', demo: false },
    { url: '/no-such-page', title: notFound, visitor: 'member', table: 'none', demo: false },
  ];
}

/** The member's pages (not staff), bespoke and generated, as their route tables declare them. */
export async function memberPages(): Promise<AppPage[]> {
  return (await appPages()).filter(
    ({ visitor, table }) => visitor === 'member' && (table === 'pages' || table === 'resources'),
  );
}
