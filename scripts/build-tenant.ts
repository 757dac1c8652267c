/**
 * Builds one tenant with Astro in this process (scripts/build.ts runs one per tenant, in
 * parallel, after validating it), then writes its precompressed copies (scripts/precompress.ts). Prints one `BUILD_STATS {json}` line for the parent.
 */
import { build } from 'astro';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { tenantSlug } from '../src/site/tenant.ts';
import { precompressDir } from './precompress.ts';

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

const slug = tenantSlug();
const started = performance.now();
await build({ root: process.cwd(), logLevel: process.env.ASTRO_LOG_LEVEL === 'info' ? 'info' : 'warn' });
// The brotli and gzip copies the server (or a static host) sends instead of compressing per request.
await precompressDir(join(process.cwd(), 'dist', slug));
const seconds = (performance.now() - started) / 1000;
const pages = await countPages(join(process.cwd(), 'dist', slug));
console.log(`BUILD_STATS ${JSON.stringify({ slug, pages, seconds })}`);
