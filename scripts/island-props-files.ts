/**
 * The results pages' island props by URL (issue 20 item 2). The search island (`client:after-lcp`) carries its first
 * results, facets and landings in its `props` attribute: about 66 KB of a 155 KB page, which took the page's HTML to
 * 19 KB brotli, over the 14.6 KB a connection's first round trip carries (Lighthouse's simulated slow 4G then waits a
 * round trip more before the first card's image can paint). The island hydrates only once that image is painted, so
 * its props can come then: this step moves each such island's props into `island-props/<hash>.json` (named by its
 * content, so a page and its props never disagree, and identical props are one file) and leaves the page
 * `props="{}" data-props-url="…"`, which src/site/after-lcp-directive.ts fetches before it hydrates.
 *
 * Done to each results page as Astro renders it, before it is written (`islandPropsMover`, in the prerenderer wrapper
 * of scripts/precompress-while-rendering.ts), so the page is written once, as served; `astro dev` keeps the props in
 * the page, and the directive then hydrates from them as they are.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageFinisher } from './precompress-while-rendering.ts';

export const ISLAND_PROPS_DIR = 'island-props';
const MARKER = 'client="after-lcp"';

/** Where a build's results pages are and their props files go: what `islandPropsMover` is made from, in any thread. */
export interface IslandPropsPlace {
  /** The output folder, where the props files are written (`island-props/`). */
  outDir: string;
  /** The search landings' folder (`search` or `used-car`), under which every results page is. */
  under: string;
}

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
 * Moves the props out of each page under `/<under>/` (the search landings' folder, `/search/` or `/used-car/`, where
 * every results page is) as Astro renders it, before the page is written (a PageFinisher of
 * scripts/precompress-while-rendering.ts): writes each props file into `outDir` once and answers the page as it is
 * to be written, with the props files' bytes, which are staged for compression like the page. Other pages, and
 * pages without such an island, are left as rendered (null). Each thread that writes pages makes its own (the same
 * props file written twice is the same bytes: it is named by them).
 */
export function islandPropsMover(outDir: string, under = ''): PageFinisher {
  const prefix = under ? `/${under}/` : '/';
  const written = new Set<string>();
  return (pathname, bytes) => {
    const page = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // Found in the bytes, with no text decoded.
    if (!pathname.startsWith(prefix) || !page.includes(MARKER)) return null;
    const result = externalizeIslandProps(page.toString('utf8'));
    if (!result.html) return null;
    const files: Uint8Array[] = [];
    for (const [url, json] of result.files) {
      if (written.has(url)) continue;
      const data = Buffer.from(json);
      mkdirSync(join(outDir, ISLAND_PROPS_DIR), { recursive: true });
      writeFileSync(join(outDir, url), data);
      written.add(url);
      files.push(data);
    }
    return { page: Buffer.from(result.html), files };
  };
}
