/**
 * Measures how a page sits on its screen, as a person holding it would notice: does it scroll
 * sideways, is every button and form control inside the screen and big enough for a finger, are
 * short labels (a status, an amount, a date, a button's text) kept whole, is any text cut off
 * (an ellipsis, or a box hiding what is wider than it). Read in the page, from the boxes the
 * browser laid out.
 */
import type { Page } from '@playwright/test';

export interface LayoutRules {
  /** Smallest width and height of a button or form control, in CSS px (0: not checked). */
  minTarget: number;
  /** Most lines a short label may take. */
  maxLabelLines: number;
}

/**
 * At 360 px, touch: 44×44 targets (WCAG 2.5.5), short labels on at most two lines; no text cut
 * off, on any screen.
 */
export const PHONE_RULES: LayoutRules = { minTarget: 44, maxLabelLines: 2 };
/** At 1280 px: short labels on one line. */
export const DESKTOP_RULES: LayoutRules = { minTarget: 0, maxLabelLines: 1 };

export interface LayoutFindings {
  /** The page's scroll width against the viewport's. */
  pageWidth: number;
  viewportWidth: number;
  /** Buttons and controls reaching outside the screen. */
  offscreen: string[];
  /** Buttons and controls smaller than the rules' target. */
  small: string[];
  /** Short labels on more lines than the rules allow. */
  crushed: string[];
  /** Text cut off: an ellipsis, or a box hiding the part wider than it. */
  truncated: string[];
}

/**
 * Text this long or shorter, alone in its element, is a short label: a status (お支払い待ち), an
 * amount, a date (2026/04/18), a button's text (このご請求を支払う), a name.
 */
const SHORT_LABEL = 10;

