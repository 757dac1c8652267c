import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CAR_TYPE_LABELS, CarSchema } from '../../../src/domain/schemas/car.ts';
import { DealershipSchema, ManufacturerSchema } from '../../../src/domain/schemas/catalogue.ts';
import { FinanceLenderSchema } from '../../../src/domain/schemas/finance.ts';
import { LocationSchema } from '../../../src/domain/schemas/location.ts';
import { PromoCardSchema } from '../../../src/domain/schemas/promo.ts';
import { SiteConfigSchema } from '../../../src/domain/schemas/site-config.ts';
import { DataFileError, describeIssue, formatIssue } from '../../../src/domain/validation.ts';
import { minimalCarRow, minimalSiteInput } from '../../fixtures/cars.ts';

const COLOUR = 'expected a colour such as "#1f4e8c", "rgb(31 78 140)" or "navy"';
const SITE_URL_OR_PATH = 'expected a path starting with "/" or a full http:// or https:// URL';
const LINK = 'expected a path starting with "/", a full http:// or https:// URL, "#…", "tel:" or "mailto:"';

/** The first problem a schema finds, as the build prints it ("field: reason"), or null when valid. */
function problem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? null : formatIssue(result.error.issues[0]!);
}
const siteWith = (fields: Record<string, unknown>) => ({ ...minimalSiteInput, ...fields });
const carWith = (fields: Record<string, unknown>) => ({ ...minimalCarRow, ...fields });

describe('car type labels', () => {
  it('read New, Demo, Used', () => expect(CAR_TYPE_LABELS).toEqual({ new: 'New', demo: 'Demo', used: 'Used' }));
});

describe('Car schema: what a stock row may hold (spec 01 §3)', () => {
  it("keeps every sub-object's fields", () => {
    const row = carWith({
      images: [{ image: { url: '/a.svg', thumb: { url: '/a-t.svg' } } }],
      hotspots: {
        exterior: [{ title: 'Lights', description: 'LED headlights', positions: { '12': { x: 20, y: 40 } } }],
      },
      variant: { enginesize: 1987, cylinders: 4, torque: 205, bodyconfiguration: 'Hatch', ancaprating: 5 },
      specifications: {
        body_width: 8,
        body_length: 21.5,
        tare_weight: 2450,
        axle_type: 'Tandem',
        sleeps: 4,
        aggregate_trailer_mass: 3200,
      },
      location: {
        id: 3,
        name: 'North',
        slug: 'north',
        phone: '07 3000 0000',
        address: {
          id: 9,
          street: '1 Main St',
          city: 'Brisbane',
          state: 'QLD',
          postcode: '4000',
          place_url: 'https://maps.example/x',
        },
        distribution_locations: ['Ipswich'],
      },
      autograb_data: {
        average_market_price: 30000,
        state_average_market_price: 29500,
        market_range_min: 28000,
        market_range_max: 34000,
        confidence: 0.8,
        description: 'Fair',
      },
      finance_lenders: {
        manual: { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 130, disclaimer: 'Terms apply' },
      },
    });
    const car = CarSchema.parse(row);
    expect(car.images[0]?.image.thumb?.url).toBe('/a-t.svg');
    expect(car.hotspots?.exterior[0]).toEqual({
      title: 'Lights',
      description: 'LED headlights',
      positions: { '12': { x: 20, y: 40 } },
    });
    expect(car.hotspots?.interior).toEqual([]);
    expect(car.variant).toEqual(row.variant);
    expect(car.specifications).toEqual(row.specifications);
    expect(car.location).toEqual(row.location);
    expect(car.autograb_data).toEqual(row.autograb_data);
    expect(car.finance_lenders?.manual?.disclaimer).toBe('Terms apply');
  });

  it.each([
    [
      'a slug with capitals',
      { slug: 'Toyota-Corolla' },
      'slug: expected a lower-case URL slug such as "2021-toyota-corolla-abc123"',
    ],
    [
      'a slug with a trailing symbol',
      { slug: 'toyota-corolla!' },
      'slug: expected a lower-case URL slug such as "2021-toyota-corolla-abc123"',
    ],
    [
      'a slug with a leading symbol',
      { slug: '!toyota' },
      'slug: expected a lower-case URL slug such as "2021-toyota-corolla-abc123"',
    ],
    ['negative km', { km: -1 }, 'km: must be at least 0'],
    [
      'a hotspot frame that is not a number',
      { hotspots: { exterior: [{ description: 'x', positions: { front: { x: 1, y: 1 } } }] } },
      'hotspots.exterior[0].positions.front: expected a frame index',
    ],
    [
      'a hotspot frame with a suffix',
      { hotspots: { exterior: [{ description: 'x', positions: { '12a': { x: 1, y: 1 } } }] } },
      'hotspots.exterior[0].positions.12a: expected a frame index',
    ],
    [
      'a hotspot point outside the frame',
      { hotspots: { exterior: [{ description: 'x', positions: { '3': { x: 101, y: 1 } } }] } },
      'hotspots.exterior[0].positions.3.x: must be at most 100',
    ],
  ])('refuses %s', (_name, fields, message) => expect(problem(CarSchema, carWith(fields))).toBe(message));

  it.each([
    ['a multi-part slug', { slug: '2021-toyota-corolla-abc123' }],
    ['km of 0 and more', { km: 12000 }],
    [
      'a two-digit frame index',
      { hotspots: { exterior: [{ description: 'x', positions: { '12': { x: 0, y: 100 } } }] } },
    ],
  ])('accepts %s', (_name, fields) => expect(problem(CarSchema, carWith(fields))).toBeNull());

  it("a lender's named figures are numbers: a rate written as text is refused", () => {
    expect(problem(FinanceLenderSchema, { interestRate: '8.5' })).toBe(
      'interestRate: expected a number, got text "8.5"',
    );
  });

  it('a lender may carry term{N} figures beside the named ones', () => {
    expect(FinanceLenderSchema.parse({ interestRate: 8.5, term60: 60 })).toEqual({ interestRate: 8.5, term60: 60 });
  });
});

