// The portal's routes as its own table declares them (src/routes.ts and the resource files),
// loaded through Vite's module runner: the bench measures every route the app has, not a copy of
// the list that drifts. A route with `:id` or a query opens the sample URL the e2e walks use
// (tests/e2e/appPages.ts).
import { runnerImport } from 'vite';

const load = async (path) =>
  (await runnerImport(new URL(`../${path}`, import.meta.url).pathname, { configFile: false }))
    .module;

/**
 * Every route of SPEC §2: `signedOut` (the sign-in pages, without the auth callback, which needs
 * an identity provider's answer), `member` (the signed-in layout a member opens) and `staff`
 * (事務局 pages). Each is `{ path, url, title }`, `url` filled in with a sample record; `resources`
 * are the resource files themselves.
 */
export async function appRoutes() {
  const { authCallbackRoute, pageRoutes, publicRoutes } = await load('src/routes.ts');
  const { resources } = await load('resources/index.ts');
  const { resourceRoutes } = await load('src/generator/resourceRoutes.tsx');
  const { urlOf } = await load('tests/e2e/appPages.ts');
  const routes = [...pageRoutes, ...resources.flatMap(resourceRoutes)].map(({ path, meta }) => ({
    path,
    url: urlOf(path),
    title: meta.title,
    staff: Boolean(meta.staff),
  }));
  const strip = ({ path, url, title }) => ({ path, url, title });
  return {
    signedOut: publicRoutes
      .filter((route) => route.path !== authCallbackRoute.path)
      .map(({ path, meta }) => ({ path, url: path, title: meta.title })),
    member: routes.filter((route) => !route.staff).map(strip),
    staff: routes.filter((route) => route.staff).map(strip),
    resources,
  };
}
