/**
 * Content-hashed files' brotli and gzip copies through a cache folder (scripts/precompress.ts, issue 20 item 4): a
 * second build with the same bundle reuses its copies, byte for byte what compressing gives; pages are compressed
 * every time.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { precompressDir } from '../../../scripts/precompress.ts';
import { precompressFiles } from '../../../scripts/precompress-files.ts';
import { builtInlineScriptHashes } from '../../../scripts/inline-script-hashes.ts';

const BUNDLE = `export const cars = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `car ${i}`))};`;
const PAGE = `<!doctype html><h1>Stock</h1>${'<p>A car for sale, with its price and kilometres.</p>'.repeat(60)}`;
let root: string;

function builtDir(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, '_astro'), { recursive: true });
  writeFileSync(join(dir, '_astro', 'page.abc123.js'), BUNDLE);
  writeFileSync(join(dir, 'index.html'), PAGE);
  return dir;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('precompressDir with a cache folder', () => {
  it('the first build fills the cache, the second reuses it for the bundle and not for the page', async () => {
    const cache = join(root, 'cache');
    const first = await precompressDir(builtDir('first'), cache);
    expect(first.cached).toBe(0);
    expect(readdirSync(cache).sort()).toHaveLength(2);
    const second = await precompressDir(builtDir('second'), cache);
    expect(second).toMatchObject({ files: 2, cached: 1 });
  });

  it('the copies are the same bytes as without a cache', async () => {
    await precompressDir(builtDir('uncached'));
    for (const file of ['_astro/page.abc123.js.br', '_astro/page.abc123.js.gz', 'index.html.br'])
      expect(readFileSync(join(root, 'second', file))).toEqual(readFileSync(join(root, 'uncached', file)));
  });
});

describe('precompressDir in worker threads', () => {
  it("makes the bytes zlib's asynchronous calls made (the copies builds wrote before)", async () => {
    const body = Buffer.from(PAGE.repeat(40));
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    };
    const dir = join(root, 'one-page');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), body);
    precompressFiles(dir, ['index.html']);
    expect(readFileSync(join(dir, 'index.html.br'))).toEqual(await promisify(brotliCompress)(body, { params }));
    // Gzip 5 for pages, chosen by measurement (scripts/precompress-files.ts): 0.5 % more bytes than 6, a fifth less CPU.
    expect(readFileSync(join(dir, 'index.html.gz'))).toEqual(await promisify(gzip)(body, { level: 5 }));
  });

  it("keeps gzip 6 and brotli 11 for a content-hashed asset, whose copies are cached (the cache folder's v1)", async () => {
    const dir = join(root, 'one-asset');
    mkdirSync(join(dir, '_astro'), { recursive: true });
    writeFileSync(join(dir, '_astro', 'page.abc123.js'), BUNDLE);
    precompressFiles(dir, ['_astro/page.abc123.js']);
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: BUNDLE.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    };
    expect(readFileSync(join(dir, '_astro/page.abc123.js.br'))).toEqual(
      await promisify(brotliCompress)(BUNDLE, { params }),
    );
    expect(readFileSync(join(dir, '_astro/page.abc123.js.gz'))).toEqual(await promisify(gzip)(BUNDLE, { level: 6 }));
  });

  it('writes the same copies as compressing in this thread', async () => {
    const pages = Array.from({ length: 150 }, (_, i) => `page-${i}/index.html`);
    const fill = (name: string) => {
      const dir = builtDir(name);
      for (const page of pages) {
        mkdirSync(join(dir, page, '..'), { recursive: true });
        writeFileSync(join(dir, page), `${PAGE}<p>Car ${page}</p>`);
      }
      return dir;
    };
    const threaded = await precompressDir(fill('threaded'), undefined, { threads: 2 });
    expect(threaded).toMatchObject({ files: 152, cached: 0 });
    const inlineDir = fill('inline');
    const inline = precompressFiles(inlineDir, ['_astro/page.abc123.js', 'index.html', ...pages]);
    expect(inline).toEqual(threaded);
    for (const file of ['page-7/index.html.br', 'page-149/index.html.gz', '_astro/page.abc123.js.br'])
      expect(readFileSync(join(root, 'threaded', file))).toEqual(readFileSync(join(root, 'inline', file)));
  });
});

describe("precompressDir's pass over the pages", () => {
  it("hashes every page's inline scripts, small pages too: what the security headers read every page again for", async () => {
    const dir = join(root, 'scripts');
    const script = (i: number) => `<script>window.page = ${i % 3};</script>`;
    const pages = Array.from({ length: 100 }, (_, i) => `p${i}/index.html`);
    for (const [i, page] of pages.entries()) {
      mkdirSync(join(dir, page, '..'), { recursive: true });
      writeFileSync(join(dir, page), `${script(i)}${i % 2 ? PAGE : '<p>short</p>'}`);
    }
    writeFileSync(
      join(dir, 'small.html'),
      '<script type="module">go()</script><script type="application/json">{}</script>',
    );
    const expected = await builtInlineScriptHashes(dir);
    expect(expected).toHaveLength(4);
    expect((await precompressDir(dir, undefined, { threads: 2 })).scriptHashes).toEqual(expected);
    expect(precompressFiles(dir, ['small.html', ...pages]).scriptHashes).toEqual(expected);
  });
});
