/**
 * The results pages' island props by URL (issue 20 item 2). The search island (`client:after-lcp`) carries its first
 * results, facets and landings in its `props` attribute: about 66 KB of a 155 KB page, which took the page's HTML to
 * 19 KB brotli, over the 14.6 KB a connection's first round trip carries (Lighthouse's simulated slow 4G then waits a
 * round trip more before the first card's image can paint). The island hydrates only once that image is painted, so
 * its props can come then: this step moves each such island's props into `island-props/<hash>.json` (named by its
 * content, so a page and its props never disagree, and identical props are one file) and leaves the page
 * `props="{}" data-props-url="…"`, which src/site/after-lcp-directive.ts fetches before it hydrates.
 *
 * Run on the built pages before they are precompressed (scripts/build-tenant.ts); `astro dev` keeps the props in the
 * page, and the directive then hydrates from them as they are.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const ISLAND_PROPS_DIR = 'island-props';
const MARKER = 'client="after-lcp"';

/** An island tag that hydrates after the largest paint, with the props Astro serialised into it. */
const AFTER_LCP_ISLAND = /<astro-island\b[^>]*\bclient="after-lcp"[^>]*>/g;
const PROPS_ATTRIBUTE = /\sprops="([^"]*)"/;

// Astro escapes attribute values as html-escaper does (& < > ' "); these undo it, `&amp;` last.
const ENTITIES: [RegExp, string][] = [
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&amp;/g, '&'],
];
const unescapeAttribute = (value: string) =>
  ENTITIES.reduce((text, [entity, char]) => text.replace(entity, char), value);

/**
 * One page's HTML with its after-LCP islands' props moved out: the new HTML (null when it has none) and the props
 * files it now names, by their URL path.
 */
export function externalizeIslandProps(html: string): { html: string | null; files: Map<string, string> } {
  const files = new Map<string, string>();
  if (!html.includes(MARKER)) return { html: null, files };
  const changed = html.replace(AFTER_LCP_ISLAND, (tag) => {
    const props = PROPS_ATTRIBUTE.exec(tag);
    if (!props || props[1] === '{}') return tag;
    const json = unescapeAttribute(props[1]!);
    const url = `/${ISLAND_PROPS_DIR}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
    files.set(url, json);
    return tag.replace(PROPS_ATTRIBUTE, ` props="{}" data-props-url="${url}"`);
  });
  return { html: changed === html ? null : changed, files };
}

/**
 * Moves the props out of every built page under `outDir`'s folder `under` that has such an island (the build names
 * the search landings' folder, `/search/` or `/used-car/`, where every results page is: reading the group's other
 * 8,000 pages cost 3 s); returns how many pages.
 */
export async function writeIslandPropsFiles(outDir: string, under = ''): Promise<number> {
  const entries = await readdir(join(outDir, under), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  const written = new Map<string, string>();
  let changed = 0;
  for (const entry of pages) {
    const file = join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    // Most pages (every car page) have no such island: found in the bytes, with no text decoded.
    if (!bytes.includes(MARKER)) continue;
    const result = externalizeIslandProps(bytes.toString('utf8'));
    if (!result.html) continue;
    for (const [url, json] of result.files) written.set(url, json);
    // A new file renamed over the page: a page an incremental build linked from the last release is never written
    // through its link.
    await writeFile(`${file}.props-tmp`, result.html);
    await rename(`${file}.props-tmp`, file);
    changed++;
  }
  if (written.size) {
    await mkdir(join(outDir, ISLAND_PROPS_DIR), { recursive: true });
    await Promise.all([...written].map(([url, json]) => writeFile(join(outDir, url), json)));
  }
  return changed;
}
