/**
 * `npm run bench`: builds each tenant on its own (so tenants do not share the cores) and prints
 * cars, pages built, build seconds and pages per second; then the JavaScript each page type loads
 * before interaction, in KB gzip. `--site` limits it to some tenants. Figures only: nothing here
 * passes or fails.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildTenants } from './build.ts';
import { pageJavaScript } from './bench/page-weight.ts';
import { siteArgs } from './cli-args.ts';
import { runCli } from './report-errors.ts';
import { tenantSlugs } from '../src/site/load-tenant.ts';

const root = process.cwd();

/** One representative built file per page type. */
function pageTypes(slug: string): Record<string, string> {
  const cars = readdirSync(join(root, 'dist', slug, 'cars'));
  return {
    home: 'index.html',
    results: 'search/new-used-and-demo-cars/index.html',
    vehicle: `cars/${cars[0]}/index.html`,
    '404': '404.html',
  };
}

await runCli(async () => {
  const requested = siteArgs(process.argv.slice(2));
  const slugs = requested.length ? requested : tenantSlugs(root);
  const rows: string[][] = [];
  for (const slug of slugs) {
    const [stats] = await buildTenants([slug]);
    const js = Object.entries(pageTypes(slug)).map(([type, file]) => {
      const weight = pageJavaScript(join(root, 'dist', slug), file);
      return `${type} ${(weight.gzipBytes / 1024).toFixed(1)}`;
    });
    rows.push([slug, String(stats!.cars), String(stats!.pages), stats!.seconds.toFixed(1), String(Math.round(stats!.pages / stats!.seconds)), js.join(', ')]);
  }
  const header = ['tenant', 'cars', 'pages', 'build s', 'pages/s', 'JS per page type (KB gzip)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
});
