/**
 * Pages rendered on the second core (scripts/render-worker.ts, issue 20 item 4): a real Astro build of a scratch project
 * (a dynamic route with a scoped style and a bundled script, so each page's head comes from Astro's build data), once
 * all on the main thread and once with the render worker. The worker must take pages, and every file must be the same
 * byte for byte; a page that fails there fails the build naming it, as on the main thread. Then a sample tenant, built
 * in full with one core and with two: the same files.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { listFiles } from '../../../scripts/list-files.ts';
import { copyProject } from '../../../scripts/project-copy.ts';
import { importEachPageOnce, prerenderEntryIn } from '../../../scripts/render-worker.ts';

const PAGES = 60;

const CAR_PAGE = `---
import Price from '../../components/Price.astro';
export function getStaticPaths() {
  return Array.from({ length: ${PAGES} }, (_, n) => ({ params: { n: String(n) }, props: { price: 10000 + n * 250 } }));
}
const { n } = Astro.params;
if (n === process.env.FAIL_PAGE) throw new Error('car ' + n + ' has no price');
---
<html lang="en"><head><meta charset="utf-8"><title>Car {n}</title></head>
<body><h1>Car {n}</h1><Price amount={Astro.props.price} /></body></html>
`;

const PRICE = `---
const { amount } = Astro.props;
---
<p class="price">{'$' + amount.toLocaleString('en-AU')}</p>
<style>.price { font-weight: 700; color: rgb(20 40 60); }</style>
<script>document.querySelectorAll('.price').forEach((price) => price.setAttribute('data-ready', ''));</script>
`;

const RUNNER = `import { build } from 'astro';
import { join } from 'node:path';
const { precompressWhileRendering } = await import(process.env.WRAPPER);
const { spawnRenderWorker } = await import(process.env.RENDER_WORKER);
const out = join(process.cwd(), 'dist');
const wrapper = precompressWhileRendering(join(out, '.page-copies'), {
  threads: 0,
  // No page copies (our server's tenants): the worker writes the pages it renders. With copies, it sends them back.
  encodings: process.env.PAGE_COPIES === '1' ? ['br'] : [],
  writePagesInto: out,
  renderWorker:
    process.env.ON_SECOND_CORE === '1'
      ? spawnRenderWorker(process.env.WARM_UP ? new URL(process.env.WARM_UP, import.meta.url) : undefined)
      : undefined,
});
await build({ root: process.cwd(), logLevel: 'error', integrations: [wrapper.integration] });
const known = wrapper.knownPages();
console.log(JSON.stringify({ renderedInWorker: wrapper.renderedInWorker(), knownPages: known ? [...known.files].sort() : [] }));
`;

/** A warm-up module: leaves a mark of the thread it ran in, or fails when told to. */
const WARM_UP = `import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
if (process.env.FAIL_WARM_UP) throw new Error('the warm-up could not load the stock');
writeFileSync('warmed-up.txt', isMainThread ? 'main thread' : 'worker thread');
`;

const WRAPPER = new URL('../../../scripts/precompress-while-rendering.ts', import.meta.url).href;
const RENDER_WORKER = new URL('../../../scripts/render-worker.ts', import.meta.url).href;
let dir: string;

function build(onSecondCore: boolean, env: Record<string, string> = {}) {
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  const run = spawnSync(process.execPath, ['run.mjs'], {
    cwd: dir,
    env: { ...process.env, WRAPPER, RENDER_WORKER, ON_SECOND_CORE: onSecondCore ? '1' : '0', ...env },
    encoding: 'utf8',
  });
  const last = run.stdout.trim().split('\n').at(-1) ?? '';
  return { status: run.status, stderr: run.stderr, stats: last.startsWith('{') ? JSON.parse(last) : null };
}

