import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens: MUI's modal (portal, focus trap, transition)
 * is not carried by every page that only might show one. Closed, it renders nothing; the service
 * worker precaches the chunk, so it opens offline too.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const View = lazy(load);
  return function LazyDialog(props: P) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
