import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { otherSearchBackend, pageJavaScript } from '../../scripts/bench/page-weight.ts';
import { SLUGS, resultsPath, tenant } from './tenant-fixtures.ts';

// Budgets checked from the built files (the web server of this suite builds every tenant first).
// Pages with no island load no framework code: only small custom-element scripts for the menu, the
// announcement bar, the masked phone and the sales counter.
const SCRIPT_BUDGET_GZIP = 2 * 1024;
const HTML_BUDGET_GZIP = 40 * 1024;
// Issue 4: "JavaScript of the results page, index excluded: at most 150 KB gzip", counting the
// engine the page loads on idle. Its HTML carries the first results twice (markup and the state
// the island hydrates from), hence a larger HTML budget.
const RESULTS_SCRIPT_BUDGET_GZIP = 150 * 1024;
const RESULTS_HTML_BUDGET_GZIP = 80 * 1024;
// Issue 5: the vehicle page holds the enquiry, test-drive and request-photos forms (three islands of
// one component) and so do /contact and /trade-in (one each). Measured 105 KB gzip on
// harbour-city-toyota: React and ReactDOM (~60 KB), zod with the lead schema the server checks with
// (~25 KB), the form views. On the vehicle page none of it loads until a form scrolls into view
// (client:visible); the page's own script before that stays the small custom elements above.
const FORM_SCRIPT_BUDGET_GZIP = 120 * 1024;

for (const slug of SLUGS) {
  const dist = join(process.cwd(), 'dist', slug);
  test(`${slug}: pages without islands ship no framework JavaScript and stay small`, () => {
    const firstCar = readdirSync(join(dist, 'cars'))[0];
    const pages = { home: 'index.html', notFound: '404.html', success: 'success/index.html' };
    for (const [type, file] of Object.entries(pages)) {
      const js = pageJavaScript(dist, file);
      expect.soft(js.islands, `${type}: islands`).toBe(0);
      expect.soft(js.gzipBytes, `${type}: script bytes (gzip)`).toBeLessThanOrEqual(SCRIPT_BUDGET_GZIP);
      const html = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      expect.soft(html, `${type}: HTML bytes (gzip)`).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
    }
  });

  test(`${slug}: pages with lead forms stay within their JavaScript budget`, () => {
    const firstCar = readdirSync(join(dist, 'cars'))[0];
    // The vehicle page adds the similar-cars island (issue 6), hydrated within 500 px of view.
    const pages = { vehicle: [`cars/${firstCar}/index.html`, 4], contact: ['contact/index.html', 1], tradeIn: ['trade-in/index.html', 1] } as const;
    for (const [type, [file, islands]] of Object.entries(pages)) {
      const js = pageJavaScript(dist, file, { withDynamicImports: true });
      expect.soft(js.islands, `${type}: islands`).toBeLessThanOrEqual(islands);
      expect.soft(js.gzipBytes, `${type}: script bytes (gzip), forms included`).toBeLessThanOrEqual(FORM_SCRIPT_BUDGET_GZIP);
      const html = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      expect.soft(html, `${type}: HTML bytes (gzip)`).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
    }
    // Before a form is in view the vehicle page runs only its small scripts: every island waits.
    const vehicle = readFileSync(join(dist, pages.vehicle[0]), 'utf8');
    expect(vehicle.match(/<astro-island[^>]*client="visible"/g) ?? []).toHaveLength((vehicle.match(/<astro-island/g) ?? []).length);
  });

  test(`${slug}: the results page is one island within its JavaScript budget`, () => {
    const file = `${resultsPath(slug).slice(1)}/index.html`;
    const js = pageJavaScript(dist, file, { withDynamicImports: true, skipDynamic: otherSearchBackend(tenant(slug).site.search.backend) });
    expect(js.islands).toBe(1);
    expect.soft(js.gzipBytes, 'script bytes (gzip), engine included').toBeLessThanOrEqual(RESULTS_SCRIPT_BUDGET_GZIP);
    const html = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    expect.soft(html, 'HTML bytes (gzip)').toBeLessThanOrEqual(RESULTS_HTML_BUDGET_GZIP);
  });
}
