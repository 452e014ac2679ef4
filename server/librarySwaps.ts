import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const swaps = {
  /** react-admin's routing without react-router's data router (see the module). */
  routerAdapter: fileURLToPath(new URL('../src/providers/routerAdapter.tsx', import.meta.url)),
  /** `Object.entries` itself for node-polyglot's polyfill (see the module). */
  objectEntries: fileURLToPath(new URL('./shims/object-entries.cjs', import.meta.url)),
};

/**
 * Modules of libraries the build replaces with lighter ones that do the same for the portal:
 * about 23 KB of gzipped JS off every signed-in page, 17 of them react-router's data router.
 * Build only: the dev server pre-bundles libraries and vitest loads them from node_modules, both
 * without plugins, so they run the libraries' own modules, which behave the same under the
 * portal's BrowserRouter; the e2e suite runs the build.
 */
export function librarySwapsPlugin(): Plugin {
  return {
    name: 'portal:library-swaps',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'object.entries') return swaps.objectEntries;
      const inReactAdmin =
        importer !== undefined && /[\\/]node_modules[\\/]ra-core[\\/]/.test(importer);
      if (inReactAdmin && source.endsWith('/adapters/reactRouterProvider.js'))
        return swaps.routerAdapter;
      return null;
    },
  };
}
