import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pageJavaScript } from '../../scripts/bench/page-weight.ts';
import { SLUGS } from './tenant-fixtures.ts';

// Budgets checked from the built files (the web server of this suite builds every tenant first).
// Pages with no island load no framework code: only small custom-element scripts for the menu, the
// announcement bar, the masked phone and the sales counter.
const SCRIPT_BUDGET_GZIP = 2 * 1024;
const HTML_BUDGET_GZIP = 40 * 1024;

for (const slug of SLUGS) {
  test(`${slug}: pages without islands ship no framework JavaScript and stay small`, () => {
    const dist = join(process.cwd(), 'dist', slug);
    const firstCar = readdirSync(join(dist, 'cars'))[0];
    const pages = { home: 'index.html', results: 'search/new-used-and-demo-cars/index.html', vehicle: `cars/${firstCar}/index.html`, notFound: '404.html' };
    for (const [type, file] of Object.entries(pages)) {
      const js = pageJavaScript(dist, file);
      expect.soft(js.islands, `${type}: islands`).toBe(0);
      expect.soft(js.gzipBytes, `${type}: script bytes (gzip)`).toBeLessThanOrEqual(SCRIPT_BUDGET_GZIP);
      const html = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      expect.soft(html, `${type}: HTML bytes (gzip)`).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
    }
  });
}
