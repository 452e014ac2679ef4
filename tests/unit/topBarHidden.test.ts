import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTopBarHidden } from '../../src/layout/topBarHidden';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useTopBarHidden', () => {
  it('hides the top bar scrolling down past 100 px and shows it on the first move up, for every reader', () => {
    const topBar = renderHook(() => useTopBarHidden());
    const sidebar = renderHook(() => useTopBarHidden());
    expect(topBar.result.current).toBe(false);
    scrollTo(80);
    expect(topBar.result.current).toBe(false);
    scrollTo(300);
    expect([topBar.result.current, sidebar.result.current]).toEqual([true, true]);
    scrollTo(290);
    expect([topBar.result.current, sidebar.result.current]).toEqual([false, false]);
    scrollTo(400);
    expect(topBar.result.current).toBe(true);
    scrollTo(0);
    expect(topBar.result.current).toBe(false);
    topBar.unmount();
    sidebar.unmount();
  });
});
