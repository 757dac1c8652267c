/**
 * The work of scripts/precompress.ts on its files, run in worker threads: each file read, compressed and its copies
 * written with the synchronous calls, the same bytes as zlib's asynchronous API, which compresses in 16 KB steps
 * with a callback into JavaScript on the main thread after each (issue 20 item 4: the group's 16,000 files, 630 MB,
 * took 32.1 CPU seconds that way and 28.0 in two workers). Most of what is left is brotli and gzip themselves and
 * reading and writing the files.
 *
 * The levels for pages were chosen by measurement on the group's built HTML (a fifth of its 442 MB; CPU of each level
 * against its bytes): brotli 4 would save a third of brotli's CPU for 7.3 % more bytes, which every shopper
 * downloads, so pages keep 5. Gzip 5 saves a fifth of gzip 6's CPU for 0.5 % more bytes; gzip 4 a third for 2.9 %,
 * but an S3 deployment sends the gzip copy to every shopper (scripts/deploy/s3.ts), so pages get 5. Content-hashed
 * assets are compressed once and cached, so they keep brotli 11 and gzip 6.
 *
 * Only the copies the tenant's site is served with are written (a `CopyPlan`, scripts/precompress.ts's
 * precompressEncodings): both for a static server that picks one by the request, the bundles' alone for ours (it
 * compresses the rest on request, scripts/compress-on-request.ts), gzip alone for S3, none for Cloudflare.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { basename, join } from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';
import { inlineScriptHashes } from './inline-script-hashes.ts';

/** A precompressed copy: brotli (`.br`) or gzip (`.gz`), the file's extension beside the file's own. */
export type Encoding = 'br' | 'gz';
/** Both copies, for a server that sends the one the request accepts (ours, or any static server with `.br`/`.gz`). */
export const ALL_ENCODINGS: readonly Encoding[] = ['br', 'gz'];

/**
 * The copies a build writes: of the content-hashed files (`assets`: Astro's bundles, the search index), compressed
 * once at brotli's best and cached across builds, and of every other file (`pages`: the pages, the cars' JSON, the
 * feeds and sitemaps), which change with every build (scripts/precompress.ts's precompressEncodings).
 */
export interface CopyPlan {
  assets: readonly Encoding[];
  pages: readonly Encoding[];
}
/** Both copies of every file. */
export const ALL_COPIES: CopyPlan = { assets: ALL_ENCODINGS, pages: ALL_ENCODINGS };

/** Files smaller than this are not worth a compressed copy (the server's on-the-fly threshold too). */
export const MIN_PRECOMPRESS_BYTES = 1024;
export const FOREVER_CACHED = /(?:^|\/)(?:_astro|search-data)\//;
/** Brotli's quality for pages: several times faster than 11, for a few per cent more bytes. */
export const PAGE_QUALITY = 5;
/** Gzip's level for pages (see above): the copy for clients without brotli. */
export const PAGE_GZIP_LEVEL = 5;
/** Gzip's level for content-hashed assets, whose copies are cached (`precompressCacheDir`'s `v1`). */
const ASSET_GZIP_LEVEL = 6;

export interface PrecompressStats {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Files whose copies came from the cache folder. */
  cached: number;
  /** Pages whose copies were made while Astro was still rendering (scripts/precompress-while-rendering.ts). */
  staged: number;
  /**
   * The CSP hash sources of the HTML pages' inline scripts (scripts/inline-script-hashes.ts), every page's, small ones
   * too, sorted, without repeats: the security headers' step reads them here instead of reading every page again.
   */
  scriptHashes: string[];
}

export const emptyStats = (): PrecompressStats => ({
  files: 0,
  bytes: 0,
  brotliBytes: 0,
  gzipBytes: 0,
  cached: 0,
  staged: 0,
  scriptHashes: [],
});

/** A file's copies, those asked for. */
type Copies = Partial<Record<Encoding, Buffer>>;

