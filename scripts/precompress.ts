/**
 * Precompresses a built tenant's text files: each HTML, CSS, JavaScript, JSON, SVG, XML, CSV or text file
 * of at least 1 KB gets a brotli (`.br`) and a gzip (`.gz`) copy beside it, which the server sends
 * by the request's Accept-Encoding (scripts/serve-app.ts) and a static host or CDN can serve as they
 * are; a tenant deployed to S3 gets the gzip copy alone, one deployed to Cloudflare none (precompressEncodings).
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
import type { SiteConfig } from '../src/domain/schemas/site-config.ts';
import {
  ALL_ENCODINGS,
  emptyStats,
  precompressFiles,
  readStagedCopies,
  type Encoding,
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
 * - a Cloudflare deployment: none, as Cloudflare compresses what it serves (and `.assetsignore` leaves copies out);
 * - an S3 bucket: gzip alone, stored as the object itself with `Content-Encoding: gzip` (scripts/deploy/s3.ts), as S3
 *   cannot choose an encoding per request, so a brotli copy would never be sent;
 * - a folder, or no deployment: both, for a server that sends the one the request accepts (scripts/serve-app.ts, or
 *   any static server that serves `.br` and `.gz` beside a file).
 */
export function precompressEncodings(deploy: SiteConfig['deploy']): readonly Encoding[] {
  if (deploy?.kind === 'cloudflare') return [];
  if (deploy?.kind === 's3') return ['gz'];
  return ALL_ENCODINGS;
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
  /** The copies to write (precompressEncodings): both unless told. */
  encodings?: readonly Encoding[];
}

/**
 * Writes the copies (`encodings`: `.br` and `.gz` unless told) of every text file under `dir` (relative paths use
 * `/`), in worker threads (in this thread when there is a batch or less); content-hashed files' copies through
 * `cacheDir` when given. Returns the stats and the pages' inline script hashes (`scriptHashes`), read from the same
 * pass over the pages, with or without copies.
 */
export async function precompressDir(
  dir: string,
  cacheDir?: string,
  { threads = availableParallelism(), stagingDir, encodings = ALL_ENCODINGS }: PrecompressOptions = {},
): Promise<PrecompressStats> {
  const entries = listFiles(dir);
  // The staging folder's own files (copies left over, the workers' indexes) are the build's notes, not the site's.
  const staging = stagingDir && relative(dir, stagingDir).split('\\').join('/') + '/';
  const candidates = entries.filter(
    (entry) => TEXT_FILE.test(entry) && !SKIPPED.test(entry) && !(staging && entry.startsWith(staging)),
  );
  if (candidates.length <= BATCH) {
    const staged = stagingDir ? readStagedCopies(stagingDir) : undefined;
    return precompressFiles(dir, candidates, cacheDir, staged, encodings);
  }
  const batches: string[][] = [];
  for (let i = 0; i < candidates.length; i += BATCH) batches.push(candidates.slice(i, i + BATCH));
  const sum = emptyStats();
  const workers = Math.max(1, Math.min(threads, batches.length));
  const workerData: PrecompressWorkerData = { task: 'precompress', dir, cacheDir, stagingDir, encodings };
  await Promise.all(Array.from({ length: workers }, () => runWorker(workerData, batches, sum)));
  return sum;
}
