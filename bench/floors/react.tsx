import { createRoot } from 'react-dom/client';

/** The floor of any React page: React 19's DOM renderer started, one heading rendered. */
createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>ログイン</h1>
  </main>,
);
