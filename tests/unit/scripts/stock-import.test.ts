import { createServer, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkShrink, feedUrlForDisplay, importStock } from '../../../scripts/import-stock.ts';
import { DataFileError } from '../../../src/domain/validation.ts';
import { minimalCarRow, minimalSiteInput } from '../../fixtures/cars.ts';

const GOOD_SNAPSHOT = JSON.stringify([{ ...minimalCarRow, id: 1, slug: 'kept-car' }]);
const feedRows = [
  { ...minimalCarRow, id: 7, slug: 'fresh-car', stocknum: 'F7' },
  { ...minimalCarRow, id: 8, slug: 'other-car', stocknum: 'F8' },
];

let server: Server;
let base = '';
const requests: { url: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    if (req.url === '/down') {
      res.writeHead(503, 'Service Unavailable').end();
      return;
    }
    if (req.url === '/wrapped') {
      res.end(JSON.stringify({ data: { cars: feedRows } }));
      return;
    }
    if (req.url === '/empty') {
      res.end('[]');
      return;
    }
    if (req.url === '/one') {
      res.end(JSON.stringify([feedRows[0]]));
      return;
    }
    if (req.url?.startsWith('/reset')) {
      // Headers and half the body, then the connection dies: undici's "terminated".
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      res.write('[{"id": 7, ');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    if (req.url === '/bad-row') {
      res.end(JSON.stringify([feedRows[0], { ...feedRows[1], price: 'POA' }]));
      return;
    }
    res.end(JSON.stringify(feedRows));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function tenantWithFeed(feed: Record<string, unknown>, current = GOOD_SNAPSHOT): string {
  const root = mkdtempSync(join(tmpdir(), 'dealer-import-'));
  mkdirSync(join(root, 'sites/test-motors'), { recursive: true });
  writeFileSync(join(root, 'sites/test-motors/site.json'), JSON.stringify({ ...minimalSiteInput, stock: { feed } }));
  writeFileSync(join(root, 'sites/test-motors/stock.json'), current);
  return root;
}
const snapshot = (root: string) => readFileSync(join(root, 'sites/test-motors/stock.json'), 'utf8');

describe('npm run stock:import: a feed replaces the snapshot only when every row is valid', () => {
  it('imports an http feed, sending the bearer token from the environment', async () => {
    const root = tenantWithFeed({ url: `${base}/feed`, token_env: 'TEST_FEED_TOKEN' });
    const result = await importStock(root, 'test-motors', { TEST_FEED_TOKEN: 's3cret' });
    expect(result).toMatchObject({ slug: 'test-motors', cars: 2, file: 'sites/test-motors/stock.json' });
    expect(JSON.parse(snapshot(root)).map((car: { slug: string }) => car.slug)).toEqual(['fresh-car', 'other-car']);
    expect(requests.at(-1)).toEqual({ url: '/feed', authorization: 'Bearer s3cret' });
  });

  it('follows cars_path into a wrapped document', async () => {
    const root = tenantWithFeed({ url: `${base}/wrapped`, cars_path: 'data.cars' });
    expect((await importStock(root, 'test-motors', {})).cars).toBe(2);
  });

  it('reads a file: URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'feed-'));
    writeFileSync(join(dir, 'export.json'), JSON.stringify(feedRows));
    const root = tenantWithFeed({ url: pathToFileURL(join(dir, 'export.json')).href });
    expect((await importStock(root, 'test-motors', {})).cars).toBe(2);
  });

  it('keeps the last good snapshot when a row is bad, naming row and field', async () => {
    const root = tenantWithFeed({ url: `${base}/bad-row` });
    const error = await importStock(root, 'test-motors', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).problems).toEqual([
      `stock feed of test-motors (${base}/bad-row): car 2 (stocknum F8): price: expected a number, got text "POA"`,
    ]);
    expect(snapshot(root)).toBe(GOOD_SNAPSHOT);
  });

  it('keeps the last good snapshot when the feed is down', async () => {
    const root = tenantWithFeed({ url: `${base}/down` });
    await expect(importStock(root, 'test-motors', {})).rejects.toThrow(
      `stock feed ${base}/down answered 503 Service Unavailable; nothing was changed: the current stock file is unchanged`,
    );
    expect(snapshot(root)).toBe(GOOD_SNAPSHOT);
  });

  it('refuses to run without the token it names', async () => {
    const root = tenantWithFeed({ url: `${base}/feed`, token_env: 'TEST_FEED_TOKEN' });
    await expect(importStock(root, 'test-motors', {})).rejects.toThrow(
      'stock.feed.token_env names TEST_FEED_TOKEN, which is not set in the environment',
    );
  });

  it('says so when a wrapped path is missing', async () => {
    const root = tenantWithFeed({ url: `${base}/wrapped`, cars_path: 'data.vehicles' });
    await expect(importStock(root, 'test-motors', {})).rejects.toThrow(
      'no "data.vehicles" in the feed (stopped at "vehicles")',
    );
  });
});

