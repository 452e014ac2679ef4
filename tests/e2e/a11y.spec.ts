/**
 * Every page of the app's own route tables — the sign-in pages signed out, every member page as
 * demo-member, every staff page as demo-admin — once its data is on screen, on a 1280 px screen
 * and on a 360 px touch phone:
 * - axe (WCAG 2.0 / 2.1, A and AA): no serious or critical violation may remain; the minor and
 *   moderate ones are counted and printed (`[axe]` lines) so they can be quoted;
 * - the layout (tests/e2e/layoutAudit.ts): no sideways scrolling, every button and control inside
 *   the screen, short labels whole; on the phone 44×44 targets, on the desktop no label cut off.
 *   Each page's figures are printed (`[layout]` lines).
 * The pages come from src/routes.ts and the resource files, so a new page is scanned without
 * touching this file (one with a `:id` needs a sample URL in appPages.ts).
 */
import type { Page } from '@playwright/test';
import { appPages, type AppPage } from './appPages';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  DESKTOP_RULES,
  PHONE_RULES,
  auditLayout,
  layoutProblems,
  type LayoutRules,
} from './layoutAudit';
import { WALK_ACCOUNTS, openInWalk, walkChunks } from './walk';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

type Tally = Record<Impact, { rules: number; nodes: number }>;

const emptyTally = (): Tally =>
  Object.fromEntries(IMPACTS.map((impact) => [impact, { rules: 0, nodes: 0 }])) as Tally;

const describeTally = (tally: Tally): string =>
  IMPACTS.map((impact) => `${impact} ${tally[impact].rules} (${tally[impact].nodes} nodes)`).join(
    ', ',
  );

/**
 * Opens the pages one after another and checks each with axe and against the layout rules of
 * the screen; returns the serious and critical axe findings and every layout problem.
 */
async function scan(
  page: Page,
  targets: AppPage[],
  rules: LayoutRules,
  group: string,
): Promise<string[]> {
  const tally = emptyTally();
  const blocking: string[] = [];
  for (const target of targets) {
    const { url } = target;
    await openInWalk(page, target);
    const violations = await axeViolations(page, WCAG_TAGS);
    for (const violation of violations) {
      const impact: Impact = violation.impact ?? 'minor';
      tally[impact].rules += 1;
      tally[impact].nodes += violation.nodes.length;
      const line = `${url} [${impact}] ${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`;
      console.log(`[axe] ${line}`);
      if (impact === 'serious' || impact === 'critical') blocking.push(line);
    }
    const findings = await auditLayout(page, rules);
    console.log(
      `[layout] ${group} ${url}: ${findings.pageWidth} px wide, ${findings.offscreen.length} outside, ${findings.small.length} small, ${findings.crushed.length} crushed, ${findings.truncated.length} cut off`,
    );
    blocking.push(...layoutProblems(findings).map((problem) => `${url} ${problem}`));
  }
  const summary = `${group}: ${targets.length} pages; ${describeTally(tally)}`;
  console.log(`[axe] ${summary}`);
  test.info().annotations.push({ type: 'axe', description: summary });
  return blocking;
}

const SCREENS = [
  { screen: '1280 px', device: 'desktop', rules: DESKTOP_RULES },
  { screen: '360 px', device: 'phone', rules: PHONE_RULES },
] as const;

const pages = await appPages();
for (const { screen, device, rules } of SCREENS)
  for (const { visitor, chunk } of walkChunks(pages)) {
    const account = WALK_ACCOUNTS[visitor];
    const who = account ?? visitor;
    const urls = chunk.map(({ url }) => url);
    test(`${who} at ${screen}: axe and layout on ${urls.join(', ')}`, async ({ walkPage }) => {
      test.setTimeout(90_000);
      const page = await walkPage(account, device);
      expect(await scan(page, chunk, rules, `${who} ${screen}`)).toEqual([]);
    });
  }
