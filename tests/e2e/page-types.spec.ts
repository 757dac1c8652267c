import { join } from 'node:path';
import { seriousViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { builtPages, pageTypes } from '../../scripts/page-types.ts';
import { SLUGS, origin } from './tenant-fixtures.ts';

// Issue 17 "Done when": axe clean on every page type, at 390 and 1280 px, and no page without a way back. The page
// types come from each tenant's build (scripts/page-types.ts: one page per route shape, so a new kind of page is
// checked as soon as it is built); internal-links.spec.ts follows every link of every page.
const WIDTHS = [390, 1280];
// Two axe runs over a long page (a group's 20 location cards) take more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A way back: the breadcrumb, or the header's menu (its links, or at phone width the button that opens them). */
async function hasWayBack(page: Page): Promise<boolean> {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true });
  const menuButton = page.locator('header').getByRole('button', { name: 'Menu' });
  return (await breadcrumb.isVisible()) || (await menu.isVisible()) || (await menuButton.isVisible());
}

for (const slug of SLUGS) {
  for (const { type, path } of pageTypes(builtPages(join(process.cwd(), 'dist', slug)))) {
    test(`${slug} ${type} (${path}): axe clean and a way back at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      // Network idle: a gated page (/my-garage) sends a signed-out shopper to sign-in from its script; axe then
      // checks the page the shopper lands on.
      await page.goto(`${origin(slug)}${path}`, { waitUntil: 'networkidle' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await seriousViolations(page), `axe at ${width}px`).toEqual([]);
        expect(await hasWayBack(page), `a breadcrumb or the menu at ${width}px`).toBe(true);
      }
    });
  }
}