describe('catalogue and promo schemas', () => {
  it.each([
    [ManufacturerSchema, { id: 1, name: 'Toyota', slug: 'toyota' }, null],
    [ManufacturerSchema, { id: 1, name: 'Land Rover', slug: 'land-rover' }, null],
    [
      ManufacturerSchema,
      { id: 1, name: 'Toyota', slug: 'Toyota' },
      'slug: expected a lower-case slug such as "toyota"',
    ],
    [
      ManufacturerSchema,
      { id: 1, name: 'Toyota', slug: 'toyota-' },
      'slug: expected a lower-case slug such as "toyota"',
    ],
    [
      ManufacturerSchema,
      { id: 1, name: 'Toyota', slug: '-toyota' },
      'slug: expected a lower-case slug such as "toyota"',
    ],
    [ManufacturerSchema, { id: 1, name: '', slug: 'toyota' }, 'name: must not be empty'],
    [DealershipSchema, { id: 1, name: 'X', slug: 'x', average_rating: 5, review_count: 0 }, null],
    [DealershipSchema, { id: 1, name: 'X', slug: 'x', average_rating: 5.1 }, 'average_rating: must be at most 5'],
    [DealershipSchema, { id: 1, name: 'X', slug: 'x', average_rating: -0.1 }, 'average_rating: must be at least 0'],
    [DealershipSchema, { id: 1, name: 'X', slug: 'x', review_count: -1 }, 'review_count: must be at least 0'],
    [
      PromoCardSchema,
      { title: 'We Want Your Car!', start: '2026-11-01', expiry: '2026-12-31T23:59:59+10:00', position: 5 },
      null,
    ],
    [
      PromoCardSchema,
      { title: 'We Want Your Car!', start: '2026-11-01T00:00:00', expiry: '2026-12-31', position: 5 },
      'start: expected a valid datetime',
    ],
  ] as const)('%#: %j → %s', (schema, value, message) => {
    const found = problem(schema as z.ZodType, value);
    if (message === null) expect(found).toBeNull();
    else
      expect(found).toMatch(
        message.startsWith('start:') ? /^start: / : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
  });
});

describe('SiteConfig schema: a typo or a bad value names the field (site.json)', () => {
  it.each([
    ['a slug with capitals', { slug: 'Test-Motors' }, 'slug: expected a lower-case slug such as "harbour-city-toyota"'],
    [
      'a slug with a trailing dash',
      { slug: 'test-motors-' },
      'slug: expected a lower-case slug such as "harbour-city-toyota"',
    ],
    [
      'a slug with a leading symbol',
      { slug: '_test' },
      'slug: expected a lower-case slug such as "harbour-city-toyota"',
    ],
    ['a colour without #', { theme: { primary: '0b3d91' } }, `theme.primary: ${COLOUR}, got "0b3d91"`],
    ['a colour of 5 digits', { theme: { primary: '#0b3d9' } }, `theme.primary: ${COLOUR}, got "#0b3d9"`],
    ['a colour with a non-hex digit', { theme: { primary: '#0b3g91' } }, `theme.primary: ${COLOUR}, got "#0b3g91"`],
    ['a colour with a trailing letter', { theme: { primary: '#fffz' } }, `theme.primary: ${COLOUR}, got "#fffz"`],
    ['a colour with a prefix', { theme: { primary: 'x#ffffff' } }, `theme.primary: ${COLOUR}, got "x#ffffff"`],
    [
      'a link that is neither a path nor a URL',
      { announcement_bar: { text: 'Hi', href: 'finance' } },
      `announcement_bar.href: ${LINK}, got "finance"`,
    ],
    [
      'a link with a scheme later on',
      { announcement_bar: { text: 'Hi', href: 'go to https://x' } },
      `announcement_bar.href: ${LINK}, got "go to https://x"`,
    ],
    ['an empty announcement', { announcement_bar: { text: '' } }, 'announcement_bar.text: must not be empty'],
    ['a radius above 32', { theme: { radius: 33 } }, 'theme.radius: must be at most 32'],
    ['a negative radius', { theme: { radius: -1 } }, 'theme.radius: must be at least 0'],
    ['a page size of 0', { search: { page_size: 0 } }, 'search.page_size: must be at least 1'],
    ['a page size above 100', { search: { page_size: 101 } }, 'search.page_size: must be at most 100'],
    [
      'show all makes after 0',
      { search: { show_all_makes_after: 0 } },
      'search.show_all_makes_after: must be at least 1',
    ],
    [
      'a feed that is not a URL',
      { stock: { feed: { url: 'ftp://x' } } },
      'stock.feed.url: expected an http(s):// or file: URL',
    ],
    [
      'a feed URL with text before it',
      { stock: { feed: { url: 'see https://x' } } },
      'stock.feed.url: expected an http(s):// or file: URL',
    ],
    [
      'a token variable in lower case',
      { stock: { feed: { url: 'https://x', token_env: 'acme_token' } } },
      'stock.feed.token_env: expected an environment variable name such as "ACME_FEED_TOKEN"',
    ],
    [
      'a token variable starting with a digit',
      { stock: { feed: { url: 'https://x', token_env: '1TOKEN' } } },
      'stock.feed.token_env: expected an environment variable name such as "ACME_FEED_TOKEN"',
    ],
    [
      'a token variable with a dash',
      { stock: { feed: { url: 'https://x', token_env: 'ACME-TOKEN' } } },
      'stock.feed.token_env: expected an environment variable name such as "ACME_FEED_TOKEN"',
    ],
    [
      'sample count of 0',
      { stock: { sample: { profile: 'group', seed: 1, count: 0, as_of: '2026-11-20' } } },
      'stock.sample.count: must be at least 1',
    ],
    [
      'sample count above 20000',
      { stock: { sample: { profile: 'group', seed: 1, count: 20001, as_of: '2026-11-20' } } },
      'stock.sample.count: must be at most 20000',
    ],
    ['negative sold-car days', { include_sold_cars_days: -1 }, 'include_sold_cars_days: must be at least 0'],
    ['no locations', { locations: [] }, 'locations: must have at least 1 item(s)'],
    [
      'a brand group with no title',
      { brand_grid: { groups: [{ title: '', manufacturers: ['x'] }] } },
      'brand_grid.groups[0].title: must not be empty',
    ],
    [
      'a brand group with no brands',
      { brand_grid: { groups: [{ title: 'Cars', manufacturers: [] }] } },
      'brand_grid.groups[0].manufacturers: must have at least 1 item(s)',
    ],
    ['a minimum rating above 5', { reviews: { minimum_rating: 6 } }, 'reviews.minimum_rating: must be at most 5'],
    ['a negative minimum rating', { reviews: { minimum_rating: -1 } }, 'reviews.minimum_rating: must be at least 0'],
    ['image quality 0', { image_cdn: { quality: 0 } }, 'image_cdn.quality: must be at least 1'],
    ['image quality above 100', { image_cdn: { quality: 101 } }, 'image_cdn.quality: must be at most 100'],
    ['an empty string override', { strings: { 'sold.tag': '' } }, 'strings.sold.tag: must not be empty'],
    [
      'two primary locations',
      { locations: [minimalSiteInput.locations[0], { ...minimalSiteInput.locations[0], slug: 'two' }] },
      'locations: expected exactly one location with "primary": true, found 2',
    ],
    [
      'two locations with one slug',
      { locations: [minimalSiteInput.locations[0], { ...minimalSiteInput.locations[0], id: 2, primary: false }] },
      'locations[1].slug: duplicate location slug "brisbane"',
    ],
    [
      'a brand group naming an unknown brand',
      {
        manufacturers: [{ id: 1, name: 'Toyota', slug: 'toyota' }],
        brand_grid: { groups: [{ title: 'Cars', manufacturers: ['toyota', 'kia'] }] },
      },
      'brand_grid.groups[0].manufacturers[1]: unknown manufacturer slug "kia" (not in "manufacturers")',
    ],
    [
      'a gated route without phone sign-in (issue 14: the gate would send shoppers to a page the site lacks)',
      { sign_in_gates: { trade_in: true } },
      'sign_in_gates.trade_in: gating needs phone sign-in: set "features.sign_in": true or turn this gate off',
    ],
    [
      'the watchlist without phone sign-in',
      { features: { watchlist: true } },
      'features.watchlist: the watchlist needs phone sign-in: set "features.sign_in": true or use local favourites',
    ],
  ])('refuses %s', (_name, fields, message) => expect(problem(SiteConfigSchema, siteWith(fields))).toBe(message));

  it.each([
    ['links of every kind', { announcement_bar: { text: 'Hi', href: 'http://x.example' } }],
    ['a three-digit colour', { theme: { primary: '#fff', accent: '#A1b2C3' } }],
    [
      'gates and the watchlist with sign-in',
      { features: { sign_in: true, watchlist: true }, sign_in_gates: { finance: true } },
    ],
    ['file feeds and env names with digits', { stock: { feed: { url: 'file:///tmp/x.json', token_env: 'A1_TOKEN' } } }],
    [
      'brand groups naming known brands',
      {
        manufacturers: [{ id: 1, name: 'Toyota', slug: 'toyota' }],
        brand_grid: { groups: [{ title: 'Cars', manufacturers: ['toyota'] }] },
      },
    ],
    [
      'the bounds themselves',
      {
        theme: { radius: 32 },
        search: { page_size: 100 },
        reviews: { minimum_rating: 5 },
        image_cdn: { quality: 100 },
        include_sold_cars_days: 0,
      },
    ],
  ])('accepts %s', (_name, fields) => expect(problem(SiteConfigSchema, siteWith(fields))).toBeNull());

  it('defaults follow the spec: the stats banner reads 50+ locations, 40+ brands, 30+ years; More holds About, Contact and Careers', () => {
    const site = SiteConfigSchema.parse(minimalSiteInput);
    expect(site.stats_banner.items).toEqual([
      { value: '50+', label: 'Locations' },
      { value: '40+', label: 'Brands' },
      { value: '30+', label: 'Years' },
    ]);
    expect(site.menus.header.find((item) => item.label === 'More')?.children.map((child) => child.label)).toEqual([
      'About Us',
      'Contact Us',
      'Careers',
    ]);
  });
});

describe('validation messages name the problem in plain words', () => {
  const probe = z
    .object({
      list: z.array(z.number()).min(2).max(3).optional(),
      word: z.string().min(3).max(5).optional(),
      above: z.number().gt(1).lt(9).optional(),
      kind: z.enum(['a', 'b']).optional(),
      one: z.literal('x').optional(),
      even: z.number().multipleOf(2).optional(),
      email: z.email().optional(),
      required: z.enum(['a', 'b']),
    })
    .strict();
  it.each([
    ['a list too short', { list: [1] }, 'list: must have at least 2 item(s)'],
    ['a list too long', { list: [1, 2, 3, 4] }, 'list: must have at most 3 item(s)'],
    ['text too short', { word: 'ab' }, 'word: must be at least 3 characters'],
    ['text too long', { word: 'abcdef' }, 'word: must be at most 5 characters'],
    ['a number not above the minimum', { above: 1 }, 'above: must be more than 1'],
    ['a number not below the maximum', { above: 9 }, 'above: must be less than 9'],
    ['a value outside a list', { kind: 'c' }, 'kind: expected one of "a", "b"'],
    ['a value other than the one allowed', { one: 'y' }, 'one: expected "x"'],
    ['a required choice', {}, 'required: required (expected one of "a", "b")'],
    ['not a multiple', { even: 3 }, 'even: must be a multiple of 2'],
    ['a bad email', { email: 'nope' }, 'email: expected a valid email'],
    ['one unknown field', { extra: 1 }, 'unknown field "extra"'],
    ['two unknown fields', { extra: 1, more: 2 }, 'unknown fields "extra", "more"'],
  ])('%s', (_name, value, message) => {
    const result = probe.safeParse({ required: 'a', ...value }, { reportInput: true });
    const issues = result.success ? [] : result.error.issues.map(formatIssue);
    if (message.startsWith('required:')) {
      const missing = probe.safeParse(value, { reportInput: true });
      expect(missing.success ? [] : missing.error.issues.map(formatIssue)).toEqual([message]);
    } else expect(issues).toEqual([message]);
  });

  it.each([
    ['a list', z.string(), [1], 'expected text, got a list'],
    ['an object', z.string(), { a: 1 }, 'expected text, got an object'],
    ['null', z.number(), null, 'expected a number, got null'],
    ['a short text', z.number(), '29990', 'expected a number, got text "29990"'],
    ['a text of 40 characters, whole', z.number(), 'x'.repeat(40), `expected a number, got text "${'x'.repeat(40)}"`],
    [
      'a long text, cut at 40 characters',
      z.number(),
      'y'.repeat(41),
      `expected a number, got text "${'y'.repeat(40)}…"`,
    ],
    ['a boolean', z.string(), true, 'expected text, got boolean true'],
    ['a number for a boolean', z.boolean(), 1, 'expected true or false, got number 1'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'expected a whole number, got number 1.5'],
    ['a missing field', z.object({ a: z.string() }), {}, 'a: required (expected text)'],
    ['a number for a list', z.array(z.string()), 1, 'expected a list, got number 1'],
    ['text for an object', z.object({}), 'x', 'expected an object, got text "x"'],
    ['text for a record', z.record(z.string(), z.number()), 'x', 'expected an object, got text "x"'],
    ['text for a date', z.date(), 'x', 'expected a date, got text "x"'],
  ])('got %s', (_name, schema, value, message) => {
    const result = (schema as z.ZodType).safeParse(value, { reportInput: true });
    expect(result.success ? null : formatIssue(result.error.issues[0]!)).toBe(message);
  });

  it('a file error lists its problems, one per line', () => {
    const error = new DataFileError(['a: one', 'b: two']);
    expect([error.name, error.message, error.problems]).toEqual([
      'DataFileError',
      'a: one\nb: two',
      ['a: one', 'b: two'],
    ]);
  });

  it('a custom message is kept as written', () => {
    expect(describeIssue({ code: 'custom', path: [], message: 'exactly one primary', input: 1 } as never)).toBe(
      'exactly one primary',
    );
  });
});

describe('Location schema (spec 02 §3 "Location")', () => {
  const location = (fields: Record<string, unknown>) => ({ ...minimalSiteInput.locations[0], ...fields });
  const hours = (row: Record<string, unknown>) =>
    location({ contact_detail: { opening_hours: [{ weekday: 1, ...row }] } });
  it.each([
    ['a latitude above 90', location({ address: { lat: 90.1 } }), 'address.lat: must be at most 90'],
    ['a latitude below -90', location({ address: { lat: -90.1 } }), 'address.lat: must be at least -90'],
    ['a longitude above 180', location({ address: { long: 180.1 } }), 'address.long: must be at most 180'],
    ['a longitude below -180', location({ address: { long: -180.1 } }), 'address.long: must be at least -180'],
    [
      'a review rated above 5',
      location({ reviews: { reviews: [{ author: 'A', rating: 5.5 }] } }),
      'reviews.reviews[0].rating: must be at most 5',
    ],
    [
      'a review rated below 0',
      location({ reviews: { reviews: [{ author: 'A', rating: -1 }] } }),
      'reviews.reviews[0].rating: must be at least 0',
    ],
    [
      'an average in reviews above 5',
      location({ reviews: { average_rating: 5.1 } }),
      'reviews.average_rating: must be at most 5',
    ],
    [
      'an average in reviews below 0',
      location({ reviews: { average_rating: -0.1 } }),
      'reviews.average_rating: must be at least 0',
    ],
    ['an average rating above 5', location({ average_rating: 5.1 }), 'average_rating: must be at most 5'],
    ['an average rating below 0', location({ average_rating: -0.1 }), 'average_rating: must be at least 0'],
    ['a negative review count', location({ review_count: -1 }), 'review_count: must be at least 0'],
    [
      'a slug with capitals',
      location({ slug: 'Brisbane' }),
      'slug: expected a lower-case slug such as "brisbane-north"',
    ],
    [
      'a slug ending in a dash',
      location({ slug: 'brisbane-' }),
      'slug: expected a lower-case slug such as "brisbane-north"',
    ],
    [
      'a slug starting with a dash',
      location({ slug: '-brisbane' }),
      'slug: expected a lower-case slug such as "brisbane-north"',
    ],
    [
      'a slug with a symbol after a dash',
      location({ slug: 'brisbane-n!' }),
      'slug: expected a lower-case slug such as "brisbane-north"',
    ],
    [
      'a time with seconds',
      hours({ open: '08:30:00' }),
      'contact_detail.opening_hours[0].open: expected a time as HH:MM (24-hour)',
    ],
    [
      'a time with a prefix',
      hours({ open: 'at 08:30' }),
      'contact_detail.opening_hours[0].open: expected a time as HH:MM (24-hour)',
    ],
    [
      'a closed-day link that is not a path',
      location({ closed_day_link: 'service' }),
      `closed_day_link: ${SITE_URL_OR_PATH}, got "service"`,
    ],
    [
      'a closed-day link with text before it',
      location({ closed_day_link: 'see /service' }),
      `closed_day_link: ${SITE_URL_OR_PATH}, got "see /service"`,
    ],
  ])('refuses %s', (_name, value, message) => expect(problem(LocationSchema, value)).toBe(message));

  it.each([
    ['the poles and the date line', location({ address: { lat: -90, long: 180 } })],
    ['the other pole and date line', location({ address: { lat: 90, long: -180 } })],
    [
      'ratings of 0 and 5',
      location({
        average_rating: 5,
        review_count: 0,
        reviews: {
          average_rating: 0,
          reviews: [
            { author: 'A', rating: 5 },
            { author: 'B', rating: 0 },
          ],
        },
      }),
    ],
    ['a multi-part slug', location({ slug: 'brisbane-north-2' })],
    ['24-hour times', hours({ open: '00:00', close: '23:59' })],
    [
      'closed-day links to a path or a page elsewhere',
      location({ closed_day_link: 'http://bookings.example/service' }),
    ],
  ])('accepts %s', (_name, value) => expect(problem(LocationSchema, value)).toBeNull());

  it('a feed may be plain http', () =>
    expect(
      problem(SiteConfigSchema, siteWith({ stock: { feed: { url: 'http://feeds.example/stock.json' } } })),
    ).toBeNull());
  it('a hotspot frame must be all digits', () =>
    expect(
      problem(
        CarSchema,
        carWith({ hotspots: { exterior: [{ description: 'x', positions: { a12: { x: 1, y: 1 } } }] } }),
      ),
    ).toBe('hotspots.exterior[0].positions.a12: expected a frame index'));
  it('hotspot lists default to empty', () =>
    expect(CarSchema.parse(carWith({ hotspots: {} })).hotspots).toEqual({ exterior: [], interior: [] }));
});
