import { describe, expect, it } from 'vitest';
import {
  DEALER_LOCATOR_PATH,
  locationAliases,
  locationPath,
  locationStockPath,
} from '../../../src/domain/location-pages.ts';
import { centroidOf, isPostcode, shardOf, shardPath, shardTable } from '../../../src/domain/postcode-centroids.ts';
import { isTileUrlTemplate, MapSettingsSchema, DEFAULT_TILE_URL } from '../../../src/domain/schemas/map.ts';
import { nearestLocations } from '../../../src/domain/locations.ts';

describe('location routes: spec 02 §2 "/locations/{slug} or /locations/{dealership_slug}, /our-location/{slug}"', () => {
  it.each([
    ['the location page', locationPath({ slug: 'clinton' }), '/locations/clinton'],
    ['"/search/{location slug}" stock per location', locationStockPath({ slug: 'clinton' }), '/search/clinton'],
    [
      'the stock under /used-car/ for the group so configured',
      locationStockPath({ slug: 'x' }, 'used-car'),
      '/used-car/x',
    ],
    ['"/dealer-locator"', DEALER_LOCATOR_PATH, '/dealer-locator'],
  ])('%s', (_, actual, expected) => expect(actual).toBe(expected));

  it('points /our-location/{slug} and /contact-us/{location-slug} at /locations/{slug}', () => {
    expect(locationAliases([{ slug: 'kirrawee', dealership_slug: null }])).toEqual([
      { path: '/our-location/kirrawee', target: '/locations/kirrawee' },
      { path: '/contact-us/kirrawee', target: '/locations/kirrawee' },
    ]);
  });

  it.each([
    [
      'a dealership slug of exactly one location is an alias',
      [{ slug: 'a', dealership_slug: 'dealer-a' }],
      ['/locations/dealer-a'],
    ],
    [
      'a dealership slug shared by several locations names none of them',
      [
        { slug: 'a', dealership_slug: 'group' },
        { slug: 'b', dealership_slug: 'group' },
      ],
      [],
    ],
    ['a dealership slug equal to a location slug never hides that page', [{ slug: 'a', dealership_slug: 'a' }], []],
    ['a dealership slug that is no URL segment is left out', [{ slug: 'a', dealership_slug: 'Dealer A' }], []],
  ])('%s', (_, locations, expected) => {
    const dealershipAliases = locationAliases(locations)
      .filter((alias) => alias.path.startsWith('/locations/'))
      .map((alias) => alias.path);
    expect(dealershipAliases).toEqual(expected);
  });
});

describe('nearest location by postcode (issue 17 item 5; spec 02 §9 "earth radius 6371 km")', () => {
  const shards = shardTable([
    { postcode: '4350', lat: -27.5612345, long: 151.9534 },
    { postcode: '2340', lat: -31.092, long: 150.932 },
    { postcode: '800', lat: 0, long: 0 },
  ]);

  it.each([
    ['4350', true],
    [' 2340 ', true],
    ['435', false],
    ['43500', false],
    ['abcd', false],
  ])('"%s" is a 4-digit postcode: %s (spec 02 §5 "Please enter a 4-digit number")', (value, expected) =>
    expect(isPostcode(value)).toBe(expected),
  );

  it('shards the table by first digit, rounding to 3 decimals, and skips rows that are not postcodes', () => {
    expect([...shards.keys()].sort()).toEqual(['2', '4']);
    expect(shards.get('4')).toEqual({ '4350': [-27.561, 151.953] });
    expect(shardOf('4350')).toBe('4');
    expect(shardPath('2340')).toBe('/postcodes/2.json');
  });

  it('finds the centroid, or null for a postcode the table does not know', () => {
    expect(centroidOf(shards.get('4')!, '4350')).toEqual({ lat: -27.561, long: 151.953 });
    expect(centroidOf(shards.get('4')!, '4000')).toBeNull();
  });

  it('ranks the locations from the postcode centroid: Toowoomba 4350 is nearest Toowoomba, then Tamworth', () => {
    const point = centroidOf(shards.get('4')!, '4350')!;
    const ranked = nearestLocations(
      [
        { name: 'Tamworth', address: { lat: -31.1076, long: 150.9267 } },
        { name: 'Toowoomba', address: { lat: -27.5679, long: 151.9552 } },
      ],
      point,
    );
    expect(ranked.map((entry) => entry.location.name)).toEqual(['Toowoomba', 'Tamworth']);
    expect(ranked[1]!.distanceKm).toBeGreaterThan(380);
    expect(ranked[1]!.distanceKm).toBeLessThan(420);
  });
});

describe('map tiles (issue 17 item 4: "tiles from a configurable tile URL")', () => {
  it.each([
    [DEFAULT_TILE_URL, true],
    ['https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png', true],
    ['http://tiles.example.com/{z}/{x}/{y}.png', false],
    ['https://tiles.example.com/{z}/{x}.png', false],
    ['javascript:alert(1)//{z}/{x}/{y}', false],
    ['https://tiles.example.com/{z}/{x}/{y}.png?key={key}', false],
  ])('%s is an https tile template: %s', (value, expected) => expect(isTileUrlTemplate(value)).toBe(expected));

  it('defaults to OpenStreetMap with its attribution', () => {
    expect(MapSettingsSchema.parse({})).toMatchObject({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });
});
