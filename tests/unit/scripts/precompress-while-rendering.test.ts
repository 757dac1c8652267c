/**
 * Pages compressed while Astro renders (scripts/precompress-while-rendering.ts, issue 20 item 4): the prerenderer
 * wrapper hands Astro the page it rendered, byte for byte, and a worker stages the page's copies; the precompress
 * step moves them beside the page when the page on disk is those bytes, and compresses it when it is not. Either way
 * the copies are what compressing the page gives.
 */
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.ts';
import {
  precompressFiles,
  readStagedCopies,
  stageCopies,
  writeStagedIndex,
} from '../../../scripts/precompress-files.ts';
import { inlineScriptHashes } from '../../../scripts/inline-script-hashes.ts';
import { precompressWhileRendering, stagingDirOf } from '../../../scripts/precompress-while-rendering.ts';

const page = (i: number) =>
  `<!doctype html><h1>Car ${i}</h1>${'<p>A car for sale, with its price and kilometres…</p>'.repeat(40)}` +
  `<script>document.title = 'Car ${i}';</script>`;
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'precompress-staged-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writePages(dir: string, count: number): string[] {
  const entries = Array.from({ length: count }, (_, i) => `cars/car-${i}/index.html`);
  for (const [i, entry] of entries.entries()) {
    mkdirSync(join(dir, entry, '..'), { recursive: true });
    writeFileSync(join(dir, entry), page(i));
  }
  return entries;
}

/**
 * The prerenderer Astro would use, answering `responses` by path, and the wrapper the integration puts around it;
 * `config`, when given, is Astro's resolved config as the integration is told it.
 */
function wrappedPrerenderer(
  integration: AstroIntegration,
  responses: Record<string, () => Response>,
  config?: { build: { format: string }; base: string },
) {
  if (config) (integration.hooks['astro:config:done'] as (options: { config: typeof config }) => void)({ config });
  const defaults: AstroPrerenderer = {
    name: 'astro:default',
    getStaticPaths: async () => [],
    render: async (request) => responses[new URL(request.url).pathname]!(),
  };
  let wrapped: AstroPrerenderer | undefined;
  const setPrerenderer = (given: AstroPrerenderer | ((d: AstroPrerenderer) => AstroPrerenderer)) => {
    wrapped = typeof given === 'function' ? given(defaults) : given;
  };
  const hook = integration.hooks['astro:build:start'] as (options: { setPrerenderer: typeof setPrerenderer }) => void;
  hook({ setPrerenderer });
  return wrapped!;
}

const render = (prerenderer: AstroPrerenderer, path: string) =>
  prerenderer.render(new Request(`https://dealer.test${path}`), { routeData: {} as never });

describe('staged copies in the precompress step', () => {
  it('a staged page gets the copies made from its bytes, moved from the staging folder', () => {
    const dir = join(root, 'staged');
    const entries = writePages(dir, 3);
    const staging = stagingDirOf(dir);
    mkdirSync(staging, { recursive: true });
    writeStagedIndex(
      staging,
      entries.slice(0, 2).map((entry) => stageCopies(staging, readFileSync(join(dir, entry)))),
    );
    const stats = precompressFiles(dir, entries, undefined, readStagedCopies(staging));
    expect(stats).toMatchObject({ files: 3, staged: 2 });
    expect(readdirSync(staging)).toEqual(['index.0.json']);

    const plain = join(root, 'plain');
    const plainStats = precompressFiles(plain, writePages(plain, 3));
    expect(stats).toEqual({ ...plainStats, staged: 2 });
    for (const entry of entries)
      for (const ext of ['br', 'gz'])
        expect(readFileSync(join(dir, `${entry}.${ext}`))).toEqual(readFileSync(join(plain, `${entry}.${ext}`)));
  });

  it('a page written with other bytes than were staged is compressed from what is on disk', () => {
    const dir = join(root, 'changed');
    const [entry] = writePages(dir, 1);
    const staging = stagingDirOf(dir);
    mkdirSync(staging, { recursive: true });
    writeStagedIndex(staging, [stageCopies(staging, Buffer.from(page(99)))]);
    const stats = precompressFiles(dir, [entry!], undefined, readStagedCopies(staging));
    expect(stats).toMatchObject({ files: 1, staged: 0 });
    expect(brotliDecompressSync(readFileSync(join(dir, `${entry}.br`))).toString()).toBe(page(0));
    expect(gunzipSync(readFileSync(join(dir, `${entry}.gz`))).toString()).toBe(page(0));
  });
});

