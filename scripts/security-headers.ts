/**
 * A tenant's page headers: Content-Security-Policy and the rest (src/domain/security-headers.ts has
 * the values shared with the functions' answers). The build writes them to `dist/<slug>/_headers`
 * (the `/*` rule of the file Netlify and Cloudflare Pages read), and scripts/serve-app.ts sends
 * what that file says: one source of truth for a static host and our own server.
 *
 * Decision: one policy per tenant, whose script-src lists the hashes of every inline script of
 * every page (the union; about a dozen, the same scripts on most pages), not one per page. A static
 * host takes few rules (Cloudflare Pages: 100), while a tenant has thousands of pages; and the
 * union only lets a page run scripts another page of the same build runs.
 *
 * Decision: Astro's own `security.csp` is not used. It writes a `<meta>` policy per page, which
 * cannot say `frame-ancestors`, so the header is needed anyway, and a second policy would only have
 * to agree with it; and its hashes cover what Astro knows it emits, while hashing the written HTML
 * (scripts/inline-script-hashes.ts) covers every script the browser will meet.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HostMode } from '../functions/pipeline/tenant.ts';
import type { SiteConfig } from '../src/domain/schemas/site-config.ts';
import { isWebUrl } from '../src/domain/schemas/urls.ts';
import {
  NOTHING_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
  X_FRAME_OPTIONS,
} from '../src/domain/security-headers.ts';
import { meilisearchHost } from '../src/search/meilisearch/browser-config.ts';
import { builtInlineScriptHashes } from './inline-script-hashes.ts';

/** Header name and value pairs, in the order they are written. */
export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** The file a static host reads a site's headers from; the server never serves it. */
export const HEADERS_FILE = '_headers';

/** The players the vehicle page's video and gallery embed in an iframe (src/domain/video-embed.ts, gallery.ts). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Browser features no page uses, refused to the page and every frame in it. Not listed, so left to
 * the browser's default: fullscreen, autoplay, picture-in-picture, encrypted-media and the motion
 * sensors (the video players ask for them), clipboard-write (the share button). Only names
 * Chromium knows: it logs an error for any other (150 does not know `bluetooth`).
 */
const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'browsing-topics',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

export interface PagePolicyInput {
  /** `'sha256-…'` sources of the inline scripts the pages run. */
  scriptHashes: readonly string[];
  /** Origins other than the site's own that pages call (fetch, sendBeacon). */
  connectOrigins: readonly string[];
}

/**
 * The pages' Content-Security-Policy. Scripts: the site's own files and the listed inline scripts,
 * no 'unsafe-inline', no 'unsafe-eval'. Styles keep 'unsafe-inline': the theme's `<style>`, Astro's
 * inlined styles and React's `style` attributes (the policy only forbids it for scripts). Images
 * and videos come from the stock feed, from any host over http(s). Frames: only the video players.
 */
export function pageContentSecurityPolicy({ scriptHashes, connectOrigins }: PagePolicyInput): string {
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'https:', 'http:'],
    ['media-src', "'self'", 'https:', 'http:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['frame-src', ...VIDEO_PLAYER_ORIGINS],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

// What a CSP host-source can name: scheme, host name (no IPv6 literal) and port.
const CSP_ORIGIN = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;

/** The origin of a URL from site.json (already validated as a URL or a site path); null for a site path. */
function originOf(url: string, field: string): string | null {
  if (!isWebUrl(url)) return null;
  const { origin } = new URL(url);
  if (!CSP_ORIGIN.test(origin)) throw new Error(`${field}: "${url}" has no origin a Content-Security-Policy can name`);
  return origin;
}

/** Where pages send requests besides their own origin: the Meilisearch server, the analytics beacon. */
export function connectOrigins(
  site: Pick<SiteConfig, 'search' | 'analytics'>,
  env: Record<string, string | undefined>,
): string[] {
  const origins = [
    site.search.backend === 'meilisearch' ? originOf(meilisearchHost(site, env), 'search.meilisearch_host') : null,
    site.analytics.beacon_url ? originOf(site.analytics.beacon_url, 'analytics.beacon_url') : null,
  ];
  return [...new Set(origins.filter((origin) => origin !== null))];
}

/** Every header of a page (and of the site's other files): for https, as a static host serves them. */
export function pageSecurityHeaders(input: PagePolicyInput): HeaderList {
  return [
    ['Content-Security-Policy', pageContentSecurityPolicy(input)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', REFERRER_POLICY],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', X_FRAME_OPTIONS],
    ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
  ];
}

/**
 * The headers of what the server answers for no tenant (the development list of tenants, an
 * unknown host's 404): nothing to load or run but the list page's own `<style>`.
 */
export function plainPageHeaders(mode: HostMode): HeaderList {
  return forMode(
    [
      ['Content-Security-Policy', `${NOTHING_POLICY}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', REFERRER_POLICY],
      ['X-Frame-Options', X_FRAME_OPTIONS],
      ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
    ],
    mode,
  );
}

/** The headers as served in `mode`: without HSTS in development, which is plain http. */
export function forMode(headers: HeaderList, mode: HostMode): HeaderList {
  return mode === 'production' ? headers : headers.filter(([name]) => name !== 'Strict-Transport-Security');
}

/** Sets `headers` on `response` (in place: the server's own responses) and returns it. */
export function withHeaders(response: Response, headers: HeaderList): Response {
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}

/** A `_headers` file with one rule, `/*`: every path of the site gets `headers`. */
export function headersFileText(headers: HeaderList): string {
  for (const [name, value] of headers) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || /[\r\n]/.test(value))
      throw new Error(`Header ${JSON.stringify(name)} cannot be written to ${HEADERS_FILE}`);
  }
  return `/*\n${headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`;
}

/** The headers of the `/*` rule of a `_headers` file (comments, blank lines and other rules skipped). */
export function parseHeadersFile(text: string): HeaderList {
  const headers: [string, string][] = [];
  let path: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      path = line.trim();
      continue;
    }
    const colon = line.indexOf(':');
    if (path === '/*' && colon > 0) headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return headers;
}

/**
 * Writes `dir/_headers` for a built tenant: its pages' inline script hashes and the site's origins. `scriptHashes`:
 * the hashes when the caller has them from reading the pages already (the build's precompress step), else the pages
 * are read here.
 */
export async function writeHeadersFile(
  dir: string,
  site: Pick<SiteConfig, 'search' | 'analytics'>,
  env: Record<string, string | undefined>,
  scriptHashes?: readonly string[],
): Promise<HeaderList> {
  const headers = pageSecurityHeaders({
    scriptHashes: scriptHashes ?? (await builtInlineScriptHashes(dir)),
    connectOrigins: connectOrigins(site, env),
  });
  await writeFile(join(dir, HEADERS_FILE), headersFileText(headers));
  return headers;
}

/** The headers a built tenant's `_headers` file gives its files; null when the build wrote none. */
export async function readHeadersFile(dir: string): Promise<HeaderList | null> {
  try {
    return parseHeadersFile(await readFile(join(dir, HEADERS_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
