/**
 * The results pages' island props by URL (issue 20 item 2, scripts/island-props-files.ts): the build moves a
 * `client:after-lcp` island's props into a content-named file the directive fetches before hydrating, so the page's
 * HTML fits a connection's first round trip.
 */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalizeIslandProps, writeIslandPropsFiles } from '../../../scripts/island-props-files.ts';
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

describe('writeIslandPropsFiles', () => {
  it('rewrites the pages that have one, writes each props file once, and never writes through a linked page', async () => {
    const out = mkdtempSync(join(tmpdir(), 'island-props-'));
    const previous = mkdtempSync(join(tmpdir(), 'island-props-previous-'));
    for (const dir of ['search/utes', 'search/vans', 'cars/a-car']) mkdirSync(join(out, dir), { recursive: true });
    writeFileSync(join(out, 'search/utes/index.html'), page(island('after-lcp')));
    writeFileSync(join(out, 'search/vans/index.html'), page(island('after-lcp')));
    // A page an incremental build linked from the last release (here with an island, to show the link holds).
    writeFileSync(join(previous, 'car.html'), page(island('after-lcp')));
    linkSync(join(previous, 'car.html'), join(out, 'cars/a-car/index.html'));

    expect(await writeIslandPropsFiles(out)).toBe(3);
    const written = readdirSync(join(out, 'island-props'));
    expect(written).toHaveLength(1);
    expect(readFileSync(join(out, 'island-props', written[0]!), 'utf8')).toBe(PROPS_JSON);
    expect(readFileSync(join(out, 'search/vans/index.html'), 'utf8')).toContain(`data-props-url="/island-props/`);
    expect(readFileSync(join(previous, 'car.html'), 'utf8')).toBe(page(island('after-lcp')));
    expect(existsSync(join(out, 'search/utes/index.html.props-tmp'))).toBe(false);
  });

  it('reads only the folder it is given (the search landings), and a missing one is no pages', async () => {
    const out = mkdtempSync(join(tmpdir(), 'island-props-under-'));
    for (const dir of ['search/utes', 'elsewhere']) mkdirSync(join(out, dir), { recursive: true });
    writeFileSync(join(out, 'search/utes/index.html'), page(island('after-lcp')));
    writeFileSync(join(out, 'elsewhere/index.html'), page(island('after-lcp')));
    expect(await writeIslandPropsFiles(out, 'search')).toBe(1);
    expect(readFileSync(join(out, 'elsewhere/index.html'), 'utf8')).toBe(page(island('after-lcp')));
    expect(await writeIslandPropsFiles(out, 'used-car')).toBe(0);
  });

  it('writes no folder for a build without such pages', async () => {
    const out = mkdtempSync(join(tmpdir(), 'island-props-none-'));
    writeFileSync(join(out, 'index.html'), page('<p>home</p>'));
    expect(await writeIslandPropsFiles(out)).toBe(0);
    expect(existsSync(join(out, 'island-props'))).toBe(false);
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
