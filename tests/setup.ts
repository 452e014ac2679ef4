import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from '../demo-api/handlers';
import { resetDemoStore } from '../demo-api/store';
import { activity } from '../src/layout/activity';
import { currentPage } from '../src/layout/currentPage';
import { notifications } from '../src/layout/notifications';
import { queryClient } from '../src/providers/queryClient';
import { sessionExpired } from '../src/layout/sessionExpired';
import { server } from './msw';

// The first render of the admin shell loads react-admin: give async queries room.
configure({ asyncUtilTimeout: 10000 });

// One backend for every test: the demo member API's own handlers, and nothing else may be asked.
server.use(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers(...handlers);
  // Request recorders (tests/requests.ts) listen for one test only.
  server.events.removeAllListeners();
  resetDemoStore();
  // App-wide UI state outside React starts fresh for every test.
  notifications.set([]);
  sessionExpired.set(false);
  activity.set(0);
  currentPage.set(null);
  // Each test starts with nothing cached, as a fresh page load would.
  queryClient.clear();
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
});
afterAll(() => server.close());
