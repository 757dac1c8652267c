/**
 * Precompresses a built tenant's text files: each HTML, CSS, JavaScript, JSON, SVG, XML, CSV or text file
 * of at least 1 KB gets a brotli (`.br`) and a gzip (`.gz`) copy beside it, which a server sends
 * by the request's Accept-Encoding and a static host or CDN can serve as they are; which copies of which files
 * follows how the tenant is served (precompressEncodings): a tenant served by our server (scripts/serve-app.ts) gets
 * its bundles' copies alone, one deployed to S3 the gzip copies alone, one deployed to Cloudflare none.
 * Content-hashed assets (`/_astro/`, `/search-data/`) are downloaded by every shopper and cached
 * forever, so they get brotli's best (quality 11) and gzip 6; pages get brotli 5, several times faster for a
 * few per cent more bytes, and gzip 5 (the levels' measurement: scripts/precompress-files.ts). The sample tenants'
 * drawn pictures (`/media/`) are left to on-the-fly compression: they are sample tooling, not what a real tenant
 * ships.
 *
 * The files are compressed in worker threads, one per core, in batches (scripts/precompress-files.ts). Brotli's best
 * costs about a second of CPU per MB, paid again by every build for the same bundles (issue 20 item 4): with a cache
 * folder, a content-hashed file's copies are kept under the SHA-256 of its bytes and reused by the next build of any
 * tenant whose file is the same (the `_astro/` bundles mostly are). Pages change with every build (the footer's
 * clock) and are never cached.
 */
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import { listFiles } from './list-files.ts';
import type { KnownPages } from './page-writer.ts';
import type { SiteConfig } from '../src/domain/schemas/site-config.ts';
import {
  ALL_COPIES,
  ALL_ENCODINGS,
  emptyStats,
  FOREVER_CACHED,
  precompressFiles,
  readStagedCopies,
  type CopyPlan,
  type PrecompressBatch,
  type PrecompressStats,
  type PrecompressWorkerData,
} from './precompress-files.ts';

const TEXT_FILE = /\.(?:html|css|js|mjs|json|svg|xml|txt|csv|webmanifest)$/;
// The sample pictures (above), and the edge functions' data (`_edge/`, scripts/edge-data.ts), which no shopper is sent.
const SKIPPED = /^(?:media|_edge)\//;
/** Files per message to a worker: few enough messages, small enough batches to share the work evenly. */
const BATCH = 64;

/**
 * The copies a tenant's build writes, by how its site is served (`deploy` in site.json):
 * - no deployment (our server, scripts/serve-app.ts): the content-hashed bundles' both, cached across builds; every
 *   other file (the pages, the cars' JSON, feeds) none, as the server compresses a file the first time it is asked
 *   for and keeps the copy (scripts/compress-on-request.ts): a night's build no longer compresses thousands of pages
 *   of which a day's shoppers open a fraction;
 * - a folder: both of every file, for a static server that sends the one the request accepts (any server that serves
 *   `.br` and `.gz` beside a file);
 * - an S3 bucket: gzip alone, stored as the object itself with `Content-Encoding: gzip` (scripts/deploy/s3.ts), as S3
 *   cannot choose an encoding per request or compress, so a brotli copy would never be sent;
 * - a Cloudflare deployment: none, as Cloudflare compresses what it serves (and `.assetsignore` leaves copies out).
 */
export function precompressEncodings(deploy: SiteConfig['deploy']): CopyPlan {
  if (deploy?.kind === 'cloudflare') return { assets: [], pages: [] };
  if (deploy?.kind === 's3') return { assets: ['gz'], pages: ['gz'] };
  if (deploy?.kind === 'directory') return ALL_COPIES;
  return { assets: ALL_ENCODINGS, pages: [] };
}

/** The shared cache of content-hashed files' copies; `v1`: brotli 11 text mode and gzip 6 (precompress-files.ts). */
export function precompressCacheDir(root: string): string {
  return join(root, 'node_modules/.cache/dealer-sites/precompressed-v1');
}

