import { describe, expect, it } from 'vitest';
import { buildClock, loadTenant, tenantSlugs } from '../../../src/tenants/load-tenant.ts';
import { isVisibleOnWebsite } from '../../../src/domain/stock.ts';
import { site } from '../../fixtures/cars.ts';

describe('buildClock: the one instant a build evaluates rules at', () => {
  it('BUILD_NOW wins', () => {
    expect(buildClock(site(), { BUILD_NOW: '2027-01-02T03:04:05Z' }).toISOString()).toBe('2027-01-02T03:04:05.000Z');
  });
  it('a sample tenant uses the day its stock was generated for, in Brisbane time', () => {
    const sample = site({ stock: { sample: { profile: 'independent', seed: 1, count: 10, as_of: '2026-11-20' } } });
    expect(buildClock(sample, {}).toISOString()).toBe('2026-11-19T14:00:00.000Z');
  });
  it('a real tenant uses the real time', () => {
    const before = Date.now();
    expect(buildClock(site(), {}).getTime()).toBeGreaterThanOrEqual(before);
  });
  it('refuses a BUILD_NOW that is no date', () => {
    expect(() => buildClock(site(), { BUILD_NOW: 'tomorrow' })).toThrow(
      'BUILD_NOW: expected an ISO date-time, got "tomorrow"',
    );
  });
});

describe('the sample tenants', () => {
  const slugs = tenantSlugs(process.cwd());

  it('are the three variants of the spec', () => {
    expect(slugs).toEqual(['big-country-motor-group', 'harbour-city-toyota', 'southside-used-cars']);
  });

  it.each(['harbour-city-toyota', 'southside-used-cars'])(
    '%s: pages go exactly to the cars visible by spec 02 §4',
    (slug) => {
      const tenant = loadTenant(process.cwd(), slug, {});
      expect(tenant.cars.length).toBeGreaterThan(0);
      expect(tenant.cars.length).toBeLessThan(tenant.stock.length);
      const expected = tenant.stock.filter((car) =>
        isVisibleOnWebsite(car, tenant.now, tenant.site.include_sold_cars_days),
      );
      expect(tenant.cars).toEqual(expected);
      // every kind of status is present in the sample, including sold cars inside and outside the window
      expect(tenant.cars.some((car) => car.status === 'sold')).toBe(true);
      expect(tenant.stock.some((car) => car.status === 'sold' && !tenant.cars.includes(car))).toBe(true);
    },
  );
});

describe('held cars through a rebuild (issue 16: RESERVED_CAR_IDS from scripts/build.ts)', () => {
  it('renders the cars a reservation holds as reserved, and no others', () => {
    const plain = loadTenant(process.cwd(), 'harbour-city-toyota', {});
    const held = plain.cars.find((car) => !car.reserved)!;
    const tenant = loadTenant(process.cwd(), 'harbour-city-toyota', { RESERVED_CAR_IDS: String(held.id) });
    expect(tenant.cars.find((car) => car.id === held.id)?.reserved).toBe(true);
    expect(tenant.cars.filter((car) => car.reserved).length).toBe(plain.cars.filter((car) => car.reserved).length + 1);
  });
});
