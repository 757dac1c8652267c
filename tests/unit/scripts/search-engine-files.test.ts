import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isNoindexPage, isNoindexPageBytes, readPageHead } from '../../../scripts/page-head.ts';
import {
  indexablePages,
  pagePath,
  rejectedWarnings,
  writeFeeds,
  writeSitemaps,
} from '../../../scripts/search-engine-files.ts';
import { car, site } from '../../fixtures/cars.ts';

describe('noindex: the one rule that keeps a page out of the sitemap', () => {
  it.each([
    '<head><meta name="robots" content="noindex"></head>',
    '<head><meta name="robots" content="noindex" /></head>',
    "<head><meta content='nofollow, NOINDEX' name='ROBOTS'></head>",
    '<head><meta name=googlebot content=noindex></head>',
    // The bytes are read up to the first `</head>` as written; a head closed otherwise is read as isNoindexPage reads it.
    '<head><meta name="robots" content="noindex"></HEAD><body></body></head>',
    '<head><meta name="robots" content="noindex"></head ><p>x</p></head>',
  ])('%s is kept out', (html) => {
    expect(isNoindexPage(html)).toBe(true);
    // The same answer from the bytes the page writer writes (scripts/page-writer.ts).
    expect(isNoindexPageBytes(new TextEncoder().encode(`${html}<p>…</p>`))).toBe(true);
  });

  it.each([
    '<head><meta name="robots" content="index, follow"></head>',
    '<head><meta name="description" content="noindex is a word"></head>',
    '<head></head><body><meta name="robots" content="noindex"></body>',
    '<head><title>noindex</title></head>',
    '<head><title>Cars</title></head><body><p>Set noindex in site.json</p><meta name="robots" content="noindex">',
    '<head><title>Cars</title></HEAD><body><meta name="robots" content="noindex"></head>',
  ])('%s is listed', (html) => {
    expect(isNoindexPage(html)).toBe(false);
    expect(isNoindexPageBytes(new TextEncoder().encode(`${html}<p>…</p>`))).toBe(false);
  });

  it('maps built files to the paths the canonical links use', () => {
    expect(['index.html', 'cars/x/index.html', '404.html'].map(pagePath)).toEqual(['/', '/cars/x/', '/404.html']);
  });
});

describe('readPageHead: the part of a built page the rule reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-head-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, html: string) => {
    writeFileSync(join(dir, name), html);
    return join(dir, name);
  };

  it('stops at </head>, several reads in when the head is long, characters across reads intact', () => {
    // 40 KB of inline CSS and a three-byte character on the boundary of the first 32 KB read.
    const style = `<style>${'a{color:red}'.repeat(2730)}/*…*/${'b{color:blue}'.repeat(600)}</style>`;
    const head = `<!doctype html><html><head>${style}<meta name="robots" content="noindex"></HEAD >`;
    const text = readPageHead(write('long-head.html', `${head}<body>${'<p>car</p>'.repeat(20_000)}</body>`));
    expect(text.startsWith(head)).toBe(true);
    expect(text).toContain('/*…*/');
    expect(text.length).toBeLessThan(head.length + 32 * 1024);
    expect(isNoindexPage(text)).toBe(true);
  });

  it('reads a page with no </head> to its end, so a meta tag anywhere in it still counts', () => {
    const html = `${'<p>x</p>'.repeat(10_000)}<meta name="robots" content="noindex">`;
    expect(readPageHead(write('no-head.html', html))).toBe(html);
    expect(readPageHead(write('empty.html', ''))).toBe('');
  });
});

