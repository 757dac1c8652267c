/**
 * Carries unchanged cars' pages over from the live build into the new one (issue 18 item 2).
 *
 * A car page is its own `<head>` and `<main>` (the car, unchanged: same fingerprint) inside the
 * site's header and footer, which change from night to night (the counts by car type, the menus,
 * "Stock as at"). So a carried-over page keeps its head and main and takes everything of `<body>`
 * outside `<main>` from a freshly rendered page of the same route, with that page's slug replaced
 * by its own; links to renamed search index files are renamed. JSON files are copied as they are.
 *
 * Before anything is carried over, the canaries (unchanged cars the build rendered again) are
 * carried over in memory and compared byte for byte with their fresh render: any difference means
 * the pages depend on something the fingerprints miss, and the build must be a full one.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BuildManifest } from './manifest.ts';
import { carPages, searchDataFiles } from './manifest.ts';

const MAIN_OPEN = '<main id="main">';

interface Regions {
  head: string;
  before: string;
  main: string;
  after: string;
}

function regionsOf(html: string): Regions | null {
  const body = html.indexOf('<body');
  const open = html.indexOf(MAIN_OPEN);
  const close = html.lastIndexOf('</main>');
  if (body === -1 || open < body || close < open) return null;
  const mainStart = open + MAIN_OPEN.length;
  return {
    head: html.slice(0, body),
    before: html.slice(body, mainStart),
    main: html.slice(mainStart, close),
    after: html.slice(close),
  };
}

/** A file's route: its path with the car's slug as `*` (cars/ * /index.html, compare-cars/ * .json). */
const routeOf = (file: string, slug: string) => file.split(slug).join('*');

/** search-data/stock-<hash>.json → the same file's new name, paired by the name without its hash. */
function searchDataRenames(before: readonly string[], after: readonly string[]): [string, string][] {
  const stem = (name: string) => name.replace(/-[0-9a-f]{8,}(?=\.[^.]+$)/, '');
  const renames: [string, string][] = [];
  for (const old of before) {
    const now = after.find((name) => stem(name) === stem(old));
    if (now && now !== old) renames.push([old, now]);
  }
  return renames;
}

export interface CarryOverInput {
  previousDir: string;
  outDir: string;
  previous: BuildManifest;
  /** Cars this build rendered (changed and new), then the canaries (also rendered). */
  rendered: readonly string[];
  canaries: readonly string[];
  reuse: readonly string[];
}

export type CarryOverResult = { pages: number; files: number } | { mismatch: string };

export async function carryOverCars(input: CarryOverInput): Promise<CarryOverResult> {
  const { previousDir, outDir, previous } = input;
  const renames = searchDataRenames(previous.search_data, searchDataFiles(outDir));
  // Fresh pages per route, to take the header and footer from: changed cars first, then canaries.
  const fresh = new Map<string, { slug: string; regions: Regions }[]>();
  for (const slug of [...input.rendered, ...input.canaries]) {
    for (const file of carPages(outDir, slug)) {
      const html = await readFile(join(outDir, file), 'utf8').catch(() => null);
      const regions = html === null ? null : regionsOf(html);
      if (!regions) continue;
      const list = fresh.get(routeOf(file, slug)) ?? [];
      if (list.length < 2) fresh.set(routeOf(file, slug), [...list, { slug, regions }]);
    }
  }

  async function carried(slug: string, file: string): Promise<string | Buffer | { mismatch: string }> {
    const old = await readFile(join(previousDir, file)).catch(() => null);
    if (old === null) return { mismatch: `${file} is missing from the live build` };
    if (!file.endsWith('.html')) return old;
    const regions = regionsOf(old.toString('utf8'));
    const reference = fresh.get(routeOf(file, slug))?.find((page) => page.slug !== slug);
    if (!regions || !reference)
      return { mismatch: `${file}: no freshly rendered page of its route to take the header and footer from` };
    const chrome = (part: string) => part.split(reference.slug).join(slug);
    let html = regions.head + chrome(reference.regions.before) + regions.main + chrome(reference.regions.after);
    for (const [from, to] of renames) html = html.split(from).join(to);
    return html;
  }

  for (const slug of input.canaries) {
    for (const file of previous.cars[slug]!.files) {
      const copy = await carried(slug, file);
      if (typeof copy === 'object' && 'mismatch' in copy) return copy;
      const rendered = await readFile(join(outDir, file)).catch(() => null);
      if (rendered === null || !rendered.equals(Buffer.from(copy)))
        return {
          mismatch: `${file}: the carried-over copy differs from a fresh render${firstDifference(copy, rendered)}`,
        };
    }
  }

  let pages = 0;
  let files = 0;
  for (const slug of input.reuse) {
    for (const file of previous.cars[slug]!.files) {
      const copy = await carried(slug, file);
      if (typeof copy === 'object' && 'mismatch' in copy) return copy;
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), copy);
      files += 1;
      if (file.endsWith('.html')) pages += 1;
    }
  }
  return { pages, files };
}

function firstDifference(copy: string | Buffer, rendered: Buffer | null): string {
  if (rendered === null) return ' (no fresh file)';
  const a = Buffer.from(copy).toString('utf8');
  const b = rendered.toString('utf8');
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return ` at character ${i}: "${a.slice(Math.max(0, i - 40), i + 40)}" vs "${b.slice(Math.max(0, i - 40), i + 40)}"`;
}
