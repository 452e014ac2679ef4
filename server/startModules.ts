import type { Rolldown } from 'vite';

/** React's DOM renderer: src/main.tsx imports it on demand, so it runs in a task of its own. */
export const START_MODULES: readonly string[] = ['node_modules/react-dom/client.js'];

/** Whether `chunk` is the chunk of `module` (matched against the end of its module path). */
export const isChunkOf = (chunk: Rolldown.OutputChunk, module: string): boolean =>
  chunk.facadeModuleId?.endsWith(module) ?? false;
