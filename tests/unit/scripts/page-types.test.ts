import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, NOT_FOUND_PATH, pageAssets, pagePath, pageTypes as typesOf } from '../../../scripts/page-types.ts';

/** Pages that all load the same assets, by path. */
const pageTypes = (paths: string[], assets: Record<string, string> = {}) =>
  typesOf(paths.map((path) => ({ path, assets: assets[path] ?? 'page.js' })));

const cars = ['/cars/a-1', '/cars/b-2', '/cars/c-3', '/cars/d-4'];

describe('page types from the built files (issue 17 "axe clean on every page type")', () => {
  it('one page per route shape: a place with more than 3 values is a parameter', () => {
    expect(pageTypes(['/', '/about-us', ...cars, '/cars/a-1/checkout', '/cars/b-2/checkout'])).toEqual([
      { type: '/', path: '/' },
      { type: '/about-us', path: '/about-us' },
      { type: '/cars/*', path: '/cars/a-1' },
      { type: '/cars/*/checkout', path: '/cars/a-1/checkout' },
    ]);
  });

  it('3 or fewer values stay pages of their own (offers, locations of a small dealer)', () => {
    expect(pageTypes(['/special-offers/a', '/special-offers/b']).map((page) => page.type)).toEqual([
      '/special-offers/a',
      '/special-offers/b',
    ]);
  });

  it('a search and a make-and-model search are two types, whatever the make', () => {
    const paths = ['/search/a', '/search/b', '/search/c', '/search/d', '/search/a/x', '/search/b/y', '/search/c/z'];
    paths.push('/search/d/w');
    expect(pageTypes(paths).map((page) => page.type)).toEqual(['/search/*', '/search/*/*']);
  });

  it('a first segment is a parameter when more than 3 share the rest (/{brand}/overview)', () => {
    const brands = ['/audi/overview', '/bmw/overview', '/kia/overview', '/vw/overview'];
    expect(pageTypes([...brands, '/blog/post'])).toEqual([
      { type: '/*/overview', path: '/audi/overview' },
      { type: '/blog/post', path: '/blog/post' },
    ]);
    expect(pageTypes(['/toyota/overview']).map((page) => page.type)).toEqual(['/toyota/overview']);
  });

  it('a page loading other scripts than most of its shape is a type of its own, named by its path', () => {
    expect(pageTypes([...cars, '/cars/trade-in'], { '/cars/trade-in': 'trade-in.js' })).toEqual([
      { type: '/cars/*', path: '/cars/a-1' },
      { type: '/cars/trade-in', path: '/cars/trade-in' },
    ]);
  });

  it('the odd pages out of a shape that load the same scripts are one type, named by the first', () => {
    const landings = ['/search/hilux', '/search/ranger', '/search/rav4', '/search/corolla', '/search/i30'];
    const odd = { '/search/hilux': 'landing.js', '/search/i30': 'landing.js', '/search/rav4': 'landing.js' };
    expect(pageTypes([...landings, '/search/a', '/search/b', '/search/c', '/search/d'], odd)).toEqual([
      { type: '/search/*', path: '/search/a' },
      { type: '/search/hilux', path: '/search/hilux' },
    ]);
  });

  it("the assets of a page: the build's scripts and styles, each once, in order", () => {
    const html = '<link href="/_astro/b.css"><script src="/_astro/a.js"></script><a href="/_astro/a.js">x</a>';
    expect(pageAssets(`${html}<img src="/_astro/photo.webp">`)).toBe('/_astro/a.js /_astro/b.css');
  });

  it.each([
    ['index.html', '/'],
    ['cars/a-1/index.html', '/cars/a-1'],
    ['404.html', NOT_FOUND_PATH],
  ])('the page of %s is %s', (file, path) => expect(pagePath(file)).toBe(path));

  it('reads the HTML files of a build, leaving out redirect pages', () => {
    const root = mkdtempSync(join(tmpdir(), 'page-types-'));
    const page = (file: string, html: string) => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), html);
    };
    page('index.html', '<title>Home</title><script src="/_astro/home.js"></script>');
    page('about-us/index.html', '<title>About</title>');
    page('our-location/x/index.html', '<meta http-equiv="refresh" content="0; url=/locations/x">');
    page('feeds/stock.json', '{}');
    expect(builtPages(root).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/', assets: '/_astro/home.js' },
      { path: '/about-us', assets: '' },
    ]);
  });
});
