/**
 * The tenant's data at the edge, sharded (issue 19): the build writes a list of the cars in
 * `_edge/tenant.json` and each car whole in `_edge/cars/<id>.json`; the Worker's catalogue keeps
 * the list and reads a car's file the first time a call asks for it, a few hundred kept per isolate.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDGE_DATA_PATH, edgeCarPath, edgeStockCatalog, listedCar } from '../../../functions/edge/tenant-data.ts';
import type { Car } from '../../../src/domain/schemas/car.ts';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';
import { writeEdgeData } from '../../../scripts/edge-data.ts';

const tenant = loadTenant(join(import.meta.dirname, '../../..'), 'harbour-city-toyota');
const car = tenant.cars.find((candidate) => candidate.autograb_data?.average_market_price) ?? tenant.cars[0]!;

describe("the build's edge data", () => {
  it('writes the list of cars in tenant.json and each car, without its gallery, in its own file', async () => {
    const out = mkdtempSync(join(tmpdir(), 'edge-data-'));
    await writeEdgeData(out, tenant);
    const data = JSON.parse(readFileSync(join(out, EDGE_DATA_PATH), 'utf8'));
    expect(data.site.slug).toBe(tenant.site.slug);
    expect(data.cars).toHaveLength(tenant.cars.length);
    expect(data.cars.find((entry: { id: number }) => entry.id === car.id)).toEqual(listedCar(car));
    expect(Object.keys(data.cars[0]).sort()).toEqual(
      ['autograb_data', 'badge', 'car_type', 'id', 'km', 'make', 'model', 'price', 'slug', 'year'].sort(),
    );
    expect(readdirSync(join(out, '_edge/cars'))).toHaveLength(tenant.cars.length);
    const whole = JSON.parse(readFileSync(join(out, edgeCarPath(car.id)), 'utf8'));
    expect(whole).toEqual(JSON.parse(JSON.stringify({ ...car, images: [], dealercomments: null })));
  });

  it("a car gone from the stock leaves no file of an earlier build's", async () => {
    const out = mkdtempSync(join(tmpdir(), 'edge-data-'));
    await writeEdgeData(out, tenant);
    await writeEdgeData(out, { ...tenant, cars: tenant.cars.slice(1) });
    expect(readdirSync(join(out, '_edge/cars'))).not.toContain(`${tenant.cars[0]!.id}.json`);
  });
});

describe('the edge catalogue', () => {
  const cars = tenant.cars.slice(0, 3);
  const setup = (fail = new Set<number>()) => {
    const reads: number[] = [];
    const catalog = edgeStockCatalog({ site: tenant.site, cars: cars.map(listedCar) }, (id) => {
      reads.push(id);
      if (fail.has(id)) {
        fail.delete(id);
        return Promise.reject(new Error('503'));
      }
      return Promise.resolve(cars.find((candidate) => candidate.id === id) ?? null);
    });
    return { stock: catalog.tenant(tenant.site.slug)!, reads, catalog };
  };

  it('reads a car by id or slug from its file once, and never one the list does not name', async () => {
    const { stock, reads, catalog } = setup();
    const [first, second] = cars as [Car, Car];
    expect(await stock.carById(first.id)).toEqual(first);
    expect(await stock.carBySlug(first.slug)).toEqual(first);
    expect(await stock.carBySlug(second.slug)).toEqual(second);
    expect(await stock.carById(999_999_999)).toBeNull();
    expect(await stock.carBySlug('no-such-car')).toBeNull();
    expect(reads).toEqual([first.id, second.id]);
    expect(stock.cars()).toEqual(cars.map(listedCar));
    expect(catalog.tenant('another-tenant')).toBeNull();
  });

  it('a failed read is not kept: the next call reads the file again', async () => {
    const first = cars[0]!;
    const { stock, reads } = setup(new Set([first.id]));
    await expect(stock.carById(first.id)).rejects.toThrow('503');
    expect(await stock.carById(first.id)).toEqual(first);
    expect(reads).toEqual([first.id, first.id]);
  });

  it('keeps at most 256 cars per isolate, the least recently used going first', async () => {
    const many = Array.from({ length: 300 }, (_, index) => ({ ...cars[0]!, id: index + 1, slug: `car-${index + 1}` }));
    const reads: number[] = [];
    const stock = edgeStockCatalog({ site: tenant.site, cars: many.map(listedCar) }, (id) => {
      reads.push(id);
      return Promise.resolve(many[id - 1]!);
    }).tenant(tenant.site.slug)!;
    await stock.carById(1);
    for (let id = 2; id <= 256; id += 1) await stock.carById(id);
    await stock.carById(1); // used again: now the most recent
    await stock.carById(257); // evicts car 2, not car 1
    reads.length = 0;
    await stock.carById(1);
    await stock.carById(2);
    expect(reads).toEqual([2]);
  });
});
