import { currentLocation } from './providers/browserLocation';
import { chunk } from './layout/lazyPage';

/**
 * The signed-in app, loaded on demand so the sign-in pages stay light (DESIGN §9), together with
 * the page it opens on: it then draws that page at once.
 */
export const loadAdminShell = chunk(async () => {
  // eslint-disable-next-line import-x/no-cycle -- broken by the route manifest
  const app = await import('./App');
  await app.preloadScreen(currentLocation().pathname);
  return app;
});
