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
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readlinkSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { basename, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineScriptHashes } from './inline-script-hashes.ts';

/** Files smaller than this are not worth a compressed copy (the server's on-the-fly threshold too). */
export const MIN_PRECOMPRESS_BYTES = 1024;
const FOREVER_CACHED = /(?:^|\/)(?:_astro|search-data)\//;
/** Brotli's quality for pages: several times faster than 11, for a few per cent more bytes. */
const PAGE_QUALITY = 5;
/** Gzip's level for pages (see above): the copy for clients without brotli. */
const PAGE_GZIP_LEVEL = 5;
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

function compress(body: Uint8Array, quality: number, gzipLevel: number): [Buffer, Buffer] {
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  return [br, gzipSync(body, { level: gzipLevel })];
}

/** The copies of a content-hashed file, from the cache or made and stored there (written whole, then renamed). */
function cachedCompress(body: Buffer, cacheDir: string): { copies: [Buffer, Buffer]; hit: boolean } {
  const key = join(cacheDir, createHash('sha256').update(body).digest('hex'));
  try {
    return { copies: [readFileSync(`${key}.br`), readFileSync(`${key}.gz`)], hit: true };
  } catch {
    const copies = compress(body, constants.BROTLI_MAX_QUALITY, ASSET_GZIP_LEVEL);
    mkdirSync(cacheDir, { recursive: true });
    const temp = `.${process.pid}.${Math.random().toString(36).slice(2)}`;
    // .gz first: a reader that finds the .br finds both.
    for (const [ext, copy] of [
      ['gz', copies[1]],
      ['br', copies[0]],
    ] as const) {
      writeFileSync(`${key}.${ext}${temp}`, copy);
      renameSync(`${key}.${ext}${temp}`, `${key}.${ext}`);
    }
    return { copies, hit: false };
  }
}

/** The name a file's staged copies go by in the staging folder: the SHA-256 of its bytes. */
const stagedName = (stagingDir: string, body: Uint8Array) =>
  join(stagingDir, createHash('sha256').update(body).digest('hex'));

/** A page's text as precompressFiles decodes it (Buffer's UTF-8 decoding, on the same bytes). */
const pageText = (body: Uint8Array) => Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');

/**
 * Makes a file's copies from its bytes as the build is about to write them, before they are on disk, and leaves them
 * in `stagingDir` under the hash of those bytes; for a page (`html`), also the hash sources of its inline scripts, in
 * `<hash>.scripts.json`, so the precompress step need not read them from the page again. Written in the order
 * scripts, .gz, .br: a reader that finds the .br finds the rest.
 */
export function stageCopies(stagingDir: string, body: Uint8Array, html = true): void {
  const name = stagedName(stagingDir, body);
  if (html) writeFileSync(`${name}.scripts.json`, JSON.stringify(inlineScriptHashes(pageText(body))));
  const [br, gz] = compress(body, PAGE_QUALITY, PAGE_GZIP_LEVEL);
  writeFileSync(`${name}.gz`, gz);
  writeFileSync(`${name}.br`, br);
}

/**
 * Moves the staged copies of the file at `path` beside it when some were made from exactly its bytes, and answers the
 * inline script hashes staged with them (null for a file staged as no page); false when none were (the file was not
 * staged, or other bytes were written than were staged), and it is to be compressed.
 */
function takeStagedCopies(stagingDir: string, body: Buffer, path: string): { scriptHashes: string[] | null } | false {
  const name = stagedName(stagingDir, body);
  try {
    renameSync(`${name}.br`, `${path}.br`);
  } catch {
    return false;
  }
  renameSync(`${name}.gz`, `${path}.gz`);
  let scriptHashes: string[] | null = null;
  try {
    scriptHashes = JSON.parse(readFileSync(`${name}.scripts.json`, 'utf8')) as string[];
    unlinkSync(`${name}.scripts.json`);
  } catch {
    // staged as a file that is no page (an island's props): a page's are read from the page itself
  }
  return { scriptHashes };
}

/**
 * Writes the `.br` and `.gz` copies of each of `entries` (paths relative to `dir`) of 1 KB or more, and collects the
 * pages' inline script hashes.
 */
export function precompressFiles(
  dir: string,
  entries: readonly string[],
  cacheDir?: string,
  stagingDir?: string,
): PrecompressStats {
  const stats = emptyStats();
  const scriptHashes = new Set<string>();
  for (const entry of entries) {
    const path = join(dir, entry);
    // One read per file, no stat first (most files are over the threshold), and a page's inline scripts hashed from
    // the same read, unless they were hashed when its copies were staged.
    const body = readFileSync(path);
    const large = body.length >= MIN_PRECOMPRESS_BYTES;
    const staged = large && stagingDir && !FOREVER_CACHED.test(entry) && takeStagedCopies(stagingDir, body, path);
    if (entry.endsWith('.html'))
      for (const hash of (staged && staged.scriptHashes) || inlineScriptHashes(body.toString('utf8')))
        scriptHashes.add(hash);
    if (!large) continue;
    stats.files += 1;
    stats.bytes += body.length;
    if (staged) {
      stats.staged += 1;
      stats.brotliBytes += statSync(`${path}.br`).size;
      stats.gzipBytes += statSync(`${path}.gz`).size;
      continue;
    }
    let copies: [Buffer, Buffer];
    if (!FOREVER_CACHED.test(entry)) copies = compress(body, PAGE_QUALITY, PAGE_GZIP_LEVEL);
    else if (!cacheDir) copies = compress(body, constants.BROTLI_MAX_QUALITY, ASSET_GZIP_LEVEL);
    else {
      const cached = cachedCompress(body, cacheDir);
      copies = cached.copies;
      if (cached.hit) stats.cached += 1;
    }
    const [br, gz] = copies;
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    stats.brotliBytes += br.length;
    stats.gzipBytes += gz.length;
  }
  stats.scriptHashes = [...scriptHashes].sort();
  return stats;
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

/** What a staging worker is started with: its folder, and a counter it adds one to after each file it was sent. */
export interface StagingWorkerData {
  task: 'stage';
  stagingDir: string;
  done: Int32Array;
}

const task = (workerData as { task?: string } | null)?.task;
if (parentPort && task === 'precompress') {
  const { dir, cacheDir, stagingDir } = workerData as { dir: string; cacheDir?: string; stagingDir?: string };
  const port = parentPort;
  port.on('message', (batch: PrecompressBatch | null) => {
    if (!batch) return port.close();
    try {
      port.postMessage({ stats: precompressFiles(dir, batch.entries, cacheDir, stagingDir) });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}

if (parentPort && task === 'stage') {
  const { stagingDir, done } = workerData as StagingWorkerData;
  const port = parentPort;
  mkdirSync(stagingDir, { recursive: true });
  runOnSpareTime();
  port.on('message', (file: StagedFile | null) => {
    if (!file) return port.close();
    // A file that could not be staged (a full disk, say) is compressed again by precompressFiles, which then reports
    // the error: staging only saves time, so it never fails the build itself.
    try {
      stageCopies(stagingDir, file.bytes, file.html);
    } catch {
      // compressed later
    } finally {
      Atomics.add(done, 0, 1);
    }
  });
}
