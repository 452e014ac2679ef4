import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLocation } from './layout/browserLocation';
import { listenForPreloadErrors } from './layout/lazyPage';
import { prefetchStartPage } from './pages/startPages';
import { session } from './providers/session';
import { Root } from './Root';
import { registerServiceWorker } from './serviceWorker';

const container = document.getElementById('root');
if (container) {
  listenForPreloadErrors();
  session.dropExpired();
  // Signed in: the page opened on downloads beside the admin shell Root starts, not after it.
  if (session.isSignedIn()) prefetchStartPage(currentLocation().pathname);
  const root = createRoot(container);
  // A transition renders in short slices, so the first render never blocks input for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  );
  registerServiceWorker();
  // zod and the format's schema load in development only.
  if (import.meta.env.DEV)
    void import('./generator/checkResources').then((m) => m.checkResources());
}
