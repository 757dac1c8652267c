/**
 * The results pages' island props by URL (issue 20 item 2, scripts/island-props-files.ts): the build moves a
 * `client:after-lcp` island's props into a content-named file the directive fetches before hydrating, so the page's
 * HTML fits a connection's first round trip.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalizeIslandProps, islandPropsMover } from '../../../scripts/island-props-files.ts';
import { cacheControlFor } from '../../../scripts/serve-app.ts';

// Props as Astro writes them: JSON with its type tags, escaped for an attribute (html-escaper's & < > ' ").
const PROPS_JSON = `{"query":[0,"ute & 4x4 <new>"],"title":[0,"Harbour's \\"best\\""]}`;
const escaped = PROPS_JSON.replace(/&/g, '&amp;')
  .replace(/</g, '&lt;')
  .replace(/>/g, '&gt;')
  .replace(/'/g, '&#39;')
  .replace(/"/g, '&quot;');
const island = (client: string, props = escaped) =>
  `<astro-island uid="Z1" component-url="/_astro/SearchResults.abc.js" props="${props}" ssr client="${client}" opts="{}"><ul><li>card</li></ul></astro-island>`;
const page = (body: string) => `<!doctype html><html><body><h1>Stock</h1>${body}</body></html>`;

describe('externalizeIslandProps', () => {
  it("moves an after-lcp island's props to a file named by their content, unescaped as the browser reads them", () => {
    const { html, files } = externalizeIslandProps(page(island('after-lcp')));
    expect(files.size).toBe(1);
    const [url, json] = [...files][0]!;
    expect(url).toMatch(/^\/island-props\/[0-9a-f]{16}\.json$/);
    expect(json).toBe(PROPS_JSON);
    expect(JSON.parse(json!)).toEqual({ query: [0, 'ute & 4x4 <new>'], title: [0, 'Harbour\'s "best"'] });
    expect(html).toContain(`props="{}" data-props-url="${url}"`);
    expect(html).not.toContain('ute &amp; 4x4');
    // The island's markup (the server-rendered cards) stays in the page.
    expect(html).toContain('<ul><li>card</li></ul>');
  });

  it('leaves a page without such an island, and islands of other directives, as they are', () => {
    expect(externalizeIslandProps(page('<p>no islands</p>'))).toEqual({ html: null, files: new Map() });
    const visible = page(island('visible'));
    expect(externalizeIslandProps(visible)).toEqual({ html: null, files: new Map() });
    // Already moved (or empty props): nothing to do.
    expect(externalizeIslandProps(page(island('after-lcp', '{}'))).html).toBeNull();
  });

  it('gives the same props the same file and different props another', () => {
    const a = externalizeIslandProps(page(island('after-lcp')));
    const b = externalizeIslandProps(page(island('after-lcp')));
    const c = externalizeIslandProps(page(island('after-lcp', escaped.replace('ute', 'van'))));
    expect([...a.files.keys()]).toEqual([...b.files.keys()]);
    expect([...c.files.keys()]).not.toEqual([...a.files.keys()]);
  });
});

describe('islandPropsMover', () => {
  const bytes = (html: string) => new TextEncoder().encode(html);
  const text = (page: Uint8Array) => new TextDecoder().decode(page);

  it('answers a results page as it is to be written, and writes each props file once, returning its bytes to stage', () => {
    const out = mkdtempSync(join(tmpdir(), 'island-props-'));
    const move = islandPropsMover(out, 'search');

    const utes = move('/search/utes/', bytes(page(island('after-lcp'))));
    expect(utes).not.toBeNull();
    const [url] = [...externalizeIslandProps(page(island('after-lcp'))).files.keys()];
    expect(text(utes!.page)).toBe(externalizeIslandProps(page(island('after-lcp'))).html);
    expect(text(utes!.page)).toContain(`props="{}" data-props-url="${url}"`);
    expect(utes!.files.map(text)).toEqual([PROPS_JSON]);
    expect(readdirSync(join(out, 'island-props'))).toEqual([url!.split('/').pop()]);
    expect(readFileSync(join(out, url!), 'utf8')).toBe(PROPS_JSON);

    // The same props on another landing: the page names the same file, which is neither written nor staged again.
    const vans = move('/search/vans/', bytes(page(island('after-lcp'))));
    expect(text(vans!.page)).toContain(`data-props-url="${url}"`);
    expect(vans!.files).toEqual([]);
  });

  it('leaves pages outside the landings folder, and pages without such an island, as rendered', () => {
    const out = mkdtempSync(join(tmpdir(), 'island-props-under-'));
    const move = islandPropsMover(out, 'used-car');
    expect(move('/finance/', bytes(page(island('after-lcp'))))).toBeNull();
    expect(move('/search/utes/', bytes(page(island('after-lcp'))))).toBeNull();
    expect(move('/used-car/utes/', bytes(page(island('visible'))))).toBeNull();
    expect(move('/used-car/utes/', bytes(page('<p>no islands</p>')))).toBeNull();
    // No page had props to move: no folder.
    expect(existsSync(join(out, 'island-props'))).toBe(false);
    expect(move('/used-car/utes/', bytes(page(island('after-lcp'))))).not.toBeNull();
  });
});

describe('their caching', () => {
  it.each([
    ['/island-props/0123456789abcdef.json', 'public, max-age=31536000, immutable'],
    ['/search/utes/', 'public, max-age=0, must-revalidate'],
  ])('%s is sent with Cache-Control %s', (path, cacheControl) => {
    expect(cacheControlFor(path)).toBe(cacheControl);
  });
});
