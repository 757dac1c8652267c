import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageJavaScript {
  /** Script files the page loads before any interaction, followed through static imports. */
  files: string[];
  /** Bytes of inline module scripts in the HTML. */
  inlineBytes: number;
  /**
   * gzip size of all of it, as a browser would download it: each script file on its own, and the page's inline
   * scripts as one stream (they arrive in the one compressed HTML response; compressed one by one, 18 small scripts
   * would count about 2.4 KB of gzip headers and lost back-references a browser never downloads).
   */
  gzipBytes: number;
  /** Number of hydrated islands (astro-island elements) on the page. */
  islands: number;
}

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const ISLAND_TAGS = /<astro-island\b[^>]*>/g;
const ISLAND_URL = /\b(?:component-url|renderer-url)="([^"]+)"/g;
// `import x from`, a bare `import "x"`, and the re-exports `export { x } from` / `export * from`.
const STATIC_IMPORT =
  /\b(?:import\s*(?:[\w*{}\s,$]+\s*from\s*)?|export\s*(?:\*|\{[\w\s,$]*\})\s*from\s*)["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

/**
 * The chunks an inline script queues on `window.afterLargestPaint(url)` (src/elements/after-largest-paint.ts): loaded
 * once the first photo is painted (or, on a page without the queue, the first frame), with no interaction, so counted
 * as the page's own. As built, each such script
 * binds the URL to a name and passes the name: `var e=`/_astro/car-gallery.X.js`;window.afterLargestPaint?…(e):…`.
 */
export function afterLargestPaintUrls(code: string): string[] {
  const urls: string[] = [];
  for (const [, name] of code.matchAll(/\bafterLargestPaint\((\w+)\)/g)) {
    const bound = new RegExp(`(?:\\bvar|\\blet|\\bconst|,)\\s*${name}\\s*=\\s*["'\`]([^"'\`]+\\.js)["'\`]`).exec(code);
    if (bound) urls.push(bound[1]!);
  }
  return urls;
}

/**
 * The JavaScript one built page loads before the shopper interacts: external scripts, inline
 * module scripts, and the component and renderer modules of its islands, with everything they
 * import statically. Dynamic imports (code loaded on demand) are counted only with
 * `withDynamicImports` (the search page loads its engine on idle, so its budget counts it), less
 * those matching `skipDynamic` (the other search backend's client, which the page never loads).
 */
/** The search client chunk a tenant's results page never loads (src/search/client.ts picks one by backend). */
export function otherSearchBackend(backend: 'embedded' | 'meilisearch'): RegExp {
  return backend === 'embedded' ? /meilisearch-backend\./ : /embedded-backend\./;
}

/** A page's inline scripts as the one stream they travel in (inside the HTML), for one gzip count. */
const inlineStream = (inline: readonly string[]): Buffer[] => (inline.length ? [Buffer.from(inline.join('\n'))] : []);

export interface PageJavaScriptOptions {
  withDynamicImports?: boolean;
  skipDynamic?: RegExp;
  /**
   * Leave out islands that hydrate only when scrolled into view (`client:visible`) or on the first pointer, key or
   * focus in them (`client:interaction`, src/site/interaction-directive.ts): what the page loads before the shopper
   * interacts, scrolling included. Such an island in the first screen would load at once (visible) or is in reach of
   * the first touch (interaction), so a page measured this way keeps only what can wait so.
   */
  skipDeferredIslands?: boolean;
}

export function pageJavaScript(
  distDir: string,
  htmlFile: string,
  { withDynamicImports = false, skipDynamic, skipDeferredIslands = false }: PageJavaScriptOptions = {},
): PageJavaScript {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const pageUrl = `/${htmlFile.replace(/index\.html$/, '')}`;
  const queue: string[] = [];
  for (const match of html.matchAll(SCRIPT_SRC)) queue.push(match[1]!);
  for (const tag of html.matchAll(ISLAND_TAGS)) {
    if (skipDeferredIslands && /\bclient="(?:visible|interaction)"/.test(tag[0])) continue;
    for (const match of tag[0].matchAll(ISLAND_URL)) queue.push(match[1]!);
  }
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!).filter((code) => code.trim());
  for (const code of inline) for (const match of code.matchAll(STATIC_IMPORT)) queue.push(match[1]!);
  // What the page's scripts queue loads with no interaction: after the largest paint on a page that installs the queue
  // (the vehicle and results pages), after the first frame on the others.
  for (const code of inline) queue.push(...afterLargestPaintUrls(code));

  const seen = new Set<string>();
  const contents: Buffer[] = inlineStream(inline);
  while (queue.length) {
    const url = queue.shift()!;
    const path = url.startsWith('/') ? url : posix.join(posix.dirname(pageUrl), url);
    if (seen.has(path) || /^https?:/.test(url)) continue;
    seen.add(path);
    const file = join(distDir, path);
    if (!existsSync(file)) continue;
    const code = readFileSync(file);
    contents.push(code);
    const text = code.toString('utf8');
    const dynamic = withDynamicImports
      ? [...text.matchAll(DYNAMIC_IMPORT)].filter((match) => !skipDynamic?.test(match[1]!))
      : [];
    const imports = [...text.matchAll(STATIC_IMPORT), ...dynamic];
    for (const match of imports) queue.push(posix.join(posix.dirname(path), match[1]!));
  }
  return {
    files: [...seen],
    inlineBytes: inline.reduce((sum, code) => sum + Buffer.byteLength(code), 0),
    gzipBytes: contents.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0),
    islands: (html.match(/<astro-island\b/g) ?? []).length,
  };
}

