import { createServer, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStock } from '../../../scripts/import-stock.ts';
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

function tenantWithFeed(feed: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'dealer-import-'));
  mkdirSync(join(root, 'sites/test-motors'), { recursive: true });
  writeFileSync(join(root, 'sites/test-motors/site.json'), JSON.stringify({ ...minimalSiteInput, stock: { feed } }));
  writeFileSync(join(root, 'sites/test-motors/stock.json'), GOOD_SNAPSHOT);
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
      `stock feed ${base}/down answered 503 Service Unavailable; the current stock file is unchanged`,
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