describe('inline script hashes of staged pages', () => {
  it('are the ones staged with the copies, hashed from the same bytes, so the page is not parsed again', () => {
    const dir = join(root, 'hashes');
    const [entry] = writePages(dir, 1);
    const staging = stagingDirOf(dir);
    mkdirSync(staging, { recursive: true });
    const staged = stageCopies(staging, readFileSync(join(dir, entry!)));
    expect(staged.scriptHashes).toEqual(inlineScriptHashes(page(0)));
    expect(staged.scriptHashes).toHaveLength(1);

    // What the precompress step reports is what was staged: a sentinel in its place shows it is read, not recomputed.
    writeStagedIndex(staging, [{ ...staged, scriptHashes: ["'sha256-staged'"] }], 1);
    expect(precompressFiles(dir, [entry!], undefined, readStagedCopies(staging)).scriptHashes).toEqual([
      "'sha256-staged'",
    ]);
  });

  it("a file staged as no page (an island's props) gets its copies, and a page beside it is read for its scripts", () => {
    const dir = join(root, 'props');
    const [entry] = writePages(dir, 1);
    mkdirSync(join(dir, 'island-props'), { recursive: true });
    const json = JSON.stringify({ hits: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Car ${i}` })) });
    writeFileSync(join(dir, 'island-props/a.json'), json);
    const staging = stagingDirOf(dir);
    mkdirSync(staging, { recursive: true });
    writeStagedIndex(staging, [stageCopies(staging, Buffer.from(json), false)]);
    const stats = precompressFiles(dir, [entry!, 'island-props/a.json'], undefined, readStagedCopies(staging));
    expect(stats).toMatchObject({ files: 2, staged: 1, scriptHashes: inlineScriptHashes(page(0)) });
    expect(brotliDecompressSync(readFileSync(join(dir, 'island-props/a.json.br'))).toString()).toBe(json);
  });
});

describe('precompressWhileRendering', () => {
  it('answers Astro the page it rendered and stages its copies in a worker thread', async () => {
    const dir = join(root, 'render');
    const compression = precompressWhileRendering(stagingDirOf(dir), { threads: 1 });
    const html = { 'content-type': 'text/html', 'x-page': 'car' };
    const prerenderer = wrappedPrerenderer(compression.integration, {
      '/cars/car-0/': () => new Response(page(0), { status: 200, headers: html }),
      '/404': () => new Response(page(404), { status: 404, headers: html }),
      '/compare-cars/1.json': () => new Response('{"id":1}', { headers: { 'content-type': 'application/json' } }),
      '/old/': () => new Response(null, { status: 301, headers: { location: '/new/' } }),
    });

    const answered = (await render(prerenderer, '/cars/car-0/')) as Response;
    expect(answered.status).toBe(200);
    expect(answered.headers.get('x-page')).toBe('car');
    expect(await answered.text()).toBe(page(0));
    expect(await ((await render(prerenderer, '/404')) as Response).text()).toBe(page(404));
    expect(await ((await render(prerenderer, '/compare-cars/1.json')) as Response).text()).toBe('{"id":1}');
    expect(((await render(prerenderer, '/old/')) as Response).headers.get('location')).toBe('/new/');
    expect(compression.sent()).toBe(2);
    await compression.finished();

    // As Astro then writes them: the precompress step finds both pages' copies staged.
    mkdirSync(join(dir, 'cars/car-0'), { recursive: true });
    writeFileSync(join(dir, 'cars/car-0/index.html'), page(0));
    writeFileSync(join(dir, '404.html'), page(404));
    const stats = await precompressDir(dir, undefined, { stagingDir: stagingDirOf(dir) });
    expect(stats).toMatchObject({ files: 2, staged: 2 });
    expect(brotliDecompressSync(readFileSync(join(dir, '404.html.br'))).toString()).toBe(page(404));
  });

  it('with writePagesInto, writes each page from its own thread and answers Astro an empty body to write nothing', async () => {
    const dir = join(root, 'written');
    const compression = precompressWhileRendering(stagingDirOf(dir), { threads: 1, writePagesInto: dir });
    const html = { 'content-type': 'text/html' };
    const prerenderer = wrappedPrerenderer(
      compression.integration,
      {
        '/cars/car-0/': () => new Response(page(0), { headers: html }),
        '/404/': () => new Response(page(404), { status: 404, headers: html }),
        '/feed.html': () => new Response(page(5), { headers: html }),
      },
      { build: { format: 'directory' }, base: '/' },
    );
    const renderAs = (path: string, type: string) =>
      prerenderer.render(new Request(`https://dealer.test${path}`), {
        routeData: { type } as never,
      }) as Promise<Response>;

    const car = await renderAs('/cars/car-0/', 'page');
    expect(car.status).toBe(200);
    expect(car.body).toBeNull();
    // Astro's status page (404.html) and an endpoint (its own file name) are answered for Astro to write.
    expect(await (await renderAs('/404/', 'page')).text()).toBe(page(404));
    expect(await (await renderAs('/feed.html', 'endpoint')).text()).toBe(page(5));
    // Astro tears the prerenderer down once every page is rendered: the page is on disk by then.
    await prerenderer.teardown!();
    expect(readFileSync(join(dir, 'cars/car-0/index.html'), 'utf8')).toBe(page(0));
    expect(existsSync(join(dir, '404'))).toBe(false);
    expect(existsSync(join(dir, 'feed.html'))).toBe(false);

    // Its copies were staged from the same bytes, and the precompress step moves them beside it.
    await compression.finished();
    const stats = await precompressDir(dir, undefined, { stagingDir: stagingDirOf(dir) });
    expect(stats).toMatchObject({ files: 1, staged: 1 });
    expect(brotliDecompressSync(readFileSync(join(dir, 'cars/car-0/index.html.br'))).toString()).toBe(page(0));
  });

  it('leaves every page to Astro when its pages are not a folder each at the root (a base path, or files)', async () => {
    for (const config of [
      { build: { format: 'directory' }, base: '/shop' },
      { build: { format: 'file' }, base: '/' },
    ]) {
      const dir = join(root, `not-written-${config.build.format}`);
      const compression = precompressWhileRendering(stagingDirOf(dir), { threads: 0, writePagesInto: dir });
      const prerenderer = wrappedPrerenderer(
        compression.integration,
        { '/cars/car-1/': () => new Response(page(1), { headers: { 'content-type': 'text/html' } }) },
        config,
      );
      const answered = await prerenderer.render(new Request('https://dealer.test/cars/car-1/'), {
        routeData: { type: 'page' } as never,
      });
      expect(await (answered as Response).text()).toBe(page(1));
      await prerenderer.teardown!();
      expect(existsSync(join(dir, 'cars'))).toBe(false);
    }
  });

  it('keeps the metadata of an answer that carries it (incremental builds)', async () => {
    const compression = precompressWhileRendering(stagingDirOf(join(root, 'metadata')), { threads: 1 });
    const prerenderer = wrappedPrerenderer(compression.integration, {
      '/': () =>
        ({
          response: new Response(page(1), { headers: { 'content-type': 'text/html' } }),
          metadata: { contentEntryKeys: ['cars:1'] },
        }) as unknown as Response,
    });
    const answered = (await render(prerenderer, '/')) as unknown as { response: Response; metadata: unknown };
    expect(answered.metadata).toEqual({ contentEntryKeys: ['cars:1'] });
    expect(await answered.response.text()).toBe(page(1));
    await compression.finished();
  });

  it('with no core to spare it stages nothing and starts no worker', async () => {
    const dir = join(root, 'one-core');
    const compression = precompressWhileRendering(stagingDirOf(dir), { threads: 0 });
    const prerenderer = wrappedPrerenderer(compression.integration, {
      '/': () => new Response(page(2), { headers: { 'content-type': 'text/html' } }),
    });
    expect(await ((await render(prerenderer, '/')) as Response).text()).toBe(page(2));
    expect(compression.sent()).toBe(0);
    await compression.finished();
    expect(existsSync(stagingDirOf(dir))).toBe(false);
  });

  it("times each page's render by its route when asked (the build's profile), answering the same page", async () => {
    const dir = join(root, 'timed');
    const spans: { route: string; start: number; end: number }[] = [];
    const compression = precompressWhileRendering(stagingDirOf(dir), {
      threads: 0,
      timeRender: (route, start, end) => spans.push({ route, start, end }),
    });
    const prerenderer = wrappedPrerenderer(compression.integration, {
      '/cars/ute/': () => new Response(page(3), { headers: { 'content-type': 'text/html' } }),
    });
    const answered = await prerenderer.render(new Request('https://dealer.test/cars/ute/'), {
      routeData: { route: '/cars/[slug]' } as never,
    });
    expect(await (answered as Response).text()).toBe(page(3));
    expect(spans).toEqual([{ route: '/cars/[slug]', start: expect.any(Number), end: expect.any(Number) }]);
    expect(spans[0]!.end).toBeGreaterThanOrEqual(spans[0]!.start);
    await compression.finished();
  });

  describe('a results page, finished before Astro writes it (its island props moved out)', () => {
    const props = JSON.stringify({ hits: [0, Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Ute ${i}` }))] });
    const escaped = props.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const results = `<!doctype html><h1>Utes</h1><astro-island uid="Z1" props="${escaped}" ssr client="after-lcp"><ul>${'<li>A card, its photo, price and kilometres</li>'.repeat(30)}</ul></astro-island>`;

    it('Astro gets the page as served, and the page and its props file are both staged', async () => {
      const dir = join(root, 'finished');
      const compression = precompressWhileRendering(stagingDirOf(dir), {
        threads: 1,
        islandProps: { outDir: dir, under: 'search' },
      });
      const prerenderer = wrappedPrerenderer(compression.integration, {
        '/search/utes/': () => new Response(results, { headers: { 'content-type': 'text/html' } }),
      });
      const answered = await ((await render(prerenderer, '/search/utes/')) as Response).text();
      expect(answered).toMatch(/props="\{\}" data-props-url="\/island-props\/[0-9a-f]{16}\.json"/);
      expect(answered).toContain('<li>A card, its photo, price and kilometres</li>');
      expect(compression.sent()).toBe(2);
      await compression.finished();

      // As Astro then writes the page: both are found staged, and their copies are of what is on disk.
      mkdirSync(join(dir, 'search/utes'), { recursive: true });
      writeFileSync(join(dir, 'search/utes/index.html'), answered);
      const [propsFile] = readdirSync(join(dir, 'island-props'));
      const stats = await precompressDir(dir, undefined, { stagingDir: stagingDirOf(dir) });
      expect(stats).toMatchObject({ files: 2, staged: 2 });
      expect(brotliDecompressSync(readFileSync(join(dir, 'search/utes/index.html.br'))).toString()).toBe(answered);
      expect(gunzipSync(readFileSync(join(dir, 'island-props', `${propsFile}.gz`))).toString()).toBe(props);
    });

    it('on one core the page is still finished, with nothing staged', async () => {
      const dir = join(root, 'finished-one-core');
      const compression = precompressWhileRendering(stagingDirOf(dir), {
        threads: 0,
        islandProps: { outDir: dir, under: 'search' },
      });
      const prerenderer = wrappedPrerenderer(compression.integration, {
        '/search/utes/': () => new Response(results, { headers: { 'content-type': 'text/html' } }),
      });
      expect(await ((await render(prerenderer, '/search/utes/')) as Response).text()).toContain('data-props-url=');
      expect(compression.sent()).toBe(0);
      expect(readdirSync(join(dir, 'island-props'))).toHaveLength(1);
      await compression.finished();
    });
  });
});
