import { lazy, useState, type ComponentType } from 'react';
import { trackActivity } from '../providers/activity';

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

/** A chunk's loader that downloads it once, whoever asks first (a prefetch or a render). */
export interface Chunk<M> {
  (): Promise<M>;
  /** The module, once it has loaded. */
  loaded(): M | undefined;
}

const chunks = new WeakMap<() => Promise<unknown>, Chunk<unknown>>();

/** `load` made a chunk; the same loader always gives the same chunk. */
export function chunk<M>(load: () => Promise<M>): Chunk<M> {
  const known = chunks.get(load) as Chunk<M> | undefined;
  if (known) return known;
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  const loader = Object.assign(
    () =>
      (pending ??= load().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          // The next ask downloads again: a prefetch that failed offline must not fail the page.
          pending = undefined;
          throw error;
        },
      )),
    { loaded: () => module },
  );
  chunks.set(load, loader);
  chunks.set(loader, loader);
  return loader;
}

/** Counts as activity (the page loader) while a page waits for its chunk. */
async function whileWaiting<M>(download: Promise<M>): Promise<M> {
  trackActivity(1);
  try {
    return await download;
  } finally {
    trackActivity(-1);
  }
}

/** A page loaded on demand, whose download can start ahead of its render. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts the download; settles once the chunk is in or has failed. */
  preload(): Promise<void>;
};

/**
 * A page loaded on demand, with the reload-once rule for a failed chunk load. A page whose chunk
 * is already in (prefetched, or shown before) renders at once instead of suspending: React shows
 * a suspended page no sooner than 300 ms after its fallback, however fast the chunk comes.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  const pageChunk = chunk(load);
  const Lazy = lazy(() =>
    whileWaiting(pageChunk()).catch((error: unknown) => {
      if (reloadOnceForChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
  function Page(props: P) {
    // Chosen once per mount: changing the component's type would mount the page afresh.
    const [Component] = useState(() => pageChunk.loaded()?.default ?? Lazy);
    return <Component {...props} />;
  }
  // A failed download is met again, and handled, by the render.
  const preload = () =>
    pageChunk().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Page, { preload });
}

/** Vite's own signal that a preloaded chunk failed (modulepreload of a dynamic import). */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