/** Every file of the build's output, by path. */
function output(): Map<string, Buffer> {
  const out = join(dir, 'dist');
  return new Map(listFiles(out).map((file) => [file, readFileSync(join(out, file))]));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-worker-'));
  mkdirSync(join(dir, 'src/pages/cars'), { recursive: true });
  mkdirSync(join(dir, 'src/components'), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "name": "render-worker", "private": true, "type": "module" }\n');
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\nexport default defineConfig({ build: { format: 'directory', concurrency: 16 } });\n",
  );
  writeFileSync(join(dir, 'src/pages/cars/[n].astro'), CAR_PAGE);
  writeFileSync(
    join(dir, 'src/pages/index.astro'),
    '<html lang="en"><head><title>Stock</title></head><body></body></html>',
  );
  writeFileSync(join(dir, 'src/components/Price.astro'), PRICE);
  writeFileSync(join(dir, 'run.mjs'), RUNNER);
  writeFileSync(join(dir, 'warm-up.mjs'), WARM_UP);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('prerenderEntryIn: the prerender bundle Astro built', () => {
  it("finds the one prerender-entry module in the output's .prerender folder, or none", () => {
    const out = join(dir, 'entry-test');
    mkdirSync(join(out, '.prerender/chunks'), { recursive: true });
    const url = new URL(`file://${out}/`);
    expect(prerenderEntryIn(url, dir)).toBeNull();
    writeFileSync(join(out, '.prerender/prerender-entry.a1b2c3.mjs'), '');
    writeFileSync(join(out, '.prerender/chunks/other.mjs'), '');
    expect(prerenderEntryIn(url, dir)?.href).toBe(`file://${out}/.prerender/prerender-entry.a1b2c3.mjs`);
    writeFileSync(join(out, '.prerender/prerender-entry.d4e5f6.mjs'), '');
    expect(prerenderEntryIn(url, dir)).toBeNull();
    expect(prerenderEntryIn(new URL(`file://${out}/missing/`), dir)).toBeNull();
  });

  it("looks in the project's .astro folder when the output folder is outside the project, as Astro builds there", () => {
    const project = join(dir, 'entry-project');
    mkdirSync(join(project, '.astro/.prerender'), { recursive: true });
    writeFileSync(join(project, '.astro/.prerender/prerender-entry.a1b2c3.mjs'), '');
    const outside = new URL(`file://${join(dir, 'release-elsewhere')}/`);
    expect(prerenderEntryIn(outside, project)?.href).toBe(
      `file://${project}/.astro/.prerender/prerender-entry.a1b2c3.mjs`,
    );
  });
});

describe('pages rendered on the second core', { timeout: 120_000 }, () => {
  let mainThread: Map<string, Buffer>;
  let withWorker: Map<string, Buffer>;
  let renderedInWorker: number;
  let knownPages: string[];
  let sentBack: Map<string, Buffer>;
  let warmedUp: string;

  beforeAll(() => {
    const alone = build(false);
    expect(alone.status, alone.stderr).toBe(0);
    expect(alone.stats.renderedInWorker).toBe(0);
    mainThread = output();
    rmSync(join(dir, 'warmed-up.txt'), { force: true });
    const both = build(true, { WARM_UP: './warm-up.mjs' });
    expect(both.status, both.stderr).toBe(0);
    warmedUp = readFileSync(join(dir, 'warmed-up.txt'), 'utf8');
    renderedInWorker = both.stats.renderedInWorker;
    knownPages = both.stats.knownPages;
    withWorker = output();
    const copies = build(true, { PAGE_COPIES: '1' });
    expect(copies.status, copies.stderr).toBe(0);
    expect(copies.stats.renderedInWorker).toBeGreaterThan(0);
    sentBack = output();
    // Three builds of the scratch project: as long as a test may take, not the 10 s a hook gets by default.
  }, 120_000);

  it('the worker imports its warm-up module, in its own thread, before Astro has made the bundle', () => {
    expect(warmedUp).toBe('worker thread');
  });

  it('a warm-up that fails fails the build with its error, not silently on one thread', () => {
    const failed = build(true, { WARM_UP: './warm-up.mjs', FAIL_WARM_UP: '1' });
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('the warm-up could not load the stock');
  });

  it('the worker renders some of the dynamic route’s pages', () => {
    expect(renderedInWorker).toBeGreaterThan(0);
    expect(renderedInWorker).toBeLessThanOrEqual(PAGES);
  });

  it('every page is there, with its own content, its scoped style and its script', () => {
    for (let n = 0; n < PAGES; n++) {
      const page = withWorker.get(`cars/${n}/index.html`)?.toString();
      expect(page, `cars/${n}`).toContain(`<h1>Car ${n}</h1>`);
      expect(page).toContain(`$${(10000 + n * 250).toLocaleString('en-AU')}`);
      expect(page).toMatch(/font-weight:700/);
      expect(page).toMatch(/<script type="module"/);
    }
  });

  it('every file is byte for byte what the main thread alone builds', () => {
    expect([...withWorker.keys()].sort()).toEqual([...mainThread.keys()].sort());
    for (const [file, bytes] of mainThread) expect(withWorker.get(file)?.equals(bytes), file).toBe(true);
  });

  it('the pages the worker wrote itself are known to the steps after Astro, as the page writer’s are', () => {
    const pages = [...mainThread.keys()].filter((file) => file.endsWith('.html')).sort();
    expect(knownPages).toEqual(pages);
  });

  it('pages sent back to the main thread (when they get copies there) are written the same', () => {
    const pages = [...mainThread.keys()].filter((file) => file.endsWith('.html'));
    for (const file of pages) expect(sentBack.get(file)?.equals(mainThread.get(file)!), file).toBe(true);
  });

  it('a page that fails in the worker fails the build, naming the page and the error', () => {
    // The first pages of the dynamic route go to the worker: it is idle when Astro starts rendering them.
    const failed = build(true, { FAIL_PAGE: '1' });
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('Caught error rendering /cars/1: Error: car 1 has no price');
  });
});

