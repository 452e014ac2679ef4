import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoApiPlugin } from './demo-api/vitePlugin';
import { assetCachingPlugin } from './server/assetCaching';
import { codeKeysDefine } from './server/codeKeys';
import { compileHintsPlugin } from './server/compileHints';
import { htmlPreloadPlugin } from './server/htmlPreload';
import { librarySwapsPlugin } from './server/librarySwaps';
import { pwaPlugin } from './server/pwa';
import { securityHeadersPlugin } from './server/securityHeaders';
import { START_MODULES } from './server/startModules';

// Served under /member/ (SPEC §2). The demo member API is mounted in-process unless
// MEMBER_API_URL names a real one, which is then proxied (see demo-api/vitePlugin.ts).
export default defineConfig(({ mode, command }) => ({
  base: '/member/',
  define: codeKeysDefine(mode, { build: command === 'build' }),
  plugins: [
    librarySwapsPlugin(),
    react(),
    securityHeadersPlugin(),
    assetCachingPlugin(),
    demoApiPlugin(),
    pwaPlugin(),
    compileHintsPlugin(START_MODULES),
    htmlPreloadPlugin(START_MODULES),
  ],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/bundles.mjs reads it to find each page's own chunk.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What the entry imports, in the entry's one file: every page loads all of it anyway, and
        // one file compresses better than the two dozen shared pieces it would otherwise be.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
}));
