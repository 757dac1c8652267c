/**
 * The trade-in valuation journey's steps shared by its end-to-end specs (trade-in.spec.ts with the
 * market provider, trade-in-rego.spec.ts with the http provider): hydration, axe, the details step,
 * and the leads `npm run leads` lists.
 */
import { execFileSync } from 'node:child_process';
import { seriousViolations } from './axe.ts';
import { expect, type Locator, type Page } from '@playwright/test';

export const emailFor = (what: string) =>
  `e2e-valuation-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The lead blocks `npm run leads` lists for this email, run in `cwd` (the project whose lead store it reads). */
export function listedLeads(slug: string, email: string, cwd = process.cwd()): string[] {
  const listing = execFileSync(
    'npm',
    ['run', '--silent', 'leads', '--', '--site', slug, '--show-personal', '--limit', '50'],
    { encoding: 'utf8', cwd },
  );
  return listing.split(/\n(?=\d{4}-\d\d-\d\d )/).filter((block) => block.includes(email));
}

/** The listed lead of this type (its first line: time, type, id) and its id; the body may name other types. */
export function leadOfType(blocks: string[], type: string): { block: string; id: string } | undefined {
  for (const block of blocks) {
    const id = new RegExp(`^\\S+ \\S+\\s+${type}\\s+(\\S+)`).exec(block)?.[1];
    if (id) return { block, id };
  }
  return undefined;
}

export async function hydrate(form: Locator) {
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('astro-island')).toHaveCount(1);
  await expect(form.locator('astro-island[ssr]')).toHaveCount(0);
}

export async function expectAxeClean(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** Kilometres and the condition questions. */
export async function describeCondition(form: Locator, km: number) {
  await form.getByLabel('Kilometres').fill(km.toLocaleString('en-AU'));
  await form.getByLabel('Overall condition').selectOption('Good');
  await form.getByLabel('Has it been in an accident?').selectOption('No');
  await form.getByLabel('Service history').selectOption('Full');
}

export async function fillDetails(form: Locator, email: string) {
  await form.getByLabel('First Name').fill('Sam');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('0400 000 021');
  await form.getByLabel('Postcode').fill('4350');
  await form.getByLabel('I agree to the terms of use').check();
}
