/**
 * Hashed build files served as production serves them (deploy/nginx/member-portal.conf): kept a
 * year, never asked for again. `vite preview`'s static server marks every file `no-cache`, so each
 * page load would ask again for every script it already has: tens of round trips a load, which
 * neither a member nor the e2e layer should pay for. Files other than the build's scripts, and
 * every other path, are left to Vite.
 */
import { createReadStream, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function assetCachingPlugin(): Plugin {
  return {
    name: 'asset-caching',
    configurePreviewServer(server) {
      const { base, root, build } = server.config;
      const prefix = `${base}${build.assetsDir}/`;
      const dir = join(root, build.outDir, build.assetsDir);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const name = path.startsWith(prefix) ? path.slice(prefix.length) : '';
        const method = req.method ?? 'GET';
        // One file name, no folder: nothing outside the assets folder can be named.
        if (
          !/^[\w.-]+\.js$/.test(name) ||
          normalize(name) !== name ||
          !['GET', 'HEAD'].includes(method)
        ) {
          next();
          return;
        }
        const file = join(dir, name);
        let size: number;
        try {
          size = statSync(file).size;
        } catch {
          next();
          return;
        }
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Content-Length', size);
        res.setHeader('Cache-Control', IMMUTABLE);
        if (method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
      });
    },
  };
}
