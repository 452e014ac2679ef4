/**
 * axe-core (WCAG rules) run in the page as it is: axe is injected once per document and frame,
 * not once per scan, so a walk that opens pages inside the app pays for it once. (The Playwright
 * wrapper re-injects it on every scan and merges results in a new blank page: about a second a
 * page here.)
 */
import type { Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** The violations of the rules tagged `tags` on the page on screen, frames included. */
export async function axeViolations(page: Page, tags: readonly string[]): Promise<Result[]> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => window.axe !== undefined))) await frame.evaluate(axe.source);
  return page
    .evaluate(
      (values) =>
        window.axe!.run(document, {
          runOnly: { type: 'tag', values },
          resultTypes: ['violations'],
        }),
      [...tags],
    )
    .then(({ violations }) => violations);
}
