/**
 * Axe in the e2e specs: every page is held to WCAG 2.1 A and AA.
 *
 * axe-core is put in the page once and run there with `axe.run`. (@axe-core/playwright, used before, evaluates
 * axe's 550 KB source again on every analysis and opens a blank page to merge its results: 1.0-3.0 s an analysis
 * here, against 0.1-0.5 s for the rules themselves, and the specs run about 600 analyses.) Like its legacy mode,
 * frames of other origins (an embedded video player) are not tested.
 */
import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Frame, Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = AxeResults['violations'][number];

/** Puts axe in the frame unless it is there already (it stays until the frame navigates). */
async function inject(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await frame.evaluate(axe.source);
}

/**
 * Axe's results for the page. Child frames are tested only when axe could be put in every one of them: axe.run
 * otherwise waits a minute for an answer from a frame without it.
 */
export async function axeResults(page: Page, options: RunOptions, include?: readonly string[]): Promise<AxeResults> {
  await inject(page.mainFrame());
  let everyFrame = true;
  for (const frame of page.frames().slice(1)) {
    // A frame still loading, or gone, cannot take the script.
    everyFrame = await inject(frame).then(
      () => everyFrame,
      () => false,
    );
  }
  const runOptions = JSON.stringify({ ...options, iframes: everyFrame });
  // The whole document, or only the elements the selectors match (each selector in the top frame).
  const context = include && include.length > 0 ? { include: include.map((selector) => [selector]) } : null;
  const results = await page.evaluate(
    async ([runContext, json]) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      return JSON.stringify(await inPage.run(runContext ?? document, JSON.parse(json) as RunOptions));
    },
    [context, runOptions] as const,
  );
  return JSON.parse(results) as AxeResults;
}

/** One line per violation: the rule, its help text and up to three of the elements it names. */
const describe = (violation: Violation) =>
  `${violation.id}: ${violation.help} (${violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join('; ')})`;

async function violations(page: Page, include: readonly string[]): Promise<Violation[]> {
  return (await axeResults(page, { runOnly: { type: 'tag', values: WCAG_21_AA } }, include)).violations;
}

/** The serious and critical WCAG 2.1 AA violations on the page, or within the `include` selectors: [] is a pass. */
export async function seriousViolations(page: Page, ...include: string[]): Promise<string[]> {
  return (await violations(page, include))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describe);
}

/** Every WCAG 2.1 AA violation whatever its impact, for the pages held to none at all. */
export async function allViolations(page: Page): Promise<string[]> {
  return (await violations(page, [])).map(describe);
}

/** Violations of the named axe rules only, whatever their tags (e.g. 'heading-order', a best practice Lighthouse audits). */
export async function ruleViolations(page: Page, rules: string[]): Promise<string[]> {
  return (await axeResults(page, { runOnly: { type: 'rule', values: rules } })).violations.map(describe);
}
