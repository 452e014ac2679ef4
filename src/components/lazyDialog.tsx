import { Suspense, type ComponentType } from 'react';
import { lazyPage } from '../layout/lazyPage';

/**
 * A dialog whose code loads the first time it opens: MUI's modal (portal, focus trap, transition)
 * is not carried by every page that only might show one. Closed, it renders nothing; the service
 * worker precaches the chunk, so it opens offline too. Loaded as a page is (lazyPage): once the
 * chunk is in it opens at once, and a chunk gone after a deploy reloads the page once.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const View = lazyPage(load);
  return function LazyDialog(props: P) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