/** Brotli's options for a text file of `bytes` bytes at `quality` (the build's copies and the server's, alike). */
export const brotliOptions = (quality: number, bytes: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

function compress(body: Uint8Array, quality: number, gzipLevel: number, encodings: readonly Encoding[]): Copies {
  const copies: Copies = {};
  if (encodings.includes('br')) copies.br = brotliCompressSync(body, brotliOptions(quality, body.length));
  if (encodings.includes('gz')) copies.gz = gzipSync(body, { level: gzipLevel });
  return copies;
}

/** Writes the copies beside `path` (`.gz` before `.br`) and answers their sizes. */
function writeCopies(path: string, copies: Copies): { brotliBytes: number; gzipBytes: number } {
  if (copies.gz) writeFileSync(`${path}.gz`, copies.gz);
  if (copies.br) writeFileSync(`${path}.br`, copies.br);
  return { brotliBytes: copies.br?.length ?? 0, gzipBytes: copies.gz?.length ?? 0 };
}

/**
 * The copies of a content-hashed file, from the cache or made and stored there (written whole, then renamed). The
 * cache keeps both, whatever this tenant is served with: it is shared by every tenant's build.
 */
function cachedCompress(body: Buffer, cacheDir: string): { copies: Required<Copies>; hit: boolean } {
  const key = join(cacheDir, createHash('sha256').update(body).digest('hex'));
  try {
    return { copies: { br: readFileSync(`${key}.br`), gz: readFileSync(`${key}.gz`) }, hit: true };
  } catch {
    const copies = compress(body, constants.BROTLI_MAX_QUALITY, ASSET_GZIP_LEVEL, ALL_ENCODINGS) as Required<Copies>;
    mkdirSync(cacheDir, { recursive: true });
    const temp = `.${process.pid}.${Math.random().toString(36).slice(2)}`;
    // .gz first: a reader that finds the .br finds both.
    for (const ext of ['gz', 'br'] as const) {
      writeFileSync(`${key}.${ext}${temp}`, copies[ext]);
      renameSync(`${key}.${ext}${temp}`, `${key}.${ext}`);
    }
    return { copies, hit: false };
  }
}

/** The copies of `copies` that are asked for. */
const onlyThese = (copies: Copies, encodings: readonly Encoding[]): Copies =>
  Object.fromEntries(encodings.flatMap((encoding) => (copies[encoding] ? [[encoding, copies[encoding]]] : [])));

/** The SHA-256 of a file's bytes, in hex: the name its staged copies go by in the staging folder. */
const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');

/** A page's text as precompressFiles decodes it (Buffer's UTF-8 decoding, on the same bytes). */
const pageText = (body: Uint8Array) => Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');

/** What was staged for one file: its copies' sizes and, for a page, the hash sources of its inline scripts. */
export interface StagedEntry {
  /** The SHA-256 of the file's bytes, the name its copies go by in the staging folder. */
  hash: string;
  brotliBytes: number;
  gzipBytes: number;
  /** A page's inline script hashes (scripts/inline-script-hashes.ts); null for a file that is no page. */
  scriptHashes: string[] | null;
}

/** The staging folder and what its workers staged, by hash (read once per precompress worker, readStagedCopies). */
export interface StagedCopies {
  dir: string;
  entries: ReadonlyMap<string, StagedEntry>;
}

/** A staging worker's index of what it staged, written when it ends: `index.<worker>.json` (no hash is so named). */
const STAGED_INDEX = /^index\.\w+\.json$/;

/**
 * Makes a file's copies (`encodings`) from its bytes as the build is about to write them, before they are on disk, and
 * leaves them in `stagingDir` under the hash of those bytes (the .gz, then the .br: a reader that finds the last finds
 * both). Answers what it staged; for a page (`html`) that includes the hash sources of its inline scripts, so the
 * precompress step need not read them from the page again. The worker keeps these and writes them in one index
 * (writeStagedIndex): a file per page beside the copies cost an open, a write, a read and an unlink each.
 */
export function stageCopies(
  stagingDir: string,
  body: Uint8Array,
  html = true,
  encodings: readonly Encoding[] = ALL_ENCODINGS,
): StagedEntry {
  const hash = sha256(body);
  const scriptHashes = html ? inlineScriptHashes(pageText(body)) : null;
  const sizes = writeCopies(join(stagingDir, hash), compress(body, PAGE_QUALITY, PAGE_GZIP_LEVEL, encodings));
  return { hash, ...sizes, scriptHashes };
}

/** Writes a staging worker's entries as its index (`worker` names it apart from the other workers'). */
export function writeStagedIndex(stagingDir: string, entries: readonly StagedEntry[], worker: string | number = 0) {
  writeFileSync(join(stagingDir, `index.${worker}.json`), JSON.stringify(entries));
}

/** The staging folder's copies, by hash, from every worker's index; none when there is no folder or index. */
export function readStagedCopies(stagingDir: string): StagedCopies {
  const entries = new Map<string, StagedEntry>();
  let names: string[] = [];
  try {
    names = readdirSync(stagingDir).filter((name) => STAGED_INDEX.test(name));
  } catch {
    // nothing was staged
  }
  for (const name of names)
    for (const entry of JSON.parse(readFileSync(join(stagingDir, name), 'utf8')) as StagedEntry[])
      entries.set(entry.hash, entry);
  return { dir: stagingDir, entries };
}

/**
 * Moves the staged copies (`encodings`) of the file at `path` beside it when some were made from exactly its bytes, and
 * answers what was staged for it; false when nothing was (the file was not staged, or other bytes were written than
 * were staged), and it is to be compressed.
 */
function takeStagedCopies(
  staged: StagedCopies,
  body: Buffer,
  path: string,
  encodings: readonly Encoding[],
): StagedEntry | false {
  const entry = staged.entries.get(sha256(body));
  if (!entry) return false;
  const name = join(staged.dir, entry.hash);
  // The copy written last (writeCopies: the .br when there is one) is there only once the others are.
  const last = encodings.includes('br') ? 'br' : encodings[0];
  if (last) {
    try {
      renameSync(`${name}.${last}`, `${path}.${last}`);
    } catch {
      return false;
    }
  }
  for (const encoding of encodings) if (encoding !== last) renameSync(`${name}.${encoding}`, `${path}.${encoding}`);
  return entry;
}

/**
 * Writes the copies (`plan`: `.br` and `.gz` of every file unless told) of each of `entries` (paths relative to `dir`)
 * of 1 KB or more, and collects the pages' inline script hashes.
 */
export function precompressFiles(
  dir: string,
  entries: readonly string[],
  cacheDir?: string,
  staged?: StagedCopies,
  plan: CopyPlan = ALL_COPIES,
): PrecompressStats {
  const stats = emptyStats();
  const scriptHashes = new Set<string>();
  for (const entry of entries) {
    const path = join(dir, entry);
    // One read per file, no stat first (most files are over the threshold), and a page's inline scripts hashed from
    // the same read, unless they were hashed when its copies were staged.
    const body = readFileSync(path);
    const large = body.length >= MIN_PRECOMPRESS_BYTES;
    const asset = FOREVER_CACHED.test(entry);
    const encodings = asset ? plan.assets : plan.pages;
    const copies = large && staged && !asset && takeStagedCopies(staged, body, path, encodings);
    if (entry.endsWith('.html'))
      for (const hash of (copies && copies.scriptHashes) || inlineScriptHashes(body.toString('utf8')))
        scriptHashes.add(hash);
    if (!large) continue;
    stats.files += 1;
    stats.bytes += body.length;
    if (copies) {
      stats.staged += 1;
      stats.brotliBytes += copies.brotliBytes;
      stats.gzipBytes += copies.gzipBytes;
      continue;
    }
    let made: Copies;
    if (!asset) made = compress(body, PAGE_QUALITY, PAGE_GZIP_LEVEL, encodings);
    // A site with no copies (Cloudflare) neither reads the cache nor fills it for other tenants.
    else if (!cacheDir || encodings.length === 0)
      made = compress(body, constants.BROTLI_MAX_QUALITY, ASSET_GZIP_LEVEL, encodings);
    else {
      const cached = cachedCompress(body, cacheDir);
      made = onlyThese(cached.copies, encodings);
      if (cached.hit) stats.cached += 1;
    }
    const sizes = writeCopies(path, made);
    stats.brotliBytes += sizes.brotliBytes;
    stats.gzipBytes += sizes.gzipBytes;
  }
  stats.scriptHashes = [...scriptHashes].sort();
  return stats;
}

/** What a precompress worker is started with: the built folder, the cache, the staged copies and the copies to make. */
export interface PrecompressWorkerData {
  task: 'precompress';
  dir: string;
  cacheDir?: string;
  stagingDir?: string;
  plan: CopyPlan;
}

/** A worker's messages: a batch of entries to compress, answered with its stats; `null` ends the worker. */
export interface PrecompressBatch {
  entries: string[];
}

/**
 * Lowers this thread's scheduling priority to the lowest, on Linux (its thread id is /proc/thread-self's name, and
 * `setpriority` on a thread id sets that thread's alone): the render on the main thread, and its garbage collector's
 * helper threads, then have the cores when they want them, and the copies are made in the time they leave.
 * Elsewhere the thread keeps its priority.
 */
function runOnSpareTime(): void {
  try {
    setPriority(Number(basename(readlinkSync('/proc/thread-self'))), 19);
  } catch {
    // not Linux: the same work at the same priority
  }
}

/** What a staging worker is sent: a file's bytes as the build will write them, and whether it is a page. */
export interface StagedFile {
  bytes: Uint8Array;
  html: boolean;
}

/**
 * What a staging worker is started with: its folder, the copies to make, and a counter it adds one to after each file
 * it was sent.
 */
export interface StagingWorkerData {
  task: 'stage';
  stagingDir: string;
  encodings: readonly Encoding[];
  done: Int32Array;
}

const task = (workerData as { task?: string } | null)?.task;
if (parentPort && task === 'precompress') {
  const { dir, cacheDir, stagingDir, plan } = workerData as PrecompressWorkerData;
  const port = parentPort;
  const staged = stagingDir ? readStagedCopies(stagingDir) : undefined;
  port.on('message', (batch: PrecompressBatch | null) => {
    if (!batch) return port.close();
    try {
      port.postMessage({ stats: precompressFiles(dir, batch.entries, cacheDir, staged, plan) });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}

if (parentPort && task === 'stage') {
  const { stagingDir, encodings, done } = workerData as StagingWorkerData;
  const port = parentPort;
  mkdirSync(stagingDir, { recursive: true });
  runOnSpareTime();
  const entries: StagedEntry[] = [];
  port.on('message', (file: StagedFile | null) => {
    // A file that could not be staged (a full disk, say; or the index) is compressed again by precompressFiles, which
    // then reports the error: staging only saves time, so it never fails the build itself.
    if (!file) {
      try {
        writeStagedIndex(stagingDir, entries, threadId);
      } catch {
        // compressed later
      }
      return port.close();
    }
    try {
      entries.push(stageCopies(stagingDir, file.bytes, file.html, encodings));
    } catch {
      // compressed later
    } finally {
      Atomics.add(done, 0, 1);
    }
  });
}