/**
 * A chunk a page's script loads by URL once it runs (`?chunk-url`, src/site/chunk-url.ts), which pageJavaScript does
 * not follow: its files with everything they import statically, and their gzip size. With `withDynamicImports`, what
 * they import on demand too (less `skipDynamic`); files in `loaded` (the page's own, already there) are not counted.
 */
export function chunkJavaScript(
  distDir: string,
  chunkUrl: string,
  { withDynamicImports = false, skipDynamic, loaded = [] }: PageJavaScriptOptions & { loaded?: readonly string[] } = {},
): { files: string[]; gzipBytes: number } {
  const queue = [chunkUrl];
  const seen = new Set<string>(loaded);
  const files: string[] = [];
  let gzipBytes = 0;
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(distDir, path);
    if (!existsSync(file)) continue;
    files.push(path);
    const code = readFileSync(file);
    gzipBytes += gzipSync(code, { level: 9 }).length;
    const text = code.toString('utf8');
    const dynamic = withDynamicImports
      ? [...text.matchAll(DYNAMIC_IMPORT)].filter((match) => !skipDynamic?.test(match[1]!))
      : [];
    for (const match of [...text.matchAll(STATIC_IMPORT), ...dynamic])
      queue.push(posix.join(posix.dirname(path), match[1]!));
  }
  return { files, gzipBytes };
}

/**
 * The similar cars' live query (src/components/vehicle/similar-cars-live.ts), which a car page loads by URL only when
 * the build wrote no list for the car: its chunk's URL as the page's files name it, or null.
 */
export function liveSimilarCarsChunk(distDir: string, pageFiles: readonly string[]): string | null {
  for (const path of pageFiles) {
    const file = join(distDir, path);
    if (!existsSync(file)) continue;
    const url = readFileSync(file, 'utf8').match(/\/_astro\/similar-cars-live\.[\w-]+\.js/)?.[0];
    if (url) return url;
  }
  return null;
}

/**
 * The JavaScript a browser fetched for one built page, from the built files: its inline scripts and the script files
 * it requested (their URL paths), each gzip-compressed as the other measures here are.
 */
export function requestedJavaScript(distDir: string, htmlFile: string, paths: readonly string[]): PageJavaScript {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!).filter((code) => code.trim());
  const files = [...new Set(paths)].filter((path) => existsSync(join(distDir, path)));
  const contents = [...inlineStream(inline), ...files.map((path) => readFileSync(join(distDir, path)))];
  return {
    files,
    inlineBytes: inline.reduce((sum, code) => sum + Buffer.byteLength(code), 0),
    gzipBytes: contents.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0),
    islands: (html.match(/<astro-island\b/g) ?? []).length,
  };
}
