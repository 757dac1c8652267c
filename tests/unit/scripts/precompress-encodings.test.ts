/**
 * The copies a build writes follow how the tenant's site is served (scripts/precompress.ts, precompressEncodings):
 * the bundles' alone for our server (it compresses pages on request, scripts/compress-on-request.ts), both of every
 * file for a folder (a static server that picks by the request), gzip alone for S3 (it stores the gzip copy as the
 * object), none for Cloudflare (it compresses what it serves). The copies written are the same bytes either way, and
 * the pages' inline script hashes are read whether or not a page gets copies.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir, precompressEncodings } from '../../../scripts/precompress.ts';
import {
  precompressFiles,
  readStagedCopies,
  stageCopies,
  writeStagedIndex,
  type CopyPlan,
  type Encoding,
} from '../../../scripts/precompress-files.ts';
import { scriptHashSource } from '../../../scripts/inline-script-hashes.ts';
import { stagingDirOf } from '../../../scripts/precompress-while-rendering.ts';

const BUNDLE = `export const cars = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `car ${i}`))};`;
const page = (i: number) =>
  `<!doctype html><h1>Car ${i}</h1>${'<p>A car for sale, with its price and kilometres.</p>'.repeat(60)}` +
  `<script>document.title = 'Car ${i}';</script>`;
const PAGES = Array.from({ length: 70 }, (_, i) => `cars/car-${i}/index.html`);
let root: string;

/** A built folder: a bundle and 70 pages (more than one worker's batch). */
function builtDir(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, '_astro'), { recursive: true });
  writeFileSync(join(dir, '_astro', 'page.abc123.js'), BUNDLE);
  for (const [i, entry] of PAGES.entries()) {
    mkdirSync(join(dir, entry, '..'), { recursive: true });
    writeFileSync(join(dir, entry), page(i));
  }
  return dir;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'precompress-encodings-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('precompressEncodings: the copies by where the site is deployed (site.json deploy)', () => {
  it.each([
    ['no deployment (our server compresses the pages on request)', undefined, { assets: ['br', 'gz'], pages: [] }],
    [
      'a folder (any static server)',
      { kind: 'directory', path: '/srv/site' },
      { assets: ['br', 'gz'], pages: ['br', 'gz'] },
    ],
    [
      'an S3 bucket: the gzip copy is stored as the object',
      { kind: 's3', bucket: 'b' },
      { assets: ['gz'], pages: ['gz'] },
    ],
    ['Cloudflare: it compresses what it serves', { kind: 'cloudflare', worker_name: 'w' }, { assets: [], pages: [] }],
  ])('%s', (_, deploy, plan) => {
    expect(precompressEncodings(deploy as Parameters<typeof precompressEncodings>[0])).toEqual(plan);
  });
});

