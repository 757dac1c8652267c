/**
 * Builds one tenant with Astro in this process (scripts/build.ts runs one per tenant, in
 * parallel, after validating it), the results pages' island props moved to files as they are rendered
 * (scripts/island-props-files.ts). Beside Astro, a thread writes the files made from the stock alone
 * (scripts/stock-files.ts: each car's compare and finance files, its similar cars, the vehicle feeds and the edge
 * functions' data). After Astro: the cars carried over (an incremental build), the sitemaps and robots.txt
 * (scripts/search-engine-files.ts), the precompressed copies (scripts/precompress.ts) and the security headers
 * (`_headers`, scripts/security-headers.ts: the policy hashes the inline scripts of the pages as written), and last
 * `.build.json` (scripts/build-record.ts). Prints one `BUILD_STATS {json}` line for the parent.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { getTenant, tenantSlug } from '../src/site/tenant.ts';
import { buildClock, readSiteConfig } from '../src/tenants/load-tenant.ts';
import { codeVersion, writeBuildRecord } from './build-record.ts';
import { astroBuildSteps, stepClock } from './build-steps.ts';
import { carFingerprints, sharedInputsHash } from './incremental/fingerprints.ts';
import { readManifest, writeManifest } from './incremental/manifest.ts';
import { planBuild } from './incremental/plan.ts';
import { carryOverCars } from './incremental/reuse.ts';
import { writeCloudflareFiles } from './deploy/cloudflare.ts';
import { listFiles } from './list-files.ts';
import { precompressCacheDir, precompressDir, precompressEncodings } from './precompress.ts';
import { precompressWhileRendering, stagingDirOf } from './precompress-while-rendering.ts';
import { rejectedWarnings, writeSitemaps } from './search-engine-files.ts';
import { spawnRenderWorker } from './render-worker.ts';
import { startStockFiles, type StockFiles } from './stock-files.ts';
import { writeHeadersFile } from './security-headers.ts';
import { writeRenderSpans, type RenderSpan } from './render-spans.ts';

/** The cores this build may use: BUILD_CORES from scripts/build.ts (the machine's, shared among the builds). */
const buildCores = () => Number(process.env.BUILD_CORES) || availableParallelism();

/**
 * The HTML pages, and every file the build wrote but the precompressed copies (JSON, feeds, pictures…): those `listed`
 * once the pages and the stock's files were written (but the staged copies' folder, gone since), and those the steps
 * after it wrote, each in the output's top folder (sitemaps, robots.txt, `_headers`, the records, a deployment's
 * files), read there rather than listing the whole output again.
 */
function countOutput(dir: string, listed: readonly string[]): { pages: number; files: number } {
  const staging = `${relative(dir, stagingDirOf(dir))}/`;
  const top = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile());
  const files = new Set([...listed.filter((file) => !file.startsWith(staging)), ...top.map((entry) => entry.name)]);
  const kept = [...files].filter((file) => !/\.(?:br|gz)$/.test(file));
  return { pages: kept.filter((file) => file.endsWith('.html')).length, files: kept.length };
}

// Seconds per step, wall and CPU, in BUILD_STATS: where a build's time goes (the benchmarks print them).
const clock = stepClock();
const stepDone = clock.done;
const slug = tenantSlug();
const root = process.cwd();
const site = readSiteConfig(root, slug);
// The build's clock, the same for every thread that reads the tenant (this one, the render worker, the stock files'
// thread): a tenant with no BUILD_NOW and no sample date would otherwise read the time once per thread.
process.env.BUILD_NOW ??= buildClock(site).toISOString();
const full = process.env.BUILD_FULL === '1';
// The release folder scripts/build.ts names (BUILD_OUT_DIR), else dist/<slug> as astro.config.ts says.
const out = process.env.BUILD_OUT_DIR ?? join(root, 'dist', slug);
// Under the profiler (scripts/bench/build-profile.ts), each page's render timed by route, written when Astro is done.
const renderSpansFile = process.env.BUILD_RENDER_SPANS;
// The copies the tenant's site is served with (precompressEncodings: of its bundles alone for our server, which
// compresses the pages on request; both of every file for a folder, gzip alone for S3, none for Cloudflare).
const copyPlan = precompressEncodings(site.deploy);
// The threads beside Astro start before this one loads Astro (about half a second) and the tenant: the second core
// does their first work (each reads the tenant) while this one does its own (issue 20 item 4).
// A second thread renders pages when the build has a second core to itself and no page copies to make on it; not under
// the profiler, which times each page's render on this thread. It loads the tenant while Astro sets up and Vite builds.
const renderWorker =
  copyPlan.pages.length === 0 && buildCores() >= 2 && !renderSpansFile
    ? spawnRenderWorker(new URL('./render-worker-warm-up.ts', import.meta.url))
    : undefined;
