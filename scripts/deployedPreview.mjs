// The measurements serve each app as deploy/nginx serves the portal in production: files gzipped
// (API answers as they are) and hashed build files kept a year. The stock app gets the same, so a
// first visit waits on the bytes a phone really downloads and a return visit finds the files its
// own HTTP cache kept, for both apps alike.
import compression from 'compression';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A Vite plugin for `preview()`, ahead of every other preview middleware. */
export const deployedPreview = () => ({
  name: 'bench-deployed-preview',
  enforce: 'pre',
  configurePreviewServer(server) {
    const gzip = compression({
      filter: (request, response) =>
        !request.url.startsWith('/api/') && compression.filter(request, response),
    });
    server.middlewares.use((request, response, next) => {
      if (/\/assets\/[^/]+-[\w-]{8}\.\w+$/.test(request.url.split('?')[0])) {
        response.setHeader('Cache-Control', IMMUTABLE);
      }
      gzip(request, response, next);
    });
  },
});
