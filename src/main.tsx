import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForPreloadErrors } from './layout/lazyPage';
import { Root } from './Root';
import { registerServiceWorker } from './serviceWorker';

const container = document.getElementById('root');
if (container) {
  listenForPreloadErrors();
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
  registerServiceWorker();
}