const stockOf = (count: number) =>
  JSON.stringify(
    Array.from({ length: count }, (_, i) => ({ ...minimalCarRow, id: i + 1, slug: `car-${i + 1}`, stocknum: `S${i}` })),
  );

describe('npm run stock:import: a feed that drops most of the stock is refused', () => {
  it('refuses an empty feed over a stock of 150, with the numbers, and changes nothing', async () => {
    const current = stockOf(150);
    const root = tenantWithFeed({ url: `${base}/empty` }, current);
    await expect(importStock(root, 'test-motors', {})).rejects.toThrow(
      `stock feed of test-motors (${base}/empty): the feed has 0 cars; the current stock has 150 cars: a drop of 100 %, ` +
        'over the 50 % allowed (stock.feed.max_shrink). Nothing was changed. Run with --accept-shrink to accept it.',
    );
    expect(snapshot(root)).toBe(current);
  });

  it('refuses a 1-car feed over a stock of 150', async () => {
    const root = tenantWithFeed({ url: `${base}/one` }, stockOf(150));
    await expect(importStock(root, 'test-motors', {})).rejects.toThrow(
      'the feed has 1 car; the current stock has 150 cars: a drop of 99 %, over the 50 % allowed',
    );
  });

  it('accepts the drop with --accept-shrink', async () => {
    const root = tenantWithFeed({ url: `${base}/empty` }, stockOf(150));
    const result = await importStock(root, 'test-motors', {}, fetch, { acceptShrink: true });
    expect(result.cars).toBe(0);
    expect(snapshot(root).trim()).toMatch(/^\[\s*\]$/);
  });

  it('takes its limit from stock.feed.max_shrink', async () => {
    const root = tenantWithFeed({ url: `${base}/feed`, max_shrink: 0.9 }, stockOf(10));
    expect((await importStock(root, 'test-motors', {})).cars).toBe(2);
    const strict = tenantWithFeed({ url: `${base}/feed`, max_shrink: 0.1 }, stockOf(3));
    await expect(importStock(strict, 'test-motors', {})).rejects.toThrow(
      'the feed has 2 cars; the current stock has 3 cars: a drop of 33 %, over the 10 % allowed',
    );
  });

  it('lets a first import (no current stock) and a growing feed through', () => {
    expect(() => checkShrink('x', 0, 0, 0.5)).not.toThrow();
    expect(() => checkShrink('x', 2, 5, 0)).not.toThrow();
    expect(() => checkShrink('x', 100, 50, 0.5)).not.toThrow();
    expect(() => checkShrink('x', 1000, 496, 0.5)).toThrow('a drop of 50.4 %, over the 50 % allowed');
  });
});

describe('npm run stock:import: a broken download says what failed and that nothing changed', () => {
  it('names the feed, the cause and the unchanged stock when the connection resets mid-body', async () => {
    const root = tenantWithFeed({ url: `${base}/reset?dealer=7&api_key=s3cret` });
    const error = (await importStock(root, 'test-motors', {}).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(
      new RegExp(
        `^stock feed ${base.replace(/[.]/g, '\\.')}/reset\\?dealer=7&api_key=… answered 200 but the download broke off \\(terminated: .+\\); nothing was changed: the current stock file is unchanged$`,
      ),
    );
    expect(error.message).not.toContain('s3cret');
    expect(snapshot(root)).toBe(GOOD_SNAPSHOT);
  });

  it('names the cause when the feed cannot be reached', async () => {
    const root = tenantWithFeed({ url: 'http://127.0.0.1:9/feed' });
    await expect(importStock(root, 'test-motors', {})).rejects.toThrow(
      /^stock feed http:\/\/127\.0\.0\.1:9\/feed could not be reached \(fetch failed: .+\); nothing was changed/,
    );
  });

  it('never shows a password or a secret query value', () => {
    expect(feedUrlForDisplay('https://user:pw@feeds.example/x.json?token=abc&dealer=1')).toBe(
      'https://feeds.example/x.json?token=…&dealer=1',
    );
  });
});
