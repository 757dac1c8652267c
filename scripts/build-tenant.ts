/**
 * Builds one tenant with Astro in this process (scripts/build.ts runs one per tenant, in
 * parallel, after validating it), then writes its sitemaps, robots.txt and vehicle feeds
 * (scripts/search-engine-files.ts), its precompressed copies (scripts/precompress.ts)
 * and its security headers (`_headers`, scripts/security-headers.ts: the policy hashes the inline
 * scripts of the pages as written), and last `.build.json` (scripts/build-record.ts). Prints one
 * `BUILD_STATS {json}` line for the parent.
 */
import { build } from 'astro';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { tenantSlug } from '../src/site/tenant.ts';
import { loadTenant, readSiteConfig } from '../src/tenants/load-tenant.ts';
import { writeBuildRecord } from './build-record.ts';
import { writeCloudflareFiles } from './deploy/cloudflare.ts';
import { precompressDir } from './precompress.ts';
import { rejectedWarnings, writeSearchEngineFiles } from './search-engine-files.ts';
import { writeHeadersFile } from './security-headers.ts';

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

const slug = tenantSlug();
const started = performance.now();
try {
  await build({ root: process.cwd(), logLevel: process.env.ASTRO_LOG_LEVEL === 'info' ? 'info' : 'warn' });
} catch (error) {
  // A dealer's content file (sites/<slug>/content/, src/content.config.ts) that its schema refuses: Astro's error
  // names the file and the fields; print those, without a stack trace, and fail the build.
  const file = (error as { loc?: { file?: string } }).loc?.file;
  if (!file) throw error;
  const message = (error as Error).message.replaceAll('**', '').trim();
  console.error(`${relative(process.cwd(), file)}: ${message}`);
  process.exit(1);
}
// The release folder scripts/build.ts names (BUILD_OUT_DIR), else dist/<slug> as astro.config.ts says.
const out = process.env.BUILD_OUT_DIR ?? join(process.cwd(), 'dist', slug);
// Sitemaps, robots.txt and the vehicle feeds, from the pages as written and the same tenant data.
const tenant = loadTenant(process.cwd(), slug);
const warnings = rejectedWarnings(slug, await writeSearchEngineFiles(out, tenant));
// The brotli and gzip copies the server (or a static host) sends instead of compressing per request.
await precompressDir(out);
// The headers of every file, for our server and for static hosts that read `_headers`.
await writeHeadersFile(out, readSiteConfig(process.cwd(), slug), process.env);
// A Cloudflare deployment's wrangler.jsonc, .assetsignore and _redirects.
const deploy = readSiteConfig(process.cwd(), slug).deploy;
if (deploy?.kind === 'cloudflare') await writeCloudflareFiles(out, deploy);
// Last: what this build was made from (stock and config hashes, clock, code version).
await writeBuildRecord(out, process.cwd(), tenant, new Date());
const seconds = (performance.now() - started) / 1000;
const pages = await countPages(out);
console.log(`BUILD_STATS ${JSON.stringify({ slug, pages, seconds, warnings })}`);
