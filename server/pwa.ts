/**
 * The installable portal: its web app manifest and its service worker, built by vite-plugin-pwa
 * (Workbox, `injectManifest`) from src/worker/sw.ts. The worker precaches what opens the portal
 * without a network (the app shell, the signed-in shell, the card page and the offline page,
 * with every chunk they import), read from Vite's build manifest rather than guessed at run time.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { VitePWA } from 'vite-plugin-pwa';

/** The theme's primary colour (src/layout/theme.ts) and the page's background. */
const THEME_COLOUR = '#00695c';
const BACKGROUND_COLOUR = '#ffffff';

/**
 * The modules whose chunks, and every chunk they import statically, are precached: the entry
 * (sign-in pages, Root), the signed-in shell, the card page, the offline page and the page that
 * verifies codes. Other pages load from the network as before; offline, the offline page stands
 * in for them.
 */
export const PRECACHE_ROOTS = [
  'index.html',
  'src/App.tsx',
  'src/pages/card/DigitalMembershipCardPage.tsx',
  'src/pages/offline/OfflinePage.tsx',
  'src/pages/verify/VerifyPage.tsx',
];

/**
 * Files of dist/ other than chunks that the offline portal shows: the shell and its images. (The
 * plugin adds the manifest and its icons itself.)
 */
const PRECACHED_FILES = /^(index\.html|favicon\.svg|logo\.svg)$/;

interface ChunkInfo {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/** Every file the roots need: their chunks, the chunks those import, and their CSS and assets. */
export function precachedChunks(
  manifest: Record<string, ChunkInfo>,
  roots: string[] = PRECACHE_ROOTS,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`precache: ${key} is not in the build manifest`);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return files;
}

/** Keeps, of the files Workbox found in dist/, those the roots need and the app's own files. */
function keepPrecached(outDir: string): ManifestTransform {
  return async (entries) => {
    const buildManifest = JSON.parse(
      readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ChunkInfo>;
    const chunks = precachedChunks(buildManifest);
    const manifest = entries.filter(({ url }) => chunks.has(url) || PRECACHED_FILES.test(url));
    return { manifest, warnings: [] };
  };
}

/** The Vite plugins: the manifest (linked from index.html) and /member/sw.js. */
export function pwaPlugin(outDir = 'dist') {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/worker',
    filename: 'sw.ts',
    // src/worker/serviceWorker.ts registers it (and tells the member when an update is ready).
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      name: '日本消化器内視鏡技師会 会員ポータル',
      short_name: '技師会ポータル',
      description: '会員情報、会費のお支払い、学会・セミナーの申込、デジタル会員証',
      lang: 'ja',
      dir: 'ltr',
      id: '/member/',
      start_url: '/member/',
      scope: '/member/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: 'icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg}'],
      manifestTransforms: [keepPrecached(outDir)],
      rollupFormat: 'iife',
    },
    devOptions: { enabled: false },
  });
}
