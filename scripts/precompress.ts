/**
 * Precompresses a built tenant's text files: each HTML, CSS, JavaScript, JSON, SVG, XML, CSV or text file
 * of at least 1 KB gets a brotli (`.br`) and a gzip (`.gz`) copy beside it, which the server sends
 * by the request's Accept-Encoding (scripts/serve-app.ts) and a static host or CDN can serve as they
 * are. Content-hashed assets (`/_astro/`, `/search-data/`) are downloaded by every shopper and cached
 * forever, so they get brotli's best (quality 11); pages get quality 5, several times faster for a
 * few per cent more bytes. The sample tenants' drawn pictures (`/media/`) are left to on-the-fly
 * compression: they are sample tooling, not what a real tenant ships.
 */
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files smaller than this are not worth a compressed copy (the server's on-the-fly threshold too). */
export const MIN_PRECOMPRESS_BYTES = 1024;
const TEXT_FILE = /\.(?:html|css|js|mjs|json|svg|xml|txt|csv|webmanifest)$/;
const FOREVER_CACHED = /(?:^|\/)(?:_astro|search-data)\//;
const SKIPPED = /^media\//;
// zlib runs on libuv's thread pool (4 threads by default): a few files at a time keep it busy.
const CONCURRENCY = 8;

export interface PrecompressStats {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes `.br` and `.gz` copies of every text file under `dir` (relative paths use `/`). */
export async function precompressDir(dir: string): Promise<PrecompressStats> {
  const entries = (await readdir(dir, { recursive: true })).map((entry) => entry.split('\\').join('/'));
  const candidates = entries.filter((entry) => TEXT_FILE.test(entry) && !SKIPPED.test(entry));
  const stats: PrecompressStats = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  async function worker(): Promise<void> {
    while (next < candidates.length) {
      const entry = candidates[next++]!;
      const path = join(dir, entry);
      if ((await stat(path)).size < MIN_PRECOMPRESS_BYTES) continue;
      const body = await readFile(path);
      const quality = FOREVER_CACHED.test(entry) ? constants.BROTLI_MAX_QUALITY : 5;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(body, { level: 6 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      stats.files += 1;
      stats.bytes += body.length;
      stats.brotliBytes += br.length;
      stats.gzipBytes += gz.length;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return stats;
}