describe('a sample tenant rendered on two threads', () => {
  const SLUG = 'harbour-city-toyota';
  /** Island ids are counted per build (Astro's per-build prefix): the only bytes two builds may differ in. */
  const withoutIslandIds = (bytes: Buffer) => bytes.toString('latin1').replace(/(?:uid|prefix)="[^"]*"/g, '');

  /** Builds the tenant in full in `root` with `cores`, into `out`: the stats line of scripts/build-tenant.ts. */
  function buildTenant(root: string, out: string, cores: number) {
    const stdout = execFileSync(process.execPath, ['scripts/build-tenant.ts'], {
      cwd: root,
      env: {
        ...process.env,
        SITE_SLUG: SLUG,
        BUILD_OUT_DIR: out,
        BUILD_FULL: '1',
        BUILD_CORES: String(cores),
        BUILD_NOW: '2026-11-20T14:00:00.000Z',
        CODE_VERSION: 'render-worker-test',
        ASTRO_LOG_LEVEL: '',
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const line = stdout.split('\n').find((text) => text.startsWith('BUILD_STATS '))!;
    return JSON.parse(line.slice('BUILD_STATS '.length)) as { pages: number; files: number; renderedInWorker: number };
  }

  it(
    'writes every file as the main thread alone writes it (its cars, checkout and results pages among them)',
    { timeout: 300_000 },
    () => {
      const root = copyProject('dealer-render-worker-');
      onTestFinished(() => rmSync(root, { recursive: true, force: true }));
      cpSync(join(process.cwd(), 'sites', SLUG), join(root, 'sites', SLUG), { recursive: true });
      const alone = buildTenant(root, join(root, 'dist/one-core'), 1);
      const both = buildTenant(root, join(root, 'dist/two-cores'), 2);
      expect(alone.renderedInWorker).toBe(0);
      expect(both.renderedInWorker).toBeGreaterThan(0);
      expect(both.pages).toBe(alone.pages);
      const two = listFiles(join(root, 'dist/two-cores'));
      expect(two.sort()).toEqual(listFiles(join(root, 'dist/one-core')).sort());
      // The stats count what is on disk (HTML pages; every file but the precompressed copies).
      const counted = two.filter((file) => !/\.(?:br|gz)$/.test(file));
      expect({ pages: both.pages, files: both.files }).toEqual({
        pages: counted.filter((file) => file.endsWith('.html')).length,
        files: counted.length,
      });
      let pagesCompared = 0;
      for (const file of two) {
        if (file === '.build.json') continue; // its finishing time
        const a = readFileSync(join(root, 'dist/one-core', file));
        const b = readFileSync(join(root, 'dist/two-cores', file));
        if (file.endsWith('.html')) pagesCompared += 1;
        expect(withoutIslandIds(b) === withoutIslandIds(a), file).toBe(true);
      }
      expect(pagesCompared).toBe(alone.pages);
    },
  );
});

describe('importEachPageOnce: the bundle app’s page modules', () => {
  it('each loader runs once; every page after the first is answered the same module', async () => {
    const calls = { cars: 0, home: 0 };
    const pageMap = new Map<string, () => Promise<unknown>>([
      ['src/pages/cars/[slug].astro', () => Promise.resolve({ page: 'cars', call: ++calls.cars })],
      ['src/pages/index.astro', () => Promise.resolve({ page: 'home', call: ++calls.home })],
    ]);
    importEachPageOnce({ manifest: { pageMap } });
    const first = await pageMap.get('src/pages/cars/[slug].astro')!();
    for (let n = 0; n < 3; n++) expect(await pageMap.get('src/pages/cars/[slug].astro')!()).toBe(first);
    expect(await pageMap.get('src/pages/index.astro')!()).toEqual({ page: 'home', call: 1 });
    expect(calls).toEqual({ cars: 1, home: 1 });
  });

  it('a manifest without a page map (a single page module) is left as it is', () => {
    expect(() => importEachPageOnce({ manifest: {} })).not.toThrow();
  });
});
