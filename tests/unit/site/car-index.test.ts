import { describe, expect, it } from 'vitest';
import { buildCarIndex } from '../../../src/site/car-index.ts';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';

describe('the car index the pages share', () => {
  it('the default order puts in-stock cars first, newest first', () => {
    const tenant = loadTenant(process.cwd(), 'harbour-city-toyota', {});
    const { ordered, countsByType, inStockCount } = buildCarIndex(tenant);
    const firstSold = ordered.findIndex((car) => car.status === 'sold');
    expect(firstSold).toBe(inStockCount);
    expect(countsByType.new + countsByType.demo + countsByType.used).toBe(tenant.cars.length);
    const created = ordered.slice(0, inStockCount).map((car) => Date.parse(car.created_at ?? ''));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});