function add(sum: PrecompressStats, stats: PrecompressStats): void {
  sum.files += stats.files;
  sum.bytes += stats.bytes;
  sum.brotliBytes += stats.brotliBytes;
  sum.gzipBytes += stats.gzipBytes;
  sum.cached += stats.cached;
  sum.staged += stats.staged;
  sum.scriptHashes = [...new Set([...sum.scriptHashes, ...stats.scriptHashes])].sort();
}

/** One worker taking batches from `batches` until none is left. */
function runWorker(workerData: PrecompressWorkerData, batches: string[][], sum: PrecompressStats) {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./precompress-files.ts', import.meta.url), { workerData });
    const next = () => {
      const entries = batches.shift();
      worker.postMessage(entries ? ({ entries } satisfies PrecompressBatch) : null);
    };
    worker.on('message', (message: { stats?: PrecompressStats; error?: string }) => {
      if (message.error) {
        void worker.terminate();
        return reject(new Error(`precompressing failed: ${message.error}`));
      }
      add(sum, message.stats!);
      next();
    });
    worker.once('error', reject);
    worker.once('exit', () => resolve());
    next();
  });
}

export interface PrecompressOptions {
  /** Worker threads to compress in: one per core unless told. */
  threads?: number;
  /**
   * The folder of pages' copies made while Astro rendered (scripts/precompress-while-rendering.ts): a page whose
   * bytes have copies there gets those, moved beside it, instead of being compressed.
   */
  stagingDir?: string;
  /** The copies to write (precompressEncodings): both of every file unless told. */
  plan?: CopyPlan;
  /**
   * The pages the page writer wrote and read (scripts/page-writer.ts): their inline script hashes are taken from it,
   * and, when pages get no copies, they are not read again.
   */
  knownPages?: KnownPages;
  /**
   * The files under the folder, when the caller has listed them (listFiles; issue 20 item 4: a group build's 74,000
   * entries take about 0.15 s a listing, and the build lists its output once for the sitemaps and this step).
   */
  listed?: readonly string[];
}

/**
 * Writes the copies (`plan`: `.br` and `.gz` of every file unless told) of every text file under `dir` (relative paths use
 * `/`), in worker threads (in this thread when there is a batch or less); content-hashed files' copies through
 * `cacheDir` when given. Returns the stats and the pages' inline script hashes (`scriptHashes`), read from the same
 * pass over the pages, with or without copies.
 */
export async function precompressDir(
  dir: string,
  cacheDir?: string,
  { threads = availableParallelism(), stagingDir, plan = ALL_COPIES, knownPages, listed }: PrecompressOptions = {},
): Promise<PrecompressStats> {
  const entries = listed ?? listFiles(dir);
  // The staging folder's own files (copies left over, the workers' indexes) are the build's notes, not the site's.
  const staging = stagingDir && relative(dir, stagingDir).split('\\').join('/') + '/';
  // With no copies of the pages and other files to make, a file has nothing to give but a page's script hashes, and
  // the page writer has those of the pages it wrote (issue 20 item 4: the group's 8,000 pages and 16,000 JSON files
  // are not read back).
  const nothingToRead = (entry: string) =>
    plan.pages.length === 0 &&
    !FOREVER_CACHED.test(entry) &&
    (!entry.endsWith('.html') || knownPages?.files.has(entry) === true);
  const candidates = entries.filter(
    (entry) =>
      TEXT_FILE.test(entry) && !SKIPPED.test(entry) && !(staging && entry.startsWith(staging)) && !nothingToRead(entry),
  );
  const sum: PrecompressStats = { ...emptyStats(), scriptHashes: [...(knownPages?.scriptHashes ?? [])] };
  if (candidates.length <= BATCH) {
    const staged = stagingDir ? readStagedCopies(stagingDir) : undefined;
    add(sum, precompressFiles(dir, candidates, cacheDir, staged, plan));
    return sum;
  }
  const batches: string[][] = [];
  for (let i = 0; i < candidates.length; i += BATCH) batches.push(candidates.slice(i, i + BATCH));
  const workers = Math.max(1, Math.min(threads, batches.length));
  const workerData: PrecompressWorkerData = { task: 'precompress', dir, cacheDir, stagingDir, plan };
  await Promise.all(Array.from({ length: workers }, () => runWorker(workerData, batches, sum)));
  return sum;
}
