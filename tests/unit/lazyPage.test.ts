import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { activity } from '../../src/providers/activity';
import { chunk, lazyPage, reloadOnceForChunkError } from '../../src/layout/lazyPage';

afterEach(() => {
  vi.useRealTimers();
});

describe('reloadOnceForChunkError', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
  });

  it('reloads on the first failure', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 10 seconds', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 9, 999));
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again after more than 10 seconds', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 10, 1));
    expect(reloadOnceForChunkError(sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in the storage it is given, across page loads', () => {
    const reload = vi.fn();
    reloadOnceForChunkError(sessionStorage, reload);
    expect(sessionStorage.length).toBe(1);
    // A fresh page load reads the same sessionStorage: the second failure is shown, not looped.
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 2));
    expect(reloadOnceForChunkError(sessionStorage, vi.fn())).toBe(false);
    // Another storage knows nothing of it.
    expect(reloadOnceForChunkError(localStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('chunk', () => {
  it('downloads once, whoever asks first, and keeps the module', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'page' }));
    const pageChunk = chunk(load);
    expect(chunk(load)).toBe(pageChunk);
    expect(pageChunk.loaded()).toBeUndefined();
    await Promise.all([pageChunk(), pageChunk()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(pageChunk.loaded()).toEqual({ name: 'page' });
  });

  it('downloads again after a failure: a prefetch failing offline does not fail the page', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    const pageChunk = chunk(load);
    await expect(pageChunk()).rejects.toThrow('Failed to fetch');
    await expect(pageChunk()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPage', () => {
  const Greeting = ({ name }: { name: string }) => createElement('p', null, `${name}さん`);
  const fallback = createElement('p', null, '待機中');

  it('shows the fallback and counts as activity while its chunk downloads', async () => {
    let arrive = (_module: { default: typeof Greeting }) => undefined as void;
    const Page = lazyPage(
      () => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)),
    );
    render(createElement(Suspense, { fallback }, createElement(Page, { name: '内視鏡' })));
    expect(screen.getByText('待機中')).toBeVisible();
    expect(activity.get()).toBe(1);
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('内視鏡さん')).toBeVisible();
    expect(activity.get()).toBe(0);
  });

  it('renders at once, without suspending, once its chunk is in', async () => {
    const load = () => Promise.resolve({ default: Greeting });
    await chunk(load)();
    const Page = lazyPage(load);
    render(createElement(Suspense, { fallback }, createElement(Page, { name: '内視鏡' })));
    // In the first commit: no fallback shown, so nothing for React to hold back.
    expect(screen.getByText('内視鏡さん')).toBeVisible();
    expect(screen.queryByText('待機中')).toBeNull();
  });
});
