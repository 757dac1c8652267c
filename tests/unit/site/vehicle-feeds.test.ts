import { describe, expect, it } from 'vitest';
import type { CarInput } from '../../../src/domain/schemas/car.ts';
import { siteOrigin } from '../../../src/site/site-origin.ts';
import { isOfferedInFeeds, type FeedInput } from '../../../src/site/vehicle-feeds/feed-values.ts';
import { googleVehicleListings } from '../../../src/site/vehicle-feeds/google-vehicle-listings.ts';
import { metaAutomotiveCatalog } from '../../../src/site/vehicle-feeds/meta-automotive.ts';
import { loadTenant, tenantSlugs } from '../../../src/tenants/load-tenant.ts';
import { car, site } from '../../fixtures/cars.ts';
import { parseXml, type XmlNode } from '../functions/adf-xml.ts';
import { csvRows, googleRowProblems, metaFields, metaListingProblems } from './feed-attributes.ts';

const ORIGIN = 'https://www.test-motors.com.au';
const testSite = site({
  locations: [
    {
      id: 7,
      name: 'Test Motors Brisbane',
      slug: 'brisbane',
      primary: true,
      address: { street: '1 Main Street', city: 'Brisbane', state: 'qld', postcode: '4000', lat: -27.47, long: 153.02 },
    },
  ],
});
const photo = (name: string) => ({ image: { url: `https://cdn.example.com/${name}.jpg` } });

/** A car both feeds list: everything each one requires. */
function listable(fields: Partial<CarInput> = {}) {
  return car({
    vin: 'JTMTKVGG9LR754540',
    km: 86913,
    colour: 'Feverish Red',
    badge: 'VX',
    simple_body: 'SUV',
    simple_fuel: 'Diesel',
    simple_transmission: 'Automatic',
    simple_drive: '4WD',
    created_at: '2026-07-29T09:00:00+10:00',
    images: [photo('front'), photo('side')],
    ...fields,
  });
}

const feeds = (cars: FeedInput['cars'], forSite = testSite, origin = ORIGIN) => {
  const input = { site: forSite, cars, origin };
  return { google: googleVehicleListings(input), meta: metaAutomotiveCatalog(input) };
};

const metaListings = (xml: string): Record<string, string>[] => {
  const { instructions, root } = parseXml(xml);
  expect(instructions[0]).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>$/);
  expect(root.name).toBe('listings');
  return root.children
    .filter((node): node is XmlNode => typeof node !== 'string' && node.name === 'listing')
    .map(metaFields);
};

// The group tenant's 4,000 cars take a few seconds to load and check.
describe(
  'every row of every sample tenant’s feeds meets the published required attributes',
  { timeout: 60_000 },
  () => {
    it.each(tenantSlugs(process.cwd()))('%s', (slug) => {
      const tenant = loadTenant(process.cwd(), slug);
      const origin = siteOrigin(tenant.site);
      const { google, meta } = feeds(tenant.cars, tenant.site, origin);
      const offered = tenant.cars.filter(isOfferedInFeeds);
      expect(offered.length).toBeGreaterThan(0);

      const rows = csvRows(google.text);
      expect(rows.length).toBe(google.listed);
      expect(rows.length + google.rejected.length).toBe(offered.length);
      for (const row of rows) expect(googleRowProblems(row, origin), row.vin).toEqual([]);
      // One row per car, and only cars offered for sale now (sold and coming-soon cars have pages, not offers).
      const offeredVins = new Set(offered.map((c) => c.vin));
      expect(new Set(rows.map((row) => row.vin)).size).toBe(rows.length);
      for (const row of rows) expect(offeredVins.has(row.vin)).toBe(true);

      const listings = metaListings(meta.text);
      expect(listings.length).toBe(meta.listed);
      expect(listings.length + meta.rejected.length).toBe(offered.length);
      for (const listing of listings) expect(metaListingProblems(listing, origin), listing.vin).toEqual([]);
      const offeredIds = new Set(offered.map((c) => String(c.id)));
      for (const listing of listings) expect(offeredIds.has(listing.vehicle_id!)).toBe(true);
    });
  },
);

