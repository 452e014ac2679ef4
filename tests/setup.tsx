/**
 * The jsdom project, after tests/setup.node.ts: Testing Library's matchers, and a fresh page for
 * every test (React unmounted, app-wide state, cache, storage and cookies cleared).
 */
import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB: the check-in page's scan store (src/venue/scanStore.ts) runs on this one.
import 'fake-indexeddb/auto';
import './jsdomLabels';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { activity } from '../src/providers/activity';
import { currentPage } from '../src/layout/currentPage';
import { notifications } from '../src/providers/notifications';
import { queryClient } from '../src/providers/queryClient';
import { sessionExpired } from '../src/providers/sessionExpired';

// The first render of the admin shell loads react-admin: give async queries room.
configure({ asyncUtilTimeout: 10000 });

// jsdom lays nothing out, so there is nowhere to scroll (a new page starts at its top: pageStart.ts).
window.scrollTo = () => undefined;

/** A staff device's check-in scans (src/venue/scanStore.ts) go with the test that made them. */
const forgetVenueScans = () =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('member-portal-venue');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('could not delete the scans'));
  });

afterEach(async () => {
  cleanup();
  await forgetVenueScans();
  // App-wide UI state outside React starts fresh for every test.
  notifications.set([]);
  sessionExpired.set(false);
  activity.set(0);
  currentPage.set(null);
  // Each test starts with nothing cached, as a fresh page load would.
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
});

/** Emotion's default cache, the one every styled component of the app writes to. */
function emotionCache(): EmotionCache {
  let cache: EmotionCache | null = null;
  const Probe = () => {
    cache = useEmotionCache();
    return null;
  };
  render(<Probe />);
  cleanup();
  if (!cache) throw new Error('no Emotion cache');
  return cache;
}

// A file's style rules go with it. Files share their worker's document (isolate: false), and
// jsdom's getComputedStyle, behind every toBeVisible, reads every rule in it: left to pile up
// (3,000 after thirty files), they made a late file's tests run twice as long. The next render
// inserts again what it uses.
afterAll(() => {
  const cache = emotionCache();
  cache.sheet.flush();
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
});
