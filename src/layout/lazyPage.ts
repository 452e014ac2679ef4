import { lazy, type ComponentType } from 'react';

const RELOADED_AT = 'chunk-reload.at';
const RELOAD_WINDOW_MS = 10_000;

/**
 * After a deploy, an old page may ask for a chunk that no longer exists. The page reloads once
 * to pick up the new build (SPEC §4); a second failure within 10 s is shown, never looped.
 * Returns whether a reload was started.
 */
export function reloadOnceForChunkError(
  storage: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOADED_AT, String(Date.now()));
  reload();
  return true;
}

/** `React.lazy` with the reload-once rule for a failed chunk load. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (reloadOnceForChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
}

/** Vite's own signal that a preloaded chunk failed (modulepreload of a dynamic import). */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
