/**
 * A tenant served by our server gets no copies of its pages from the build (scripts/precompress.ts): the server
 * compresses a page the first time it is asked for, in the encoding the request prefers, and keeps the copy
 * (scripts/compress-on-request.ts). What a shopper's browser receives is the same as with the build's copies: the
 * page's bytes, brotli or gzip, with Vary, Content-Length and an ETag per encoding, and a 304 when it is current.
 */
import { copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedCopies, preferredEncoding } from '../../../scripts/compress-on-request.ts';
import { precompressDir, precompressEncodings } from '../../../scripts/precompress.ts';
import { createServeApp } from '../../../scripts/serve-app.ts';

describe('preferredEncoding: the encoding the request accepts (RFC 9110 §12.5.3)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('%j → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

const SLUG = 'harbour-city-toyota';
const HOST = `${SLUG}.localhost:4321`;
const page = (title: string) =>
  `<!doctype html><h1>${title}</h1>${'<p>A car for sale, with its price and kilometres.</p>'.repeat(60)}`;
let root: string;
let dist: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compress-on-request-'));
  mkdirSync(join(root, 'sites', SLUG), { recursive: true });
  copyFileSync(join('sites', SLUG, 'site.json'), join(root, 'sites', SLUG, 'site.json'));
  dist = join(root, 'dist', SLUG);
  mkdirSync(join(dist, '_astro'), { recursive: true });
  mkdirSync(join(dist, 'cars', 'a-car'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), page('Stock'));
  writeFileSync(join(dist, 'cars', 'a-car', 'index.html'), page('A car'));
  writeFileSync(
    join(dist, '_astro', 'page.abc123.js'),
    `export const cars = ${JSON.stringify(Array(200).fill('car'))};`,
  );
  writeFileSync(join(dist, 'small.css'), 'a{color:red}');
  writeFileSync(join(dist, 'photo.png'), Buffer.alloc(4096, 1));
  // What a build for our server writes: copies of the bundles alone.
  await precompressDir(dist, undefined, { plan: precompressEncodings(undefined) });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const serve = (copies = compressedCopies()) => ({
  copies,
  get: (headers: Record<string, string>, path = '/', method = 'GET') =>
    createServeApp(root, {}, { mode: 'development', copies }).app.request(path, {
      method,
      headers: { host: HOST, ...headers },
    }),
});

describe('the server compresses a page the build left without copies', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('Accept-Encoding %s → Content-Encoding %s, the page itself once decoded', async (accept, encoding) => {
    const response = await serve().get({ 'Accept-Encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(page('Stock'));
  });

  it('a page in a folder (/cars/a-car/) is compressed too', async () => {
    const response = await serve().get({ 'Accept-Encoding': 'br' }, '/cars/a-car/');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page('A car'));
  });

  it('the copy is made once and kept: the second request is answered from memory', async () => {
    const { copies, get } = serve();
    const first = Buffer.from(await (await get({ 'Accept-Encoding': 'br' })).arrayBuffer());
    const kept = copies.bytes;
    expect(kept).toBe(first.length);
    const second = Buffer.from(await (await get({ 'Accept-Encoding': 'br' })).arrayBuffer());
    expect(second).toEqual(first);
    expect(copies.bytes).toBe(kept);
  });

  it('a HEAD request gets the headers a GET gets, without a body', async () => {
    const { get } = serve();
    const head = await get({ 'Accept-Encoding': 'br' }, '/', 'HEAD');
    const full = await get({ 'Accept-Encoding': 'br' });
    expect(head.headers.get('Content-Encoding')).toBe('br');
    expect(head.headers.get('Content-Length')).toBe(full.headers.get('Content-Length'));
    expect(head.headers.get('ETag')).toBe(full.headers.get('ETag'));
    expect(await head.text()).toBe('');
  });

  it('each encoding has its own ETag, and a current one is answered 304', async () => {
    const { get } = serve();
    const br = (await get({ 'Accept-Encoding': 'br' })).headers.get('ETag')!;
    const gz = (await get({ 'Accept-Encoding': 'gzip' })).headers.get('ETag')!;
    const plain = (await get({})).headers.get('ETag')!;
    expect(new Set([br, gz, plain]).size).toBe(3);
    const again = await get({ 'Accept-Encoding': 'br', 'If-None-Match': br });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('without an acceptable encoding the page goes as it is, still with Vary', async () => {
    const response = await serve().get({ 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await response.text()).toBe(page('Stock'));
  });

  it.each([
    ['/small.css', 'under 1 KB'],
    ['/photo.png', 'not text'],
  ])('%s (%s) goes as it is', async (path) => {
    const { copies, get } = serve();
    const response = await get({ 'Accept-Encoding': 'br' }, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(copies.bytes).toBe(0);
  });

  it("a bundle is sent as the build's own copy, not compressed again", async () => {
    const { copies, get } = serve();
    const response = await get({ 'Accept-Encoding': 'br' }, '/_astro/page.abc123.js');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(copies.bytes).toBe(0);
  });

  it("a new release's page is never answered with the old page's copy", async () => {
    const { get } = serve();
    const file = join(dist, 'cars', 'a-car', 'index.html');
    const before = brotliDecompressSync(
      Buffer.from(await (await get({ 'Accept-Encoding': 'br' }, '/cars/a-car/')).arrayBuffer()),
    );
    // Same length, same second: a publish writes a new file (another inode), as scripts/publish.ts's releases do.
    writeFileSync(`${file}.new`, page('B car'));
    renameSync(`${file}.new`, file);
    const after = brotliDecompressSync(
      Buffer.from(await (await get({ 'Accept-Encoding': 'br' }, '/cars/a-car/')).arrayBuffer()),
    );
    expect(before.toString()).toBe(page('A car'));
    expect(after.toString()).toBe(page('B car'));
  });
});

describe('the copies kept are bounded', () => {
  it('past the limit the least recently used copies are let go', async () => {
    const one = (await serve().get({ 'Accept-Encoding': 'br' })).headers.get('Content-Length');
    const copies = compressedCopies(Number(one) + 10);
    const { get } = serve(copies);
    await get({ 'Accept-Encoding': 'br' });
    await get({ 'Accept-Encoding': 'gzip' });
    expect(copies.bytes).toBeLessThanOrEqual(Number(one) + 10);
    expect(copies.bytes).toBeGreaterThan(0);
    // Still answered right when its copy was let go.
    const again = await get({ 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(page('Stock'));
  });
});
