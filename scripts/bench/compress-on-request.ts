/**
 * What the pages' compression costs where it now happens for a tenant our server serves (issue 20 item 4): the
 * server compresses a page on its first request and answers the next from memory (scripts/compress-on-request.ts).
 * Requests a built tenant's car pages through the serving app (no network) with a browser's Accept-Encoding, three
 * times each: first (compressed then), again (the kept copy), and without compression; and prints per page the
 * median and 95th percentile milliseconds and the CPU the first requests took in all.
 *
 * `npm exec -- node scripts/bench/compress-on-request.ts [--site <slug>] [--pages N]`; `npm run bench` prints it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compressedCopies } from '../compress-on-request.ts';
import { readFlags, SITE_FLAG, siteList } from '../cli-args.ts';
import { runCli } from '../report-errors.ts';
import { createServeApp } from '../serve-app.ts';
import { percentile } from './search-latency.ts';

export interface CompressOnRequestBench {
  slug: string;
  pages: number;
  /** Milliseconds per request: the first (compressed), the next (kept copy), and asking for no compression. */
  first: number[];
  kept: number[];
  identity: number[];
  /** CPU milliseconds of all the first requests (the compression runs in zlib's thread pool: counted here). */
  firstCpuMs: number;
  /** Bytes of the pages and of their brotli copies. */
  bytes: number;
  brotliBytes: number;
}

export async function benchCompressOnRequest(root: string, slug: string, pages = 200): Promise<CompressOnRequestBench> {
  const carsDir = join(root, 'dist', slug, 'cars');
  const paths = readdirSync(carsDir)
    .slice(0, pages)
    .map((car) => `/cars/${car}/`);
  const { app } = createServeApp(root, {}, { mode: 'development', copies: compressedCopies() });
  const host = `${slug}.localhost:4321`;
  const get = async (path: string, acceptEncoding: string) => {
    const started = performance.now();
    const response = await app.request(path, { headers: { host, 'accept-encoding': acceptEncoding } });
    const body = await response.arrayBuffer();
    return {
      ms: performance.now() - started,
      bytes: body.byteLength,
      encoding: response.headers.get('content-encoding'),
    };
  };
  // Warm the server's code paths on a page not measured.
  await get(paths.at(-1)!, 'identity');
  const result: CompressOnRequestBench = {
    slug,
    pages: 0,
    first: [],
    kept: [],
    identity: [],
    firstCpuMs: 0,
    bytes: 0,
    brotliBytes: 0,
  };
  const browser = 'gzip, deflate, br, zstd';
  for (const path of paths.slice(0, -1)) {
    const cpu = process.cpuUsage();
    const first = await get(path, browser);
    const used = process.cpuUsage(cpu);
    if (first.encoding !== 'br') throw new Error(`${slug}${path} was sent ${first.encoding ?? 'uncompressed'}, not br`);
    result.firstCpuMs += (used.user + used.system) / 1000;
    result.first.push(first.ms);
    result.brotliBytes += first.bytes;
    result.kept.push((await get(path, browser)).ms);
    const identity = await get(path, 'identity');
    result.identity.push(identity.ms);
    result.bytes += identity.bytes;
    result.pages += 1;
  }
  return result;
}

export function formatCompressOnRequest(result: CompressOnRequestBench): string {
  const ms = (values: number[]) => `${percentile(values, 50).toFixed(2)} / ${percentile(values, 95).toFixed(2)}`;
  const kb = (bytes: number) => (bytes / result.pages / 1024).toFixed(1);
  return (
    `Pages compressed on request, ${result.slug} (${result.pages} car pages of ${kb(result.bytes)} KB, brotli ` +
    `${kb(result.brotliBytes)} KB; ms per request p50 / p95): first request ${ms(result.first)}, ` +
    `its copy kept ${ms(result.kept)}, uncompressed ${ms(result.identity)}; ` +
    `${(result.firstCpuMs / result.pages).toFixed(2)} CPU ms a first request`
  );
}

if (import.meta.main) {
  await runCli(async () => {
    const usage = 'usage: npm exec -- node scripts/bench/compress-on-request.ts [--site <slug>] [--pages N]';
    const flags = readFlags(process.argv.slice(2), { ...SITE_FLAG, pages: { type: 'string' } }, usage, {
      site: 'a tenant slug',
    });
    const slug = siteList(flags.site)[0] ?? 'big-country-motor-group';
    console.log(formatCompressOnRequest(await benchCompressOnRequest(process.cwd(), slug, Number(flags.pages) || 200)));
  });
}
