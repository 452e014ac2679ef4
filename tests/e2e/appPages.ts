/**
 * The app's pages as URLs a test can open, from its own route tables (src/pages/routes.ts,
 * src/pages/demos/demoRoutes.ts and the resource files), so a new page is covered without
 * touching the specs that walk them (one with a `:id` or a query needs a sample URL below).
 */
import { readdirSync } from 'node:fs';
import type { ResourceDefinition, View } from '../../src/generator/defineResource';
import { viewAccess } from '../../src/generator/viewAccess';
import { pageRoutes } from '../../src/pages/routes';

/** A concrete URL for each route that needs an id or a query (demo seed records of demo-member). */
export const SAMPLE_URLS: Record<string, string> = {
  '/notices/:id': '/notices/1',
  '/masters/Prefectures/:id': '/masters/Prefectures/13',
  '/masters/Prefectures/:id/edit': '/masters/Prefectures/13/edit',
  '/members/MembersList/:id': '/members/MembersList/1001',
  '/members/MembersList/:id/edit': '/members/MembersList/1001/edit',
  '/ProductOrderHistories/:id/detail': '/ProductOrderHistories/7004/detail',
  '/events/eventDetail': '/events/eventDetail?id=123',
  '/events/entry': '/events/entry?id=123',
  '/events/AttendanceSlip': '/events/AttendanceSlip?participantId=5005',
  '/Products/ProductOrder': '/Products/ProductOrder?productId=101',
};

export function urlOf(path: string): string {
  const url = SAMPLE_URLS[path] ?? path;
  if (url.includes(':')) throw new Error(`tests/e2e/appPages.ts: add a sample URL for ${path}`);
  return url;
}

/** Every resource file (as resources/index.ts finds them, without Vite's glob). */
export async function resourceDefinitions(): Promise<ResourceDefinition[]> {
  const folder = new URL('../../resources/', import.meta.url);
  const files = readdirSync(folder).filter((file) => !['index.ts', 'menu.ts'].includes(file));
  const modules = await Promise.all(
    files.map(
      (file) => import(new URL(file, folder).href) as Promise<{ default: ResourceDefinition }>,
    ),
  );
  return modules.map((module) => module.default);
}

const VIEWS: View[] = ['list', 'show', 'edit', 'create'];

/** Every generated view's URL, with whether it is a staff page. */
export async function resourcePages(): Promise<{ url: string; staff: boolean }[]> {
  return (await resourceDefinitions()).flatMap((definition) =>
    VIEWS.flatMap((view) => {
      const path = definition.routes[view];
      return path ? [{ url: urlOf(path), staff: viewAccess(definition, view).staff }] : [];
    }),
  );
}

/** The member's pages (not staff), bespoke and generated; the demo template pages are apart. */
export async function memberPageUrls(): Promise<string[]> {
  const generated = await resourcePages();
  return [
    ...pageRoutes.filter(({ meta }) => !meta.staff).map(({ path }) => urlOf(path)),
    ...generated.filter(({ staff }) => !staff).map(({ url }) => url),
  ];
}