export function auditLayout(page: Page, rules: LayoutRules): Promise<LayoutFindings> {
  return page.evaluate(
    ({ minTarget, maxLabelLines, shortLabel, screenWidth }) => {
      const viewportWidth = screenWidth;
      const name = (element: Element): string => {
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 24);
        const role = element.getAttribute('role');
        return `${element.tagName.toLowerCase()}${role ? `[${role}]` : ''} "${text}"`;
      };
      const shown = (element: Element): boolean => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 1 &&
          box.height > 1 &&
          // Placed off the page until focused (a skip link): not something a finger meets.
          box.bottom + window.scrollY > 0 &&
          box.right + window.scrollX > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          element.closest('[aria-hidden="true"], [inert]') === null
        );
      };
      // The part of a box a finger can reach: an ancestor that hides its overflow cuts it off
      // (a switch's input is three times the switch's width, inside a switch that clips it), if
      // the box is laid out inside that ancestor: a fixed box (a phone's form toolbar) is not, an
      // absolute one only inside its positioned ancestor.
      const reachable = (element: Element): DOMRect => {
        let { left, top, right, bottom } = element.getBoundingClientRect();
        const clipped = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        let box: Element | null = element;
        while (box) {
          const { position } = getComputedStyle(box);
          if (position === 'fixed') break;
          let parent: Element | null = box.parentElement;
          if (position === 'absolute')
            while (parent && getComputedStyle(parent).position === 'static')
              parent = parent.parentElement;
          if (!parent) break;
          const { overflowX, overflowY } = getComputedStyle(parent);
          const clip = parent.getBoundingClientRect();
          if (clipped(overflowX))
            [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
          if (clipped(overflowY))
            [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
          box = parent;
        }
        return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
      };
      // What a finger hits, as it looks and as it answers: a text field's whole outlined box (a
      // tap anywhere in it focuses the field); a select's combobox, which alone opens the list,
      // and the outlined box drawn around it; a check box's, radio's or switch's round hit area
      // (the button base its input covers), not its label, icon or thumb.
      const hitAreas = (control: Element): Element[] => {
        const base = control.closest('.MuiButtonBase-root');
        if (control.matches('input[type="checkbox"], input[type="radio"]'))
          return [base ?? control];
        const box = control.closest('.MuiInputBase-root');
        if (control.matches('div[role="combobox"]')) return box ? [control, box] : [control];
        // A file input spread over the button drawn for it: the button.
        if (control.matches('input, textarea, select')) return [box ?? base ?? control];
        return [control];
      };

      const offscreen: string[] = [];
      const small: string[] = [];
      const seen = new Set<Element>();
      const controls = document.querySelectorAll(
        // Buttons and everything MUI makes pressable (chips, tabs, pagination items, list and
        // menu items, check boxes, switches), form controls, and links: the frame's navigation
        // (breadcrumb, sidebar) and any link laid out as a box of its own, acting as a button.
        'button, [role="button"], .MuiButtonBase-root, a[href], [role="menuitem"], [role="tab"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"], input:not([type="hidden"]), select, textarea',
      );
      for (const control of controls) {
        // A link in running text, or a list's title, is words of a line, not a button: a list
        // row opens on a tap anywhere in it.
        if (
          control.matches('a[href]:not(nav a, .MuiButtonBase-root, [role])') &&
          getComputedStyle(control).display === 'inline'
        )
          continue;
        for (const area of hitAreas(control)) {
          if (seen.has(area) || !shown(area)) continue;
          seen.add(area);
          const box = area.getBoundingClientRect();
          if (box.left < -1 || box.right > viewportWidth + 1) offscreen.push(name(area));
          const hit = reachable(area);
          if (minTarget > 0 && (hit.width < minTarget - 0.5 || hit.height < minTarget - 0.5))
            small.push(`${name(area)} ${Math.round(hit.width)}×${Math.round(hit.height)}`);
        }
      }

      const crushed: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const label = (node.textContent ?? '').trim();
        const parent = node.parentElement;
        if (!parent || label.length === 0 || label.length > shortLabel) continue;
        if ((parent.textContent ?? '').trim() !== label || !shown(parent)) continue;
        const lines = (start: number, end: number): number => {
          range.setStart(node, start);
          range.setEnd(node, end);
          const tops: number[] = [];
          for (const line of range.getClientRects())
            if (line.width > 0 && !tops.some((top) => Math.abs(top - line.top) < 4))
              tops.push(line.top);
          return tops.length;
        };
        const text = node.textContent ?? '';
        const count = lines(0, text.length);
        if (count <= maxLabelLines) continue;
        // Broken where a space allows (高橋 / 陽子) is not broken mid-word.
        const splitWord = [...text.matchAll(/\S+/g)].some(
          ({ index, 0: word }) => lines(index, index + word.length) > 1,
        );
        if (splitWord) crushed.push(`"${label}" on ${count} lines`);
      }

      // Text wider than a box that hides its overflow (or ends it in an ellipsis): a chip's
      // label, a select's display, a one-line title, a card cutting a cell that will not wrap.
      // Only the box's own text counts, not a switch's input spread past its track.
      const truncated: string[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        const style = getComputedStyle(element);
        const hides =
          ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        if (!hides || element.scrollWidth <= element.clientWidth + 1 || !shown(element)) continue;
        const left = element.getBoundingClientRect().left + element.clientLeft;
        const right = left + element.clientWidth;
        const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          const text = (node.textContent ?? '').trim();
          if (!text || !node.parentElement || !shown(node.parentElement)) continue;
          range.selectNodeContents(node);
          const cut = [...range.getClientRects()].some(
            (line) => line.width > 0 && (line.right > right + 1 || line.left < left - 1),
          );
          if (cut) truncated.push(`"${text.slice(0, 24)}" in ${name(element)}`);
        }
      }

      return {
        pageWidth: document.documentElement.scrollWidth,
        viewportWidth,
        offscreen,
        small,
        crushed,
        truncated,
      };
    },
    { ...rules, shortLabel: SHORT_LABEL, screenWidth: screenWidthOf(page) },
  );
}

/**
 * The width of the page's screen as the test set it, not `innerWidth`: a phone's browser widens
 * its layout viewport to a page wider than the screen (434 px on a 360 px phone), by whose
 * measure that page would neither scroll sideways nor reach outside.
 */
export function screenWidthOf(page: Page): number {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('layoutAudit: the page has no viewport size to measure against');
  return viewport.width;
}

/** What a page breaks of the rules, one line each (none: it keeps them all). */
export function layoutProblems(findings: LayoutFindings): string[] {
  return [
    ...(findings.pageWidth > findings.viewportWidth
      ? [`scrolls sideways: ${findings.pageWidth} px wide on a ${findings.viewportWidth} px screen`]
      : []),
    ...findings.offscreen.map((control) => `outside the screen: ${control}`),
    ...findings.small.map((control) => `smaller than a finger: ${control}`),
    ...findings.crushed.map((label) => `crushed: ${label}`),
    ...findings.truncated.map((text) => `cut off: ${text}`),
  ];
}
