/**
 * Caching and compression of the static files: the build writes brotli and gzip copies of each
 * text file of 1 KB or more (scripts/precompress.ts), the server sends the copy the request accepts,
 * with an ETag per file as sent, and answers a conditional GET whose copy is current with 304
 * (If-None-Match first, else If-Modified-Since).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.ts';
import { createServeApp } from '../../../scripts/serve-app.ts';

const SLUG = 'southside-used-cars';
const HOST = `${SLUG}.localhost:4321`;
const PAGE = `<!doctype html><h1>Stock</h1>${'<p>A car for sale, with its price and kilometres.</p>'.repeat(60)}`;
let root: string;
let dist: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(root, 'sites', SLUG), { recursive: true });
  copyFileSync(join('sites', SLUG, 'site.json'), join(root, 'sites', SLUG, 'site.json'));
  copyFileSync(join('sites', SLUG, 'stock.json'), join(root, 'sites', SLUG, 'stock.json'));
  dist = join(root, 'dist', SLUG);
  mkdirSync(join(dist, '_astro'), { recursive: true });
  mkdirSync(join(dist, 'media'), { recursive: true });
  mkdirSync(join(dist, '_edge'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), PAGE);
  // The edge functions' data: never sent to a shopper (and written while the copies are made).
  writeFileSync(join(dist, '_edge', 'tenant.json'), JSON.stringify({ cars: Array(200).fill({ id: 1 }) }));
  writeFileSync(
    join(dist, '_astro', 'page.abc123.js'),
    `export const cars = ${JSON.stringify(Array(200).fill('car'))};`,
  );
  writeFileSync(join(dist, 'small.css'), 'a{color:red}');
  writeFileSync(join(dist, 'media', 'car.svg'), `<svg>${'<path d="M0 0"/>'.repeat(200)}</svg>`);
  writeFileSync(join(dist, 'photo.png'), Buffer.alloc(4096, 1));
  await precompressDir(dist);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the build precompresses text files of 1 KB or more', () => {
  it.each([
    ['index.html', true],
    ['_astro/page.abc123.js', true],
    ['small.css', false],
    ['media/car.svg', false],
    ['_edge/tenant.json', false],
    ['photo.png', false],
  ])('%s → copies: %s', (file, copied) => {
    expect(existsSync(join(dist, `${file}.br`))).toBe(copied);
    expect(existsSync(join(dist, `${file}.gz`))).toBe(copied);
  });

  it('the copies decompress to the file itself', () => {
    const original = readFileSync(join(dist, 'index.html'));
    expect(brotliDecompressSync(readFileSync(join(dist, 'index.html.br')))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dist, 'index.html.gz')))).toEqual(original);
  });
});

const app = () => createServeApp(root, {}, { mode: 'development' }).app;
const get = (headers: Record<string, string>, path = '/') =>
  app().request(path, { headers: { host: HOST, ...headers } });

describe('the server sends the copy the request accepts, with an ETag and Last-Modified', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('Accept-Encoding %s → Content-Encoding %s', async (accept, encoding) => {
    const response = await get({ 'Accept-Encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('ETag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('Last-Modified')).toBeTruthy();
    const body = Buffer.from(await response.arrayBuffer());
    expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(PAGE);
  });

  it.each([
    ['/', 'public, max-age=0, must-revalidate'],
    ['/_astro/page.abc123.js', 'public, max-age=31536000, immutable'],
  ])('%s is sent with Cache-Control %s', async (path, cacheControl) => {
    expect((await get({ 'Accept-Encoding': 'br' }, path)).headers.get('Cache-Control')).toBe(cacheControl);
  });

  it('without Accept-Encoding the file goes as it is', async () => {
    const response = await get({});
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe(PAGE);
  });

  it('each encoding has its own ETag', async () => {
    const br = (await get({ 'Accept-Encoding': 'br' })).headers.get('ETag');
    const gz = (await get({ 'Accept-Encoding': 'gzip' })).headers.get('ETag');
    const plain = (await get({})).headers.get('ETag');
    expect(new Set([br, gz, plain]).size).toBe(3);
  });
});

describe('conditional GET', () => {
  it('If-None-Match with the current ETag → 304 with no body, keeping the validators', async () => {
    const first = await get({ 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag')!;
    const again = await get({ 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(await again.text()).toBe('');
  });

  it('If-None-Match with another ETag → 200', async () => {
    expect((await get({ 'If-None-Match': 'W/"0-0"' })).status).toBe(200);
  });

  it('If-Modified-Since at or after Last-Modified → 304; before it → 200', async () => {
    const lastModified = (await get({})).headers.get('Last-Modified')!;
    expect((await get({ 'If-Modified-Since': lastModified })).status).toBe(304);
    const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get({ 'If-Modified-Since': before })).status).toBe(200);
  });

  it('If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2)', async () => {
    const lastModified = (await get({})).headers.get('Last-Modified')!;
    const response = await get({ 'If-None-Match': 'W/"0-0"', 'If-Modified-Since': lastModified });
    expect(response.status).toBe(200);
  });

  it('a missing file is still the tenant 404, never a 304', async () => {
    const response = await get({ 'If-Modified-Since': new Date().toUTCString() }, '/no-such-page');
    expect(response.status).toBe(404);
  });
});
