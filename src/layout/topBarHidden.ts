import { useSyncExternalStore } from 'react';

/** How far down the page the top bar may hide, in CSS pixels. */
const THRESHOLD_PX = 100;

let lastY: number | undefined;
let hidden = false;
const listeners = new Set<() => void>();

/** Hidden while scrolling down past the threshold; shown again on the first move up. */
function onScroll() {
  const y = window.scrollY;
  const next = !(lastY !== undefined && y < lastY) && y > THRESHOLD_PX;
  lastY = y;
  if (next === hidden) return;
  hidden = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('scroll', onScroll, { passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

const isHidden = () => hidden;

/**
 * Whether the top bar is slid away (the sidebar moves up with it): one scroll listener for both.
 * Read on scroll only, never at mount: reading the scroll position there forced a layout of the
 * half-built page (30 ms of a phone's first page), and a page opens at the top, or is scrolled
 * there with an event when the browser restores a position.
 */
export const useTopBarHidden = (): boolean => useSyncExternalStore(subscribe, isHidden, isHidden);
