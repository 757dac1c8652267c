import { describe, expect, it } from 'vitest';
import {
  COMPARE_LIMIT,
  comparePath,
  comparePrice,
  compareRows,
  equipmentRows,
  slugOfCarPath,
  slugsFromSearch,
  toggleCompare,
} from '../../../src/domain/compare.ts';
import { toCompareCar } from '../../../src/domain/compare-car.ts';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';

const car = (slug: string) => ({ slug, name: `Car ${slug}` });

describe('toggleCompare: "compare cars" (spec 01 §1), "add up to 3" (issue 17 item 10)', () => {
  it('holds 3', () => expect(COMPARE_LIMIT).toBe(3));

  it('adds at the end, removes a car already there', () => {
    const added = toggleCompare([car('a')], car('b'));
    expect(added).toEqual({ list: [car('a'), car('b')], outcome: 'added' });
    expect(toggleCompare(added.list, car('a'))).toEqual({ list: [car('b')], outcome: 'removed' });
  });

  it('refuses a 4th car and leaves the 3 as they are', () => {
    const three = [car('a'), car('b'), car('c')];
    expect(toggleCompare(three, car('d'))).toEqual({ list: three, outcome: 'full' });
  });

  it('a full list still lets a compared car go', () => {
    expect(toggleCompare([car('a'), car('b'), car('c')], car('b')).outcome).toBe('removed');
  });
});

describe('the compare address: "shareable by URL" (issue 17 item 10)', () => {
  it('names the cars by slug in order', () => {
    expect(comparePath(['a-1', 'b-2'])).toBe('/compare?cars=a-1,b-2');
    expect(comparePath([])).toBe('/compare');
  });

  it.each([
    ['?cars=a,b,c', ['a', 'b', 'c']],
    ['?cars=a,a,b', ['a', 'b']],
    ['?cars=a,b,c,d', ['a', 'b', 'c']],
    ['?cars=a,../x,<b>,,c', ['a', 'c']],
    ['?cars=', []],
    ['', null],
    ['?other=1', null],
  ])('%s reads as %j', (search, slugs) => expect(slugsFromSearch(search)).toEqual(slugs));

  it('reads the slug of a vehicle page path', () => {
    expect(slugOfCarPath('/cars/2021-toyota-corolla-123')).toBe('2021-toyota-corolla-123');
    expect(slugOfCarPath('/cars/trade-in/x')).toBeNull();
    expect(slugOfCarPath('/search/used-cars')).toBeNull();
  });
});

describe('the side-by-side rows', () => {
  it('every label any car has, first-seen order, null where a car has none (spec 01 §5: rows only with data)', () => {
    const rows = compareRows([
      [
        { label: 'Odometer', value: '10 km' },
        { label: 'Seats', value: '5' },
      ],
      [
        { label: 'Odometer', value: '20 km' },
        { label: 'Colour', value: 'Red' },
      ],
    ]);
    expect(rows).toEqual([
      { label: 'Odometer', values: ['10 km', '20 km'] },
      { label: 'Seats', values: ['5', null] },
      { label: 'Colour', values: [null, 'Red'] },
    ]);
  });

  it('equipment: every item once, and which cars have it', () => {
    expect(
      equipmentRows([
        ['ABS', 'Cruise'],
        ['ABS', 'Sunroof'],
      ]),
    ).toEqual([
      { item: 'ABS', has: [true, true] },
      { item: 'Cruise', has: [true, false] },
      { item: 'Sunroof', has: [false, true] },
    ]);
  });

  it('the price follows spec 01 §4 precedence (priceDisplay) and prints the was-price', () => {
    const text = { perWeek: '/week', preorder: 'PREORDER' };
    expect(comparePrice({ kind: 'price', amount: 30990, wasPrice: 32990, priceType: 'Drive Away' }, text)).toEqual({
      text: '$30,990',
      type: 'Drive Away',
      was: '$32,990',
    });
    expect(comparePrice({ kind: 'subscription', amount: 199 }, text)).toEqual({
      text: '$199',
      type: '/week',
      was: null,
    });
    expect(comparePrice({ kind: 'preorder' }, text).text).toBe('PREORDER');
    expect(comparePrice({ kind: 'no-price', text: 'Enquire for price.' }, text).text).toBe('Enquire for price.');
  });

  it('a sample car gives its page, price, key information, specifications and equipment', () => {
    const tenant = loadTenant(process.cwd(), 'harbour-city-toyota');
    const sample = tenant.cars.find((entry) => entry.variant && (entry.standardEquipment ?? []).length > 0)!;
    const compared = toCompareCar(sample, tenant.site, tenant.strings, tenant.now);
    expect(compared.href).toBe(`/cars/${sample.slug}`);
    expect(compared.keyInformation.map((row) => row.label)).toContain('Condition');
    expect(compared.specifications.length).toBeGreaterThan(0);
    expect(compared.equipment.length).toBeGreaterThan(0);
  });

  it('says whether the car is still in stock (the viewed-cars strip drops one that is not)', () => {
    const { cars, site, strings, now } = loadTenant(process.cwd(), 'harbour-city-toyota');
    const sold = cars.find((entry) => entry.status === 'sold')!;
    const inStock = cars.find((entry) => entry.status === 'in_stock')!;
    expect(toCompareCar(sold, site, strings, now).inStock).toBe(false);
    expect(toCompareCar(inStock, site, strings, now).inStock).toBe(true);
  });
});
