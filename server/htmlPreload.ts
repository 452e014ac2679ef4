import type { Plugin } from 'vite';
import { isChunkOf } from './startModules';

/**
 * Has index.html fetch, beside the entry, the chunks of modules the entry imports on demand at
 * start (`modules`), so each runs in a task of its own without waiting for the entry to ask. Vite
 * preloads only what the entry imports statically.
 */
export function htmlPreloadPlugin(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'portal:html-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        return modules.map((module) => {
          const chunk = chunks.find((item) => isChunkOf(item, module));
          if (!chunk) throw new Error(`no chunk for ${module}: is it still imported on demand?`);
          return {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
