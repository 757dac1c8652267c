/**
 * `npm exec -- node scripts/internal-links.ts [--site <slug>]`: reads every built page of each
 * tenant under dist/ and lists the internal links (href, form action) whose target the build did
 * not write: a shopper following them would land on a 404 (issue 17 "0 links to a missing page"),
 * and the pages with no way back (neither the menu nor a breadcrumb).
 * Files are read, not browsed, so thousands of pages take seconds.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readFlags, SITE_FLAG, siteList } from './cli-args.ts';

/** One link to a page the build did not write: the page it is on, and where it points. */
export interface MissingLink {
  page: string;
  target: string;
}

// Attributes whose value is a place a shopper goes: a link, or where a form is sent.
const LINK_ATTRIBUTE = /\s(?:href|action)="([^"]*)"/g;
// Served by the functions (scripts/serve.ts), not files of the build.
const SERVER_PREFIXES = ['/api/'];

function htmlFiles(dir: string, base = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(dir, base), { withFileTypes: true })) {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...htmlFiles(dir, relative));
    else if (entry.name.endsWith('.html')) found.push(relative);
  }
  return found;
}

/** The site path of a link on a page, or null when it leaves the site (another host, mailto:, tel:, #anchor). */
export function internalPath(value: string): string | null {
  const decoded = value.replaceAll('&amp;', '&');
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return null;
  const path = decoded.split(/[?#]/)[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether the build wrote a file a request for `path` is answered with (directory format: path/index.html). */
export function builtTarget(root: string, path: string, exists: (file: string) => boolean = existsSync): boolean {
  if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  const file = join(root, path);
  if (path.endsWith('/')) return exists(join(file, 'index.html'));
  return (exists(file) && !isDirectory(file)) || exists(join(file, 'index.html')) || exists(`${file}.html`);
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Every internal link of the tenant's build at `root` whose target is missing, once per page and target. */
export function missingLinks(root: string): MissingLink[] {
  const missing: MissingLink[] = [];
  const known = new Map<string, boolean>();
  for (const page of htmlFiles(root)) {
    const html = readFileSync(join(root, page), 'utf8');
    const seen = new Set<string>();
    for (const match of html.matchAll(LINK_ATTRIBUTE)) {
      const path = internalPath(match[1]!);
      if (path === null || seen.has(path)) continue;
      seen.add(path);
      let ok = known.get(path);
      if (ok === undefined) known.set(path, (ok = builtTarget(root, path)));
      if (!ok) missing.push({ page: `/${page}`, target: path });
    }
  }
  return missing;
}

// The header's menu (SiteLayout) or a breadcrumb: a shopper's way back from any page.
const WAY_BACK = /<nav\b[^>]*\baria-label="(?:Main|Breadcrumb)"/;
// A page that only sends the shopper on (an old address): it has no content to come back from.
const REDIRECT = /<meta\s+http-equiv="refresh"/i;

/** The built pages with neither the menu nor a breadcrumb (issue 17 "0 pages without a way back"). */
export function pagesWithoutWayBack(root: string): string[] {
  return htmlFiles(root)
    .filter((page) => {
      const html = readFileSync(join(root, page), 'utf8');
      return !REDIRECT.test(html) && !WAY_BACK.test(html);
    })
    .map((page) => `/${page}`);
}

/** How many pages link to each missing target, most linked first. */
export function missingTargets(links: readonly MissingLink[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const link of links) counts.set(link.target, (counts.get(link.target) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

if (import.meta.main) {
  const flags = readFlags(process.argv.slice(2), SITE_FLAG, 'internal-links [--site <slug>]');
  const dist = join(process.cwd(), 'dist');
  const slugs = siteList(flags.site);
  const tenants = slugs.length ? slugs : readdirSync(dist).filter((name) => !name.startsWith('.'));
  let total = 0;
  for (const slug of tenants) {
    const targets = missingTargets(missingLinks(join(dist, slug)));
    const stranded = pagesWithoutWayBack(join(dist, slug));
    total += targets.length + stranded.length;
    console.log(`${slug}: ${targets.length} missing target(s), ${stranded.length} page(s) without a way back`);
    for (const [target, pages] of targets) console.log(`  ${target}  (${pages} page(s))`);
    for (const page of stranded) console.log(`  no menu or breadcrumb: ${page}`);
  }
  process.exitCode = total ? 1 : 0;
}