describe('writeSitemaps and writeFeeds on a built tenant', () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-engine-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = (file: string, noindex = false) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    const robots = noindex ? '<meta name="robots" content="noindex">' : '';
    writeFileSync(join(dir, file), `<!doctype html><html><head><title>t</title>${robots}</head><body></body></html>`);
  };
  page('index.html');
  page('contact/index.html');
  page('cars/for-sale/index.html');
  page('cars/sold-long-ago/index.html'); // a stale page: the car is in the stock file but not shown
  page('404.html', true);
  page('success/index.html', true);
  page('print/index.html', true);
  page('sign-in/index.html', true);
  const tenant = {
    site: site({
      domains: ['www.test-motors.com.au'],
      locations: [
        {
          id: 7,
          name: 'Test Motors Brisbane',
          slug: 'brisbane',
          primary: true,
          address: { street: '1 Main Street', city: 'Brisbane', state: 'QLD', postcode: '4000' },
        },
      ],
    }),
    stock: [car({ slug: 'for-sale' }), car({ id: 2, slug: 'sold-long-ago', status: 'sold' })],
    cars: [
      car({
        slug: 'for-sale',
        vin: 'JTMTKVGG9LR754540',
        km: 1000,
        colour: 'Red',
        images: [{ image: { url: '/media/a.jpg' } }],
        updated_at: '2026-11-20T10:00:00+10:00',
      }),
      car({ id: 3, slug: 'no-vin', images: [{ image: { url: '/media/b.jpg' } }], km: 5, colour: 'Blue' }),
    ],
  };
  // Both steps of the build: the sitemaps (after Astro) and the feeds (scripts/stock-files.ts).
  const written = Promise.all([writeSitemaps(dir, tenant), writeFeeds(dir, tenant)]).then(([sitemaps, feeds]) => ({
    ...sitemaps,
    feeds,
  }));

  it('takes what the page writer read of a page it wrote, and reads the others from disk', async () => {
    // The writer said contact/ is noindex (its file on disk does not): that page is not read again.
    const known = { files: new Set(['contact/index.html', 'index.html']), noindex: new Set(['contact/index.html']) };
    const pages = await indexablePages(dir, { ...known, scriptHashes: [] });
    expect(pages.sort()).toEqual(['/', '/cars/for-sale/', '/cars/sold-long-ago/']);
  });

  it('lists the indexable pages only', async () => {
    expect((await indexablePages(dir)).sort()).toEqual(['/', '/cars/for-sale/', '/cars/sold-long-ago/', '/contact/']);
    await written;
    const sitemap = readFileSync(join(dir, 'sitemap-0.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.test-motors.com.au/',
      'https://www.test-motors.com.au/cars/for-sale/',
      'https://www.test-motors.com.au/contact/',
    ]);
    expect(sitemap).toContain('<lastmod>2026-11-20T00:00:00Z</lastmod>');
  });

  it('answers the files it wrote, and reads a listing the build made as it reads its own', async () => {
    expect((await written).written).toEqual(['sitemap-0.xml', 'sitemap-index.xml', 'robots.txt']);
    const listed = ['index.html', 'contact/index.html', 'cars/for-sale/index.html'];
    expect((await indexablePages(dir, undefined, listed)).sort()).toEqual(['/', '/cars/for-sale/', '/contact/']);
  });

  it('writes robots.txt, the sitemap index, both feeds and the rejections', async () => {
    const report = await written;
    expect(
      readdirSync(dir)
        .filter((name) => !name.endsWith('.html'))
        .sort(),
    ).toEqual(expect.arrayContaining(['feeds', 'robots.txt', 'sitemap-0.xml', 'sitemap-index.xml']));
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://www.test-motors.com.au/sitemap-index.xml',
    );
    expect(readdirSync(join(dir, 'feeds')).sort()).toEqual([
      'google-vehicle-listings.csv',
      'meta-automotive.xml',
      'rejected.json',
    ]);
    const rejected = JSON.parse(readFileSync(join(dir, 'feeds', 'rejected.json'), 'utf8')) as Record<
      string,
      { listed: number; rejected: { slug: string; reasons: string[] }[] }
    >;
    expect(rejected['google-vehicle-listings.csv']).toEqual({
      listed: 1,
      rejected: [{ id: 3, stocknum: 'A123', slug: 'no-vin', reasons: ['vin: missing'] }],
    });
    expect(rejected['meta-automotive.xml']!.listed).toBe(1);
    expect(report.sitemapUrls).toBe(3);
    expect(rejectedWarnings('test-motors', report)).toEqual([
      'test-motors: feeds/google-vehicle-listings.csv left out 1 car(s) missing a required field (listed 1); see dist/test-motors/feeds/rejected.json',
      'test-motors: feeds/meta-automotive.xml left out 1 car(s) missing a required field (listed 1); see dist/test-motors/feeds/rejected.json',
    ]);
  });
});
