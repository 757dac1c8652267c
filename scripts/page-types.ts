/**
 * `npm exec -- node scripts/page-types.ts [--site <slug>]`: the page types of each tenant's build, derived from the
 * built files (no hand list, so a new kind of page is covered once it is built): one representative page per route
 * shape. A path segment is a parameter (`*`) where the pages at that place have more than SAME_KIND_LIMIT different
 * values (cars, searches, posts), and a first segment is one where as many different ones share the rest of the shape
 * (`/{brand}/overview`). A page of a shape whose scripts and styles differ from most of its shape's is a page of
 * another route that shares the folder (`/cars/trade-in` among the cars): a type of its own, named by its path.
 * Redirect pages (meta refresh) are left out: the page they lead to is what a shopper sees.
 * Used by tests/e2e/page-types.spec.ts (axe and a way back on every page type).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFlags, SITE_FLAG, siteList } from './cli-args.ts';

/** More than this many different values at one place in the paths: a parameter, not a fixed page name. */
export const SAME_KIND_LIMIT = 3;

/** A path that is no page of the build: the 404 page's own file is shown for it. */
export const NOT_FOUND_PATH = '/no-such-page';

/** A built page: its site path, and the build's scripts and styles it loads (the mark of its route). */
export interface BuiltPage {
  path: string;
  assets: string;
}

export interface PageType {
  /** The route shape, e.g. `/cars/*`, `/search/*\/*`, `/about-us`. */
  type: string;
  /** One page of that shape: the first in sorted order. */
  path: string;
}

const key = (segments: readonly string[]) => segments.join('/');

/** The route shape of each path: the segments that vary (more than SAME_KIND_LIMIT values at one place) become `*`. */
export function routeShapes(paths: readonly string[]): Map<string, string> {
  const split = paths.map((path) => path.split('/').filter(Boolean));
  const shapes = split.map(() => [] as string[]);
  const depth = Math.max(0, ...split.map((segments) => segments.length));
  for (let index = 1; index < depth; index++) {
    // The values at this place, per shape of what comes before it.
    const values = new Map<string, Set<string>>();
    split.forEach((segments, page) => {
      if (index >= segments.length) return;
      const before = key([segments[0]!, ...shapes[page]!.slice(1, index)]);
      values.set(before, (values.get(before) ?? new Set()).add(segments[index]!));
    });
    split.forEach((segments, page) => {
      if (index >= segments.length) return;
      const before = key([segments[0]!, ...shapes[page]!.slice(1, index)]);
      shapes[page]![index] = values.get(before)!.size > SAME_KIND_LIMIT ? '*' : segments[index]!;
    });
  }
  // The first segment: a parameter when more than SAME_KIND_LIMIT pages share the rest of the shape below it.
  const firsts = new Map<string, Set<string>>();
  split.forEach((segments, page) => {
    if (segments.length < 2) return;
    const rest = key(shapes[page]!.slice(1));
    firsts.set(rest, (firsts.get(rest) ?? new Set()).add(segments[0]!));
  });
  return new Map(
    paths.map((path, page) => {
      const segments = split[page]!;
      if (segments.length === 0) return [path, '/'];
      const rest = shapes[page]!.slice(1);
      const first = segments.length > 1 && firsts.get(key(rest))!.size > SAME_KIND_LIMIT ? '*' : segments[0]!;
      return [path, `/${key([first, ...rest])}`];
    }),
  );
}

/** One page per route shape (and per odd page out within a shape, by its assets), types in sorted order. */
export function pageTypes(pages: readonly BuiltPage[]): PageType[] {
  const shapes = routeShapes(pages.map((page) => page.path));
  const assetCounts = new Map<string, Map<string, number>>();
  for (const { path, assets } of pages) {
    const counts = assetCounts.get(shapes.get(path)!) ?? new Map<string, number>();
    assetCounts.set(shapes.get(path)!, counts.set(assets, (counts.get(assets) ?? 0) + 1));
  }
  const usual = (shape: string) => [...assetCounts.get(shape)!].sort((a, b) => b[1] - a[1])[0]![0];
  // One type per shape and set of assets: the odd pages out of a shape that load the same assets are one kind of
  // page (the group's landings by model, say), named by the first of them.
  const chosen = new Map<string, PageType>();
  for (const { path, assets } of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const shape = shapes.get(path)!;
    const kind = `${shape}\0${assets}`;
    if (!chosen.has(kind)) chosen.set(kind, { type: assets === usual(shape) ? shape : path, path });
  }
  return [...chosen.values()].sort((a, b) => a.type.localeCompare(b.type));
}

/** The site path of a built file (directory format): `cars/x/index.html` → `/cars/x`, `404.html` → NOT_FOUND_PATH. */
export function pagePath(file: string): string {
  if (file === '404.html') return NOT_FOUND_PATH;
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

const REDIRECT = /<meta\s+http-equiv="refresh"/i;
const ASSET = /(?:href|src)="(\/_astro\/[^"]+\.(?:css|js))"/g;

/** The build's scripts and styles a page loads, sorted and joined. */
export function pageAssets(html: string): string {
  return [...new Set([...html.matchAll(ASSET)].map((match) => match[1]!))].sort().join(' ');
}

/** The shopper-facing pages of a tenant's build at `root`: every HTML file but redirect pages. */
export function builtPages(root: string, base = ''): BuiltPage[] {
  const found: BuiltPage[] = [];
  for (const entry of readdirSync(join(root, base), { withFileTypes: true })) {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...builtPages(root, relative));
    else if (entry.name.endsWith('.html')) {
      const html = readFileSync(join(root, relative), 'utf8');
      if (!REDIRECT.test(html)) found.push({ path: pagePath(relative), assets: pageAssets(html) });
    }
  }
  return found;
}

if (import.meta.main) {
  const flags = readFlags(process.argv.slice(2), SITE_FLAG, 'page-types [--site <slug>]');
  const dist = join(process.cwd(), 'dist');
  const slugs = siteList(flags.site);
  for (const slug of slugs.length ? slugs : readdirSync(dist).filter((name) => !name.startsWith('.'))) {
    const types = pageTypes(builtPages(join(dist, slug)));
    console.log(`${slug}: ${types.length} page types`);
    for (const { type, path } of types) console.log(`  ${type.padEnd(40)} ${path}`);
  }
}