describe('precompressDir with the encodings asked for', () => {
  let both: string;
  beforeAll(async () => {
    both = builtDir('both');
    await precompressDir(both, undefined, { threads: 2 });
  });

  it.each([
    ['gzip alone (S3)', { assets: ['gz'], pages: ['gz'] }, 0],
    ['none (Cloudflare)', { assets: [], pages: [] }, 0],
    ["the bundle's alone (our server)", { assets: ['br', 'gz'], pages: [] }, 1],
  ] satisfies [string, CopyPlan, number][])(
    '%s, the same bytes as when both are written',
    async (name, plan, withBrotli) => {
      const dir = builtDir(`only-${name.replace(/\W+/g, '-')}`);
      const stats = await precompressDir(dir, join(root, 'cache'), { threads: 2, plan });
      for (const [entries, encodings] of [
        [['_astro/page.abc123.js'], plan.assets],
        [PAGES, plan.pages],
      ] as [string[], readonly Encoding[]][]) {
        for (const entry of entries)
          for (const encoding of ['br', 'gz'] as const) {
            const copy = join(dir, `${entry}.${encoding}`);
            if (!encodings.includes(encoding)) expect(existsSync(copy), copy).toBe(false);
            else expect(readFileSync(copy)).toEqual(readFileSync(join(both, `${entry}.${encoding}`)));
          }
      }
      expect(stats.brotliBytes > 0 ? 1 : 0).toBe(withBrotli);
      expect(stats.files).toBe(PAGES.length + 1);
    },
  );

  it("reads every page's inline script hashes without copies too (the security headers need them)", async () => {
    const withCopies = await precompressDir(builtDir('hashes-both'), undefined, { threads: 2 });
    const none: CopyPlan = { assets: [], pages: [] };
    const without = await precompressDir(builtDir('hashes-none'), undefined, { threads: 2, plan: none });
    expect(without.scriptHashes).toHaveLength(PAGES.length);
    expect(without.scriptHashes).toEqual(withCopies.scriptHashes);
  });

  it('takes the script hashes of the pages the page writer read, and reads only the others, when pages get no copies', async () => {
    const dir = builtDir('known-pages');
    // What the writer said of the first 60 pages stands for them (here a made-up hash, to show they were not read);
    // the last 10 are read from disk.
    const knownPages = { files: new Set(PAGES.slice(0, 60)), noindex: new Set<string>(), scriptHashes: ["'sha256-x'"] };
    const read = PAGES.slice(60).map((_, i) => scriptHashSource(`document.title = 'Car ${60 + i}';`));
    for (const plan of [
      { assets: [], pages: [] },
      { assets: ['br', 'gz'], pages: [] },
    ] satisfies CopyPlan[]) {
      const stats = await precompressDir(dir, undefined, { threads: 2, plan, knownPages });
      expect(stats.scriptHashes).toEqual(["'sha256-x'", ...read].sort());
    }
    expect(existsSync(join(dir, '_astro', 'page.abc123.js.br'))).toBe(true);
    expect(existsSync(join(dir, `${PAGES[0]}.gz`))).toBe(false);
  });
});

describe('precompressDir given the listing the build made', () => {
  it('compresses the files listed, as it would the ones it lists itself', async () => {
    const dir = builtDir('listed');
    const listed = PAGES.slice(0, 10);
    const stats = await precompressDir(dir, undefined, { threads: 2, listed });
    expect(stats.files).toBe(listed.length);
    expect(existsSync(join(dir, `${PAGES[0]}.br`))).toBe(true);
    expect(existsSync(join(dir, `${PAGES[10]}.br`))).toBe(false);
  });
});

describe('copies staged while Astro renders, with the encodings asked for', () => {
  it('stages and moves the gzip copy alone for an S3 site, and the page gets no brotli copy', () => {
    const dir = builtDir('staged-gz');
    const staging = stagingDirOf(dir);
    mkdirSync(staging, { recursive: true });
    const entry = PAGES[0]!;
    writeStagedIndex(staging, [stageCopies(staging, readFileSync(join(dir, entry)), true, ['gz'])]);
    expect(existsSync(join(staging, `${readStagedCopies(staging).entries.keys().next().value}.br`))).toBe(false);
    const stats = precompressFiles(dir, [entry], undefined, readStagedCopies(staging), {
      assets: ['gz'],
      pages: ['gz'],
    });
    expect(stats).toMatchObject({ files: 1, staged: 1, brotliBytes: 0 });
    expect(existsSync(join(dir, `${entry}.br`))).toBe(false);
    expect(readFileSync(join(dir, `${entry}.gz`))).toEqual(readFileSync(join(root, 'both', `${entry}.gz`)));
  });

  it('stages no copy for a Cloudflare site, only the inline script hashes', () => {
    const dir = builtDir('staged-none');
    const staging = stagingDirOf(dir);
    mkdirSync(staging, { recursive: true });
    const entry = PAGES[1]!;
    const staged = stageCopies(staging, readFileSync(join(dir, entry)), true, []);
    expect(staged).toMatchObject({ brotliBytes: 0, gzipBytes: 0, scriptHashes: [expect.any(String)] });
    writeStagedIndex(staging, [staged]);
    const stats = precompressFiles(dir, [entry], undefined, readStagedCopies(staging), { assets: [], pages: [] });
    expect(stats).toMatchObject({ files: 1, staged: 1, scriptHashes: staged.scriptHashes });
    expect(existsSync(join(dir, `${entry}.br`)) || existsSync(join(dir, `${entry}.gz`))).toBe(false);
  });
});
