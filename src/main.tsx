import { StrictMode, startTransition } from 'react';
import { currentLocation } from './providers/browserLocation';
import { listenForPreloadErrors, reloadOnceForChunkError } from './layout/lazyPage';
import { prefetchStartPage } from './startRoutes';
import { tellWorkerHowLongToKeepCard } from './providers/cardKeeping';
import { session } from './providers/session';
import { Root } from './Root';
import { registerServiceWorker } from './worker/serviceWorker';

/**
 * The renderer could not be loaded (no network, or a deploy removed it): the page reloads once;
 * a second failure says so where the loading message was, instead of loading for ever.
 */
function showStartFailure(container: HTMLElement) {
  if (reloadOnceForChunkError()) return;
  const message = container.querySelector('p');
  if (!message) return;
  message.setAttribute('role', 'alert');
  message.textContent =
    '会員ポータルを読み込めませんでした。通信状態をご確認のうえ、再読み込みしてください。';
}

const container = document.getElementById('root');
if (container) {
  listenForPreloadErrors();
  session.dropExpired();
  // A card kept only for the session that just lapsed goes now, before anyone asks for it.
  tellWorkerHowLongToKeepCard();
  // Signed in: the page opened on downloads beside the admin shell Root starts, not after it.
  if (session.isSignedIn()) prefetchStartPage(currentLocation().pathname);
  // React's DOM renderer runs in a task of its own (index.html fetches it beside this file): run
  // with the rest of the start, it held a phone's main thread for a quarter of a second at once.
  import('react-dom/client').then(
    ({ createRoot }) => {
      const root = createRoot(container);
      // A transition renders in short slices, so the first render never blocks input for long.
      startTransition(() =>
        root.render(
          <StrictMode>
            <Root />
          </StrictMode>,
        ),
      );
    },
    () => showStartFailure(container),
  );
  registerServiceWorker();
  // zod and the format's schema load in development only.
  if (import.meta.env.DEV)
    void Promise.all([import('./generator/checkResources'), import('../resources')]).then(
      ([check, { resources }]) => check.checkResources(resources),
    );
}
