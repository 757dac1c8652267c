/**
 * The page writer (scripts/page-writer.ts, issue 20 item 4): the pages Astro renders written from a thread of their
 * own, each where Astro would have written it, and a page that cannot be written failing the build by name.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../scripts/inline-script-hashes.ts';
import { pageFileIn, startPageWriter } from '../../../scripts/page-writer.ts';

const root = mkdtempSync(join(tmpdir(), 'page-writer-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pageFileIn: where Astro writes a page (build.format directory, no base)', () => {
  it.each([
    ['/', 'index.html'],
    ['/cars/2019-toyota-hilux-sr5-abc123/', 'cars/2019-toyota-hilux-sr5-abc123/index.html'],
    ['/cars/2019-toyota-hilux-sr5-abc123/checkout/', 'cars/2019-toyota-hilux-sr5-abc123/checkout/index.html'],
    ['/used-car/toyota', 'used-car/toyota/index.html'],
    ['/print.html/', 'print.html/index.html'],
  ])('%s is written at %s', (pathname, file) => {
    expect(pageFileIn('/out', pathname)).toBe(join('/out', file));
  });

  it.each([
    ['/404/', 'Astro writes its status pages as 404.html'],
    ['/500', 'and 500.html'],
    ['/cars/../../etc/', 'a path that climbs out'],
    ['/caf%C3%A9/', 'an encoded path (Astro decodes it)'],
    ['/cars//x/', 'an empty segment'],
  ])('%s is left to Astro: %s', (pathname) => {
    expect(pageFileIn('/out', pathname)).toBeNull();
  });
});

describe('startPageWriter', () => {
  it('writes every page sent, in folders it makes, before close resolves', async () => {
    const writer = startPageWriter();
    const pages = Array.from({ length: 50 }, (_, i) => ({
      file: join(root, 'site/cars', `car-${i}`, 'index.html'),
      html: `<!doctype html><h1>Car ${i}</h1>${'<p>text</p>'.repeat(i * 10)}`,
    }));
    for (const { file, html } of pages) expect(writer.write(file, new TextEncoder().encode(html))).toBe(true);
    // A view into a shared buffer (Buffer's pool) is copied to the thread, not moved.
    const small = Buffer.from('<p>small</p>');
    writer.write(join(root, 'site/small/index.html'), small);
    await writer.close();
    for (const { file, html } of pages) expect(readFileSync(file, 'utf8')).toBe(html);
    expect(readFileSync(join(root, 'site/small/index.html'), 'utf8')).toBe('<p>small</p>');
    expect(small.toString()).toBe('<p>small</p>');
  });

  it('answers the pages it wrote, which of them say noindex, and their inline scripts\u2019 hashes', async () => {
    const writer = startPageWriter();
    const page = (file: string, head: string, body: string) =>
      writer.write(
        join(root, 'read', file),
        new TextEncoder().encode(`<html><head>${head}</head><body>${body}</body>`),
      );
    page('a/index.html', '<script>a()</script>', '<script type="module">b()</script>');
    page('b/index.html', '<meta name="robots" content="noindex">', '<script>a()</script>');
    page('c/index.html', '<title>noindex is only a word here</title>', '<script src="/x.js"></script>');
    const written = await writer.close();
    expect(written.files).toEqual(['a', 'b', 'c'].map((name) => join(root, 'read', name, 'index.html')));
    expect(written.noindex).toEqual([join(root, 'read/b/index.html')]);
    expect(written.scriptHashes).toEqual(
      [
        ...new Set([...inlineScriptHashes('<script>a()</script>'), ...inlineScriptHashes('<script>b()</script>')]),
      ].sort(),
    );
    expect(written.scriptHashes).toHaveLength(2);
  });

  it('takes nothing when it is too many pages behind, so the caller (Astro) writes the page', async () => {
    const writer = startPageWriter({ maxPendingPages: 0 });
    const bytes = new TextEncoder().encode('<p>for Astro</p>');
    expect(writer.write(join(root, 'behind/index.html'), bytes)).toBe(false);
    expect(new TextDecoder().decode(bytes)).toBe('<p>for Astro</p>');
    await writer.close();
    expect(existsSync(join(root, 'behind'))).toBe(false);
  });

  it('fails naming a page it could not write, after writing the others', async () => {
    const blocker = join(root, 'blocked');
    writeFileSync(blocker, 'a file where a folder should be');
    const writer = startPageWriter();
    writer.write(join(blocker, 'car/index.html'), new TextEncoder().encode('<p>lost</p>'));
    writer.write(join(root, 'fine/index.html'), new TextEncoder().encode('<p>kept</p>'));
    await expect(writer.close()).rejects.toThrow(`Pages could not be written: ${join(blocker, 'car/index.html')}: `);
    expect(readFileSync(join(root, 'fine/index.html'), 'utf8')).toBe('<p>kept</p>');
  });
});