describe('Google vehicle listings', () => {
  it('writes the formats the specification asks for', () => {
    const [row] = csvRows(feeds([listable({ price: 29990, offer_price: 27990, certified: true })]).google.text);
    expect(row).toMatchObject({
      vin: 'JTMTKVGG9LR754540',
      id: 'A123',
      store_code: '7',
      dealership_name: 'Test Motors Brisbane',
      dealership_address: '1 Main Street, Brisbane QLD 4000, AU',
      price: '27990.00 AUD',
      condition: 'used',
      certified_pre_owned: '1',
      make: 'Toyota',
      model: 'Corolla',
      trim: 'VX',
      year: '2021',
      mileage: '86913 km',
      exterior_color: 'Feverish Red',
      link: `${ORIGIN}/cars/2021-toyota-corolla-ascent-sport-a123/`,
      image_link: 'https://cdn.example.com/front.jpg',
      additional_image_link: 'https://cdn.example.com/side.jpg',
      date_in_stock: '2026-07-29',
    });
  });

  it('lists a new car without an odometer reading (mileage is required for used cars only)', () => {
    const [row] = csvRows(feeds([listable({ car_type: 'new', km: null })]).google.text);
    expect(row).toMatchObject({ condition: 'new', mileage: '', certified_pre_owned: '' });
  });
});

describe('Meta automotive catalogue', () => {
  it('writes the fields, enums and nested address the reference asks for', () => {
    const [listing] = metaListings(feeds([listable({ price: 29990, offer_price: 27990 })]).meta.text);
    expect(listing).toMatchObject({
      vehicle_id: '1017',
      title: '2021 Toyota Corolla VX',
      url: `${ORIGIN}/cars/2021-toyota-corolla-ascent-sport-a123/`,
      'mileage.value': '86913',
      'mileage.unit': 'KM',
      'image[0].url': 'https://cdn.example.com/front.jpg',
      'image[1].url': 'https://cdn.example.com/side.jpg',
      body_style: 'SUV',
      fuel_type: 'DIESEL',
      transmission: 'AUTOMATIC',
      drivetrain: 'FOUR_WD',
      price: '29990.00 AUD',
      sale_price: '27990.00 AUD',
      'address.addr1': '1 Main Street',
      'address.city': 'Brisbane',
      'address.region': 'QLD',
      'address.postal_code': '4000',
      'address.country': 'AU',
      latitude: '-27.47',
      exterior_color: 'Feverish Red',
      state_of_vehicle: 'USED',
      availability: 'AVAILABLE',
    });
    expect(listing!.description).toMatch(/^Used 2021 Toyota Corolla VX, 86,913 kms, Automatic, Diesel, Feverish Red\./);
  });

  it('gives a new car without an odometer 0 KM, and a certified used car CPO', () => {
    const listings = metaListings(
      feeds([listable({ id: 1, car_type: 'new', km: null }), listable({ id: 2, certified: true })]).meta.text,
    );
    expect(listings.map((l) => [l['mileage.value'], l.state_of_vehicle])).toEqual([
      ['0', 'NEW'],
      ['86913', 'CPO'],
    ]);
  });

  it('keeps descriptions to 5000 characters without splitting a character', () => {
    const [listing] = metaListings(feeds([listable({ dealercomments: '🚗'.repeat(6000) })]).meta.text);
    expect(Array.from(listing!.description!).length).toBe(5000);
    expect(listing!.description).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
  });
});