// The stock's files are written beside Astro's build into a release folder, emptied here rather than by Astro
// (astro.config.ts); into dist/<slug> itself, which Astro empties as it starts, after Astro. A full build starts them
// now; another once its plan has named the cars to render (BUILD_RENDER_CARS), which the car files follow.
const stockFilesBesideAstro = process.env.BUILD_OUT_DIR !== undefined;
let stockFiles: StockFiles | undefined;
const startStockFilesBesideAstro = () => {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  stockFiles = startStockFiles(out, full);
};
if (stockFilesBesideAstro && full) startStockFilesBesideAstro();
const { build } = await import('astro');
stepDone('startup');
const started = performance.now();
// The tenant as the pages will read it (the same object: src/site/tenant.ts): what the car fingerprints and the plan
// are made from.
const tenant = getTenant();
const version = codeVersion(root);
// A tree with uncommitted changes has no version to compare: its builds are full.
const shared = version && !version.endsWith('-dirty') ? sharedInputsHash(root, tenant, version) : null;
// The cars' fingerprints decide an incremental build's plan. A full build needs them only for its manifest, at the
// end: the stock files' thread makes them there, beside Astro's setup, rather than this thread before Astro starts.
const fingerprints = full ? null : carFingerprints(tenant);
const previousDir = process.env.BUILD_PREVIOUS_DIR;
const previous = previousDir ? readManifest(previousDir) : null;
const plan = planBuild({
  previous,
  shared,
  // A full plan reads none.
  fingerprints: fingerprints ?? new Map(),
  full,
  seed: tenant.now.toISOString(),
});
if (plan.mode === 'incremental') {
  const list = join(tmpdir(), `render-cars-${slug}-${process.pid}.json`);
  writeFileSync(list, JSON.stringify([...plan.render, ...plan.canaries]));
  process.env.BUILD_RENDER_CARS = list;
}
stepDone('plan');
if (stockFilesBesideAstro && !stockFiles) startStockFilesBesideAstro();
// The pages' copies (when the tenant's pages get any) and their inline scripts' hashes, made on the other core as
// Astro renders (moved into place by precompress), of the pages as written: the results pages' island props moved to
// files of their own first (issue 20 item 2).
const stagingDir = stagingDirOf(out);
const renderSpans: RenderSpan[] = [];
const renderTimeCompression = precompressWhileRendering(stagingDir, {
  islandProps: { outDir: out, under: tenant.site.search.path_prefix },
  timeRender: renderSpansFile ? (route, start, end) => renderSpans.push({ route, start, end }) : undefined,
  encodings: copyPlan.pages,
  writePagesInto: out,
  renderWorker,
});
try {
  await build({
    root: process.cwd(),
    logLevel: process.env.ASTRO_LOG_LEVEL === 'info' ? 'info' : 'warn',
    integrations: [astroBuildSteps(clock), renderTimeCompression.integration],
  });
} catch (error) {
  // A dealer's content file (sites/<slug>/content/, src/content.config.ts) that its schema refuses: Astro's error
  // names the file and the fields; print those, without a stack trace, and fail the build.
  const file = (error as { loc?: { file?: string } }).loc?.file;
  if (!file) throw error;
  const message = (error as Error).message.replaceAll('**', '').trim();
  console.error(`${relative(process.cwd(), file)}: ${message}`);
  process.exit(1);
}
stepDone('astro_done');
if (renderSpansFile) writeRenderSpans(renderSpansFile, renderSpans);
// The stock's files, written beside Astro: the compare and finance files of the cars this build renders are there
// before the others are carried over.
stockFiles ??= startStockFiles(out, full);
const stockFilesReport = await stockFiles.done();
const { feeds } = stockFilesReport;
stepDone('stock_files');
let reused = 0;
if (plan.mode === 'incremental') {
  const result = await carryOverCars({
    previousDir: previousDir!,
    outDir: out,
    previous: previous!,
    rendered: plan.render,
    canaries: plan.canaries,
    reuse: plan.reuse,
  });
  if ('mismatch' in result) {
    console.log(`INCREMENTAL_MISMATCH ${JSON.stringify(result.mismatch)}`);
    process.exit(3);
  }
  reused = result.pages;
  stepDone('carry_over');
}
// Sitemaps and robots.txt, from the pages as written (those the page writer wrote, by what it read of them). The output
// is complete but for them (Astro, the stock's files and any carried-over cars are done): listed once for them and
// the copies below.
const knownPages = renderTimeCompression.knownPages();
const listed = listFiles(out);
const sitemaps = await writeSitemaps(out, tenant, knownPages, listed);
const warnings = rejectedWarnings(slug, { feeds });
stepDone('sitemaps');
// The brotli and gzip copies a server sends instead of compressing per request (copyPlan).
// Also the pages' inline script hashes, for the headers below: those the page writer read, and the others' from the
// same read of each page as its copies. The copies of the pages rendered last are still being made: waited for here.
await renderTimeCompression.finished();
stepDone('staged_copies');
const { scriptHashes, staged } = await precompressDir(out, precompressCacheDir(root), {
  stagingDir,
  plan: copyPlan,
  knownPages,
  listed: [...new Set([...listed, ...sitemaps.written])],
});
await rm(stagingDir, { recursive: true, force: true });
stepDone('precompress');
// The headers of every file, for our server and for static hosts that read `_headers`.
await writeHeadersFile(out, site, process.env, scriptHashes);
stepDone('headers');
// A Cloudflare deployment's wrangler.jsonc, .assetsignore and _redirects.
if (site.deploy?.kind === 'cloudflare') await writeCloudflareFiles(out, site.deploy);
// Last: what this build was made from (stock and config hashes, clock, code version).
await writeManifest(out, shared, tenant.cars, fingerprints ?? new Map(stockFilesReport.fingerprints), listed);
await writeBuildRecord(out, process.cwd(), tenant, new Date(), process.env, version);
stepDone('records');
const seconds = (performance.now() - started) / 1000;
const { pages, files } = countOutput(out, listed);
const incremental =
  plan.mode === 'full'
    ? { mode: 'full', reason: plan.reason }
    : { mode: 'incremental', cars_rendered: plan.render.length + plan.canaries.length, cars_reused: plan.reuse.length };
const steps = clock.wall;
const stepsCpu = clock.cpu;
console.log(
  `BUILD_STATS ${JSON.stringify({ slug, pages, files, reused, staged, renderedInWorker: renderTimeCompression.renderedInWorker(), seconds, steps, stepsCpu, warnings, incremental })}`,
);
