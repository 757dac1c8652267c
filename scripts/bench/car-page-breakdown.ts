/**
 * `node scripts/bench/car-page-breakdown.ts [--site <slug>] [--modules]`: where the car page's JavaScript "in all"
 * goes (issue 20 item 1; tests/e2e/page-weight.spec.ts counts the same set): for a plain car and a spin car of each
 * built tenant (dist/<slug>/, `npm run build` first), every chunk the page loads with its gzip bytes, largest first,
 * after the range of the figures over the tenant's first 200 in-stock cars.
 *
 * With `--modules` it builds the first tenant named again into a temporary folder (those two cars' pages only) with a
 * plugin that records which source modules each chunk holds, and prints them under their chunks: the rendered bytes
 * of each module and the gzip of its code alone (a guide: gzip over a whole chunk is not the sum of its parts).
 */
import { build } from 'astro';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { isInStock } from '../../src/domain/stock.ts';
import { loadTenant, tenantSlugs } from '../../src/tenants/load-tenant.ts';
import { readFlags, SITE_FLAG, siteList } from '../cli-args.ts';
import { otherSearchBackend, pageJavaScript } from './page-weight.ts';

const root = process.cwd();
const gzip = (code: string | Buffer) => gzipSync(code, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain and a spin car of the tenant that are in stock (the spin car may be missing). */
function sampleCars(slug: string, built: (carSlug: string) => boolean) {
  const cars = loadTenant(root, slug).cars.filter((car) => isInStock(car) && built(car.slug));
  const spin = (car: (typeof cars)[number]) => (car.spin_images?.length ?? 0) > 1;
  return { plain: cars.find((car) => !spin(car)), spin: cars.find(spin) };
}

type ChunkModules = Record<string, { module: string; bytes: number; gzip: number }[]>;

/** Records, per output chunk (its `/_astro/…` path), the source modules rendered into it. */
function chunkModules(into: ChunkModules): Plugin {
  return {
    name: 'car-page-breakdown:chunk-modules',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        into[`/${fileName}`] = Object.entries(output.modules)
          .map(([id, rendered]) => ({
            module: id.startsWith(root) ? relative(root, id) : id.replace(/^.*node_modules\//, '').replaceAll('\0', ''),
            bytes: rendered.renderedLength,
            gzip: rendered.code ? gzip(rendered.code) : 0,
          }))
          .filter((entry) => entry.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      }
    },
  };
}

function printPage(dist: string, slug: string, label: string, carSlug: string, modules: ChunkModules | null) {
  const backend = loadTenant(root, slug).site.search.backend;
  const file = `cars/${carSlug}/index.html`;
  const all = pageJavaScript(dist, file, { withDynamicImports: true, skipDynamic: otherSearchBackend(backend) });
  const before = pageJavaScript(dist, file, { skipDeferredIslands: true });
  console.log(
    `\n${slug} ${label} car ${carSlug}: in all ${kb(all.gzipBytes)}, before interaction ${kb(before.gzipBytes)}`,
  );
  const rows = all.files
    .filter((path) => existsSync(join(dist, path)))
    .map((path) => ({ path, gzip: gzip(readFileSync(join(dist, path))) }))
    .sort((a, b) => b.gzip - a.gzip);
  const inlineGzip = all.gzipBytes - rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`${String(inlineGzip).padStart(8)}  (inline scripts)`);
  for (const row of rows) {
    console.log(`${String(row.gzip).padStart(8)}  ${row.path}`);
    for (const entry of modules?.[row.path] ?? []) {
      console.log(
        `${''.padStart(12)}${String(entry.bytes).padStart(8)} B, ${String(entry.gzip).padStart(6)} gz  ${entry.module}`,
      );
    }
  }
}

/** The range, over the first RANGE_CARS built in-stock cars, of the page's JavaScript in all and before interaction. */
const RANGE_CARS = 200;
function printRanges(dist: string, slug: string, built: ReadonlySet<string>) {
  const tenant = loadTenant(root, slug);
  const skipDynamic = otherSearchBackend(tenant.site.search.backend);
  const figures = {
    plain: { all: [] as number[], before: [] as number[] },
    spin: { all: [] as number[], before: [] as number[] },
  };
  for (const car of tenant.cars.filter((entry) => isInStock(entry) && built.has(entry.slug)).slice(0, RANGE_CARS)) {
    const file = `cars/${car.slug}/index.html`;
    const kind = (car.spin_images?.length ?? 0) > 1 ? figures.spin : figures.plain;
    kind.all.push(pageJavaScript(dist, file, { withDynamicImports: true, skipDynamic }).gzipBytes);
    kind.before.push(pageJavaScript(dist, file, { skipDeferredIslands: true }).gzipBytes);
  }
  const range = (values: number[]) =>
    values.length ? `${kb(Math.min(...values))}–${kb(Math.max(...values))}` : 'none';
  for (const [label, kind] of Object.entries(figures))
    console.log(
      `${slug} ${label} cars (${kind.all.length}): in all ${range(kind.all)}, before interaction ${range(kind.before)}`,
    );
}

const USAGE = 'node scripts/bench/car-page-breakdown.ts [--site <slug>] [--modules]';
const flags = readFlags(process.argv.slice(2), { ...SITE_FLAG, modules: { type: 'boolean' } }, USAGE);
const named = siteList(flags.site);
const slugs = named.length > 0 ? named : tenantSlugs(root);
if (flags.modules) {
  const slug = slugs[0]!;
  const dist = join(root, 'dist', slug);
  const cars = sampleCars(slug, (carSlug) => existsSync(join(dist, 'cars', carSlug, 'index.html')));
  const out = mkdtempSync(join(tmpdir(), 'car-page-breakdown-'));
  const list = join(out, 'render-cars.json');
  writeFileSync(list, JSON.stringify([cars.plain?.slug, cars.spin?.slug].filter(Boolean)));
  Object.assign(process.env, { SITE_SLUG: slug, BUILD_RENDER_CARS: list, BUILD_OUT_DIR: join(out, 'dist') });
  const modules: ChunkModules = {};
  await build({ root, logLevel: 'error', vite: { plugins: [chunkModules(modules)] } });
  for (const [label, car] of Object.entries(cars))
    if (car) printPage(join(out, 'dist'), slug, label, car.slug, modules);
  rmSync(out, { recursive: true, force: true });
} else {
  for (const slug of slugs) {
    const dist = join(root, 'dist', slug);
    if (!existsSync(join(dist, 'cars'))) {
      console.log(`${slug}: not built (npm run build -- --site ${slug})`);
      continue;
    }
    const built = new Set(readdirSync(join(dist, 'cars')));
    printRanges(dist, slug, built);
    const cars = sampleCars(slug, (carSlug) => built.has(carSlug));
    for (const [label, car] of Object.entries(cars)) if (car) printPage(dist, slug, label, car.slug, null);
  }
}