describe('stock is untrusted: every value is escaped, the files always parse', () => {
  const hostile = listable({
    make: 'Ford, "Blue" <Oval> & Co',
    model: 'Ranger\r\n</listing><listing>',
    badge: '=HYPERLINK("http://evil")\t"XLT"',
    colour: 'Red ]]> & <b>',
    dealercomments: 'Great car</description><vin>XXXXXXXXXXXXXXXXX</vin>\u0000\u0007 done',
  });

  it('Google: RFC 4180 quoting keeps commas, quotes and line breaks inside their field', () => {
    const [row, ...rest] = csvRows(feeds([hostile]).google.text);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      make: 'Ford, "Blue" <Oval> & Co',
      model: 'Ranger </listing><listing>',
      trim: '=HYPERLINK("http://evil") "XLT"',
      exterior_color: 'Red ]]> & <b>',
    });
  });

  it('Meta: markup in the stock stays text, and characters XML cannot carry are dropped', () => {
    const listings = metaListings(feeds([hostile]).meta.text);
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({
      make: 'Ford, "Blue" <Oval> & Co',
      model: 'Ranger </listing><listing>',
      exterior_color: 'Red ]]> & <b>',
      vin: 'JTMTKVGG9LR754540',
    });
    expect(listings[0]!.description).toContain('Great car</description><vin>XXXXXXXXXXXXXXXXX</vin> done');
  });
});

describe('cars missing a required field are left out and listed with every reason', () => {
  const broken = [
    listable({ id: 11, slug: 'no-vin', vin: null }),
    listable({ id: 12, slug: 'bad-vin', vin: 'JTMTKVGG9LR75454O' }),
    listable({ id: 13, slug: 'no-km', km: null }),
    listable({ id: 14, slug: 'no-price', price: 0 }),
    listable({ id: 15, slug: 'no-photo', images: [] }),
    listable({ id: 16, slug: 'no-colour', colour: null }),
  ];
  const { google, meta } = feeds([listable(), ...broken]);
  const reasons = (rejected: typeof google.rejected) => Object.fromEntries(rejected.map((r) => [r.slug, r.reasons]));

  it('Google', () => {
    expect(google.listed).toBe(2); // the complete car and the one without a colour (optional here)
    expect(reasons(google.rejected)).toEqual({
      'no-vin': ['vin: missing'],
      'bad-vin': ['vin: not a 17-character VIN'],
      'no-km': ['mileage: missing for a used car'],
      'no-price': ['price: the car shows no price'],
      'no-photo': ['image_link: no photo'],
    });
    expect(google.rejected[0]).toEqual({ id: 11, stocknum: 'A123', slug: 'no-vin', reasons: ['vin: missing'] });
  });

  it('Meta (exterior_color is required there)', () => {
    expect(meta.listed).toBe(1);
    expect(reasons(meta.rejected)).toMatchObject({
      'no-colour': ['exterior_color: missing'],
      'no-photo': ['image: no photo'],
    });
    expect(meta.rejected).toHaveLength(6);
  });

  it('a location without a full street address leaves every car out of both', () => {
    const noStreet = site(); // the fixture's location has a city, a state and a postcode, no street
    const { google: g, meta: m } = feeds([listable()], noStreet);
    expect(g.rejected[0]!.reasons).toEqual(['dealership_address: the location has no full street address']);
    expect(m.rejected[0]!.reasons).toEqual(['address: the location has no full street address']);
  });
});

describe('what the feeds offer', () => {
  it('only cars for sale now: not sold ones inside the visibility window, not coming soon, not other vehicles', () => {
    const cars = [
      listable({ id: 1, slug: 'for-sale' }),
      listable({ id: 2, slug: 'sold', status: 'sold', sold: true }),
      listable({ id: 3, slug: 'coming', status: 'coming_soon' }),
      listable({ id: 4, slug: 'pending', status: 'pending' }),
      listable({ id: 5, slug: 'bike', item_type: 'motorcycle' }),
    ];
    const { google, meta } = feeds(cars);
    expect(csvRows(google.text).map((row) => row.link)).toEqual([`${ORIGIN}/cars/for-sale/`]);
    expect(metaListings(meta.text).map((l) => l.vehicle_id)).toEqual(['1']);
    expect([google.rejected, meta.rejected]).toEqual([[], []]);
  });
});
