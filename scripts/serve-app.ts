import { existsSync, readFileSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createFunctionsApp, type FunctionsDeps } from '../functions/app.ts';
import { hostname, tenantFromHost, type HostMode, type TenantDirectory } from '../functions/pipeline/tenant.ts';
import { readSiteConfig, tenantSlugs } from '../src/tenants/load-tenant.ts';
import { compressedCopies, type CompressedCopies } from './compress-on-request.ts';
import { ISLAND_PROPS_DIR } from './island-props-files.ts';
import {
  forMode,
  HEADERS_FILE,
  pageSecurityHeaders,
  plainPageHeaders,
  readHeadersFile,
  withHeaders,
  type HeaderList,
} from './security-headers.ts';

/** The built tenants under dist/, with the domains their site.json names, matched as `mode` says. */
export function builtTenants(root: string, mode: HostMode): TenantDirectory & { names: Map<string, string> } {
  const slugs = tenantSlugs(root).filter((slug) => existsSync(join(root, 'dist', slug, 'index.html')));
  const domains = new Map<string, string>();
  const names = new Map<string, string>();
  for (const slug of slugs) {
    const site = readSiteConfig(root, slug);
    names.set(slug, site.name);
    for (const domain of site.domains) domains.set(domain.toLowerCase(), slug);
  }
  return { slugs, domains, names, mode };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function tenantListPage(tenants: ReturnType<typeof builtTenants>, port: string): string {
  const items = tenants.slugs
    .map((slug) => {
      const href = `http://${slug}.localhost${port ? `:${port}` : ''}/`;
      return `<li><a href="${href}">${escapeHtml(tenants.names.get(slug) ?? slug)}</a> <code>${escapeHtml(href)}</code></li>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dealer sites</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px}li{margin:8px 0}code{color:#555;font-size:.85em}</style></head>
<body><h1>Dealer sites</h1>${tenants.slugs.length ? `<ul>${items}</ul>` : '<p>No tenant is built yet: run <code>npm run build</code>.</p>'}</body></html>`;
}

/**
 * The headers of a tenant's files as its build wrote them to `dist/<slug>/_headers`
 * (scripts/security-headers.ts), read again when a publish swaps the release or a build replaces the
 * file. Without the file (a build from before it existed) the tenant gets the same headers with no
 * script hash: its inline scripts are refused, never allowed.
 */
function builtHeaders(root: string, mode: HostMode): (slug: string) => Promise<HeaderList> {
  const cache = new Map<string, { modified: string | null; headers: HeaderList }>();
  const fallback = forMode(pageSecurityHeaders({ scriptHashes: [], connectOrigins: [] }), mode);
  return async (slug) => {
    const dir = join(root, 'dist', slug);
    // The release `dist/<slug>` links to (scripts/publish.ts) and the file's mtime: a publish changes
    // the first even when two builds wrote their `_headers` in the same instant.
    const modified = await Promise.all([realpath(dir), stat(join(dir, HEADERS_FILE))]).then(
      ([release, stats]) => `${release}@${stats.mtimeMs}`,
      () => null,
    );
    const cached = cache.get(slug);
    if (cached && cached.modified === modified) return cached.headers;
    const built = modified === null ? null : await readHeadersFile(dir);
    if (!built && !cached)
      console.warn(
        `dist/${slug}/${HEADERS_FILE} is missing: rebuild the tenant (npm run build) for its pages' scripts to run`,
      );
    const headers = built ? forMode(built, mode) : fallback;
    cache.set(slug, { modified, headers });
    return headers;
  };
}

/**
 * The build's own files, never served as pages (their .br/.gz copies neither): the headers file, the
 * build record (.build.json), the incremental build's manifest (.incremental.json) and the feeds'
 * rejections (feeds/rejected.json), which are for the
 * dealer's run report, not the public; a Cloudflare build's own files (scripts/deploy/cloudflare.ts); and the
 * tenant's data for its Worker (`_edge/`, scripts/edge-data.ts).
 */
const isBuildOnlyFile = (path: string) =>
  /^\/(?:_headers|_redirects|\.build\.json|\.incremental\.json|feeds\/rejected\.json|wrangler\.jsonc|\.assetsignore|_edge\/.*)(?:\.br|\.gz)?$/i.test(
    posix.normalize(path),
  );

/** How `createServeApp` matches hosts: 'development' for a local preview, 'production' by default. */
export interface ServeOptions {
  mode?: HostMode;
  /** The copies made on request (scripts/compress-on-request.ts): one per app unless given. */
  copies?: CompressedCopies;
}

/**
 * One origin for every built tenant: `<slug>.localhost` in development, a configured domain in
 * production (functions/pipeline/tenant.ts), serves dist/<slug>/ with `/api` on the same host going
 * to the functions app. Plain `localhost` lists the tenants, in development only; any other host is
 * a 404. Astro's hashed assets are cached for a year; pages are revalidated. Every answer carries
 * the security headers: a tenant's from its build's `_headers` file, the functions' their own
 * (functions/security-headers.ts), anything else a policy that allows nothing but inline styles;
 * HSTS in production only.
 */
export function createServeApp(
  root: string,
  functions: Omit<FunctionsDeps, 'tenants'> = {},
  options: ServeOptions = {},
) {
  const tenants = builtTenants(root, options.mode ?? 'production');
  const headersOf = builtHeaders(root, tenants.mode);
  const plainHeaders = plainPageHeaders(tenants.mode);
  const copies = options.copies ?? compressedCopies();
  const app = new Hono();
  app.use('*', compress());
  app.route('/', createFunctionsApp({ tenants, ...functions }));

  // The file each static response is of (serveStatic's onFound), for the copies made on request.
  const files = new WeakMap<object, string>();
  const statics = new Map(
    tenants.slugs.map((slug) => [
      slug,
      serveStatic({
        root: join(root, 'dist', slug),
        // The build's .br and .gz copies (scripts/precompress.ts), by the request's Accept-Encoding.
        precompressed: true,
        onFound: (path, c) => void files.set(c, path),
      }),
    ]),
  );

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const slug = tenantFromHost(c.req.header('host'), tenants);
    if (!slug) {
      const host = c.req.header('host');
      const local = tenants.mode === 'development' && host !== undefined && hostname(host) === 'localhost';
      if (!local || c.req.path !== '/') return withHeaders(c.text('Not found', 404), plainHeaders);
      const port = new URL(c.req.url).port;
      return withHeaders(c.html(tenantListPage(tenants, port)), plainHeaders);
    }
    const headers = await headersOf(slug);
    // serveStatic answers when the file exists and otherwise calls `next`; a no-op keeps the miss here.
    const found = isBuildOnlyFile(c.req.path) ? undefined : await statics.get(slug)!(c, async () => {});
    if (found) {
      // A file the build made no copy of (a page, for a tenant this server serves) is compressed here.
      const file = files.get(c);
      const response = file ? await copies.respond(found, file, c.req.header('Accept-Encoding')) : found;
      return withHeaders(notModified(c.req.raw.headers, withCacheHeaders(c.req.path, response)) ?? response, headers);
    }
    const notFound = join(root, 'dist', slug, '404.html');
    return withHeaders(c.html(existsSync(notFound) ? readFileSync(notFound, 'utf8') : 'Not found', 404), headers);
  });
  // Other methods on a page's path (a POST to /), which the functions do not answer either.
  app.notFound((c) => withHeaders(c.text('Not found', 404), plainHeaders));
  return { app, tenants };
}

/**
 * Cache-Control for a site path (`/_astro/x.js`): content-hashed files (Astro's bundles, the search
 * index, the results pages' island props) never change under their name and are cached for a year; pages and other
 * files revalidate. The deploy targets send the same (scripts/deploy/s3.ts).
 */
export function cacheControlFor(path: string): string {
  const hashed = ['/_astro/', '/search-data/', `/${ISLAND_PROPS_DIR}/`].some((prefix) => path.startsWith(prefix));
  return hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/**
 * Adds the caching headers to a static file's response (in place; serveStatic's own response):
 * - Cache-Control: content-hashed files (Astro's bundles, the search index) never change under their
 *   name and are cached for a year; pages and other files revalidate every time;
 * - a weak ETag per file as sent (each encoding is its own file): its length and modification time.
 */
export function withCacheHeaders(path: string, response: Response): Response {
  response.headers.set('Cache-Control', cacheControlFor(path));
  const length = Number(response.headers.get('Content-Length'));
  const modified = Date.parse(response.headers.get('Last-Modified') ?? '');
  if (Number.isFinite(length) && !Number.isNaN(modified)) {
    response.headers.set('ETag', `W/"${length.toString(16)}-${(modified / 1000).toString(16)}"`);
  }
  return response;
}

/**
 * A 304 for a conditional GET whose copy is current: `If-None-Match` against the file's ETag, or,
 * without it, `If-Modified-Since` against its Last-Modified (HTTP's order, RFC 9110 §13.2.2).
 */
export function notModified(request: Headers, response: Response): Response | undefined {
  if (response.status !== 200) return undefined;
  const etag = response.headers.get('ETag');
  const ifNoneMatch = request.get('If-None-Match');
  let current: boolean;
  if (ifNoneMatch !== null) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    current =
      etag !== null && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag)));
  } else {
    const since = Date.parse(request.get('If-Modified-Since') ?? '');
    const modified = Date.parse(response.headers.get('Last-Modified') ?? '');
    current = !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
  }
  if (!current) return undefined;
  void response.body?.cancel();
  const headers = new Headers();
  for (const name of ['Cache-Control', 'ETag', 'Last-Modified', 'Vary', 'Content-Location', 'Expires', 'Date']) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(null, { status: 304, headers });
}
