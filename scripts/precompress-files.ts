/**
 * The work of scripts/precompress.ts on its files, run in worker threads: each file read, compressed and its copies
 * written with the synchronous calls, the same bytes as zlib's asynchronous API, which compresses in 16 KB steps
 * with a callback into JavaScript on the main thread after each (issue 20 item 4: the group's 16,000 files, 630 MB,
 * took 32.1 CPU seconds that way and 28.0 in two workers). Most of what is left is brotli 5 and gzip 6 themselves
 * (about 18 s) and reading and writing the files.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files smaller than this are not worth a compressed copy (the server's on-the-fly threshold too). */
export const MIN_PRECOMPRESS_BYTES = 1024;
const FOREVER_CACHED = /(?:^|\/)(?:_astro|search-data)\//;
/** Brotli's quality for pages: several times faster than 11, for a few per cent more bytes. */
const PAGE_QUALITY = 5;

export interface PrecompressStats {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Files whose copies came from the cache folder. */
  cached: number;
}

export const emptyStats = (): PrecompressStats => ({ files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0, cached: 0 });

function compress(body: Buffer, quality: number): [Buffer, Buffer] {
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  return [br, gzipSync(body, { level: 6 })];
}

/** The copies of a content-hashed file, from the cache or made and stored there (written whole, then renamed). */
function cachedCompress(body: Buffer, cacheDir: string): { copies: [Buffer, Buffer]; hit: boolean } {
  const key = join(cacheDir, createHash('sha256').update(body).digest('hex'));
  try {
    return { copies: [readFileSync(`${key}.br`), readFileSync(`${key}.gz`)], hit: true };
  } catch {
    const copies = compress(body, constants.BROTLI_MAX_QUALITY);
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

/** Writes the `.br` and `.gz` copies of each of `entries` (paths relative to `dir`) of 1 KB or more. */
export function precompressFiles(dir: string, entries: readonly string[], cacheDir?: string): PrecompressStats {
  const stats = emptyStats();
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).size < MIN_PRECOMPRESS_BYTES) continue;
    const body = readFileSync(path);
    let copies: [Buffer, Buffer];
    if (!FOREVER_CACHED.test(entry)) copies = compress(body, PAGE_QUALITY);
    else if (!cacheDir) copies = compress(body, constants.BROTLI_MAX_QUALITY);
    else {
      const cached = cachedCompress(body, cacheDir);
      copies = cached.copies;
      if (cached.hit) stats.cached += 1;
    }
    const [br, gz] = copies;
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    stats.files += 1;
    stats.bytes += body.length;
    stats.brotliBytes += br.length;
    stats.gzipBytes += gz.length;
  }
  return stats;
}

/** A worker's messages: a batch of entries to compress, answered with its stats; `null` ends the worker. */
export interface PrecompressBatch {
  entries: string[];
}

if (parentPort && (workerData as { task?: string } | null)?.task === 'precompress') {
  const { dir, cacheDir } = workerData as { dir: string; cacheDir?: string };
  const port = parentPort;
  port.on('message', (batch: PrecompressBatch | null) => {
    if (!batch) return port.close();
    try {
      port.postMessage({ stats: precompressFiles(dir, batch.entries, cacheDir) });
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
}
