/** Axe in the e2e specs: every page is held to WCAG 2.1 A and AA. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violation: the rule, its help text and up to three of the elements it names. */
const describe = (violation: Violation) =>
  `${violation.id}: ${violation.help} (${violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join('; ')})`;

async function violations(page: Page, include: readonly string[]): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  for (const selector of include) builder = builder.include(selector);
  return (await builder.analyze()).violations;
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
  return (await new AxeBuilder({ page }).withRules(rules).analyze()).violations.map(describe);
}
