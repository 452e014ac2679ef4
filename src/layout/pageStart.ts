import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where a page starts, as a person expects of a web site: a new page at its top with focus on its
 * heading (a screen reader announces it, Tab goes on from there), Back and Forward where the
 * member was. react-router's own ScrollRestoration needs a data router; the app uses
 * BrowserRouter under react-admin.
 */

/** How far each history entry (location.key) was scrolled, noted as the member scrolls. */
const scrolled = new Map<string, number>();
/** The page heading (h1) of the layout, set by the layout. */
let pageHeading: HTMLElement | null = null;

export function setPageHeading(element: HTMLElement | null): void {
  pageHeading = element;
}

/**
 * A new step on screen (確認へ, a confirmation, a result, within one page or on a new one): the
 * top of the page, focus on the step's heading (by default the page's).
 */
export function startNewStep(heading: HTMLElement | null = pageHeading): void {
  window.scrollTo(0, 0);
  heading?.focus({ preventScroll: true });
}

/** Scrolls back to `top` once the page is tall enough again (its data may still be loading). */
function restore(top: number): () => void {
  const until = performance.now() + 1500;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < until)
      frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** Keeps the scroll position of each history entry and starts each new page at its top. */
export function usePageStart(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  const shown = useRef<string | null>(null);
  const keyRef = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const note = () => scrolled.set(keyRef.current, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, []);

  // A layout effect: the new entry's key is in place before the browser scrolls for the new page
  // (a shorter page clamps the position), so that scroll is not noted as the old entry's.
  useLayoutEffect(() => {
    keyRef.current = location.key;
    const page = `${location.pathname}${location.search}`;
    const previous = shown.current;
    shown.current = page;
    // The first page of a visit starts where the browser put it.
    if (previous === null) return;
    if (navigation === 'POP') return restore(scrolled.get(location.key) ?? 0);
    // A change of hash alone is not a new page.
    if (page !== previous) startNewStep();
  }, [location.key, location.pathname, location.search, navigation]);
}
