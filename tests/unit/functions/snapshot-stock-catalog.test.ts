/**
 * The functions' stock catalogue reads a tenant's snapshot as the build does, picks up the nightly
 * import without a restart, and keeps serving the last good stock when a new file is broken.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSnapshotStockCatalog } from '../../../functions/adapters/snapshot-stock-catalog.ts';
import { minimalCarRow, minimalSiteInput } from '../../fixtures/cars.ts';

const SLUG = 'test-motors';
let root: string;
let clock: number;
let logs: string[];

const writeStock = (rows: unknown, mtime: number) => {
  const file = join(root, 'sites', SLUG, 'stock.json');
  writeFileSync(file, JSON.stringify(rows));
  // Explicit times: a rewrite within one clock tick must still count as a change.
  const when = new Date(mtime);
  return import('node:fs').then((fs) => fs.utimesSync(file, when, when));
};

const catalog = () =>
  createSnapshotStockCatalog({
    root,
    slugs: [SLUG],
    env: { BUILD_NOW: '2026-03-02T00:00:00Z' },
    recheckMs: 1000,
    now: () => clock,
    log: (line) => logs.push(line),
  });

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'catalog-'));
  mkdirSync(join(root, 'sites', SLUG), { recursive: true });
  writeFileSync(join(root, 'sites', SLUG, 'site.json'), JSON.stringify(minimalSiteInput));
  await writeStock([minimalCarRow], 1_000_000);
  clock = 0;
  logs = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('createSnapshotStockCatalog', () => {
  it('finds the cars the site shows by slug and by id; other tenants and cars are null', () => {
    const stock = catalog().tenant(SLUG);
    expect(stock?.site.slug).toBe(SLUG);
    expect(stock?.carBySlug(minimalCarRow.slug)?.id).toBe(minimalCarRow.id);
    expect(stock?.carById(minimalCarRow.id)?.slug).toBe(minimalCarRow.slug);
    expect(stock?.carBySlug('nope')).toBeNull();
    expect(catalog().tenant('someone-else')).toBeNull();
  });

  it('keeps a car sold within 3 days and leaves out one sold earlier (spec 02 §4)', async () => {
    const soldAt = (iso: string) => Date.parse(iso) / 1000;
    await writeStock(
      [
        { ...minimalCarRow, status: 'sold', sold_date_timestamp: soldAt('2026-03-01T00:00:00Z') },
        {
          ...minimalCarRow,
          id: 2,
          slug: 'sold-long-ago',
          status: 'sold',
          sold_date_timestamp: soldAt('2026-02-01T00:00:00Z'),
        },
      ],
      2_000_000,
    );
    const stock = catalog().tenant(SLUG);
    expect(stock?.carById(minimalCarRow.id)?.status).toBe('sold');
    expect(stock?.carBySlug('sold-long-ago')).toBeNull();
  });

  it('reads a new snapshot once the recheck interval has passed, not before', async () => {
    const stocks = catalog();
    expect(stocks.tenant(SLUG)?.carById(minimalCarRow.id)?.price).toBe(28_990);
    await writeStock([{ ...minimalCarRow, price: 25_990 }], 2_000_000);
    clock = 500;
    expect(stocks.tenant(SLUG)?.carById(minimalCarRow.id)?.price).toBe(28_990);
    clock = 1500;
    expect(stocks.tenant(SLUG)?.carById(minimalCarRow.id)?.price).toBe(25_990);
  });

  it('keeps the last good stock, and says why, when the new snapshot is invalid', async () => {
    const stocks = catalog();
    stocks.tenant(SLUG);
    await writeStock([{ ...minimalCarRow, price: 'cheap' }], 2_000_000);
    clock = 1500;
    expect(stocks.tenant(SLUG)?.carById(minimalCarRow.id)?.price).toBe(28_990);
    expect(logs.join('\n')).toMatch(/\[stock\] test-motors: .*stock\.json.*price/);
  });

  it('has no stock for a tenant whose snapshot was never readable', async () => {
    await writeStock({ cars: [] }, 2_000_000);
    expect(catalog().tenant(SLUG)).toBeNull();
    expect(logs.join('\n')).toContain('expected a JSON array of cars');
  });
});
