import { describe, expect, it } from 'vitest';
import { parseSiteConfig, parseStock, parseJsonText, stockFileText } from '../../../src/domain/stock-file.ts';
import { minimalCarRow, minimalSiteInput } from '../../fixtures/cars.ts';
import { problemsOf } from '../../fixtures/data-file-problems.ts';

const FILE = 'sites/x/stock.json';

describe('parseStock: a valid stock file loads as the dealer platform writes it', () => {
  it('accepts a row with only the required fields and applies defaults', () => {
    const [car] = parseStock([minimalCarRow], FILE);
    expect(car).toMatchObject({ id: 1017, make: 'Toyota', images: [], show_on_dealer_website: true });
  });

  it("keeps the specs' own field names and sub-objects", () => {
    const [car] = parseStock(
      [
        {
          ...minimalCarRow,
          before_price: 31990,
          car_type: 'demo',
          standardEquipment: ['Apple CarPlay'],
          images: [{ image: { url: '/a.svg', thumb: { url: '/a-t.svg' } } }],
          variant: { fuelconsumptioncombined: 6.1, ancaprating: 5 },
          specifications: { body_width: 7.9, body_length: 20 },
          location: {
            id: 3,
            name: 'North',
            slug: 'north',
            phone: '07 3000 0000',
            address: { city: 'Brisbane', state: 'QLD' },
          },
          autograb_data: { average_market_price: 30000, state_average_market_price: 29500 },
          youxQuote: { weeklyRepaymentAmount: 120, advertisedRate: 8.9, comparisonRate: 9.4 },
          finance_lenders: { manual: { interestRate: 8.5, comparisonRate: 9.1, paymentWeek: 130, term60: 60 } },
          hotspots: { exterior: [{ description: 'LED headlights', positions: { '0': { x: 20, y: 40 } } }] },
        },
      ],
      FILE,
    );
    expect(car?.before_price).toBe(31990);
    expect(car?.standardEquipment).toEqual(['Apple CarPlay']);
    expect(car?.hotspots?.interior).toEqual([]);
    expect(car?.finance_lenders?.manual?.term60).toBe(60);
  });

  it('accepts statuses beyond the three named ones ("and others", spec 01 §3)', () => {
    expect(parseStock([{ ...minimalCarRow, status: 'pending' }], FILE)[0]?.status).toBe('pending');
  });
});

describe('parseStock: a bad row names file, row, stock number, field and reason', () => {
  it.each([
    [
      "a price given as text (the issue's example)",
      { price: '29990' },
      'sites/x/stock.json: car 1 (stocknum A123): price: expected a number, got text "29990"',
    ],
    [
      'a missing make',
      { make: undefined },
      'sites/x/stock.json: car 1 (stocknum A123): make: required (expected text)',
    ],
    [
      'an unknown car type',
      { car_type: 'nearly-new' },
      'sites/x/stock.json: car 1 (stocknum A123): car_type: expected one of "new", "demo", "used"',
    ],
    ['a negative price', { price: -5 }, 'sites/x/stock.json: car 1 (stocknum A123): price: must be at least 0'],
    [
      'a slug with spaces',
      { slug: 'Toyota Corolla' },
      'sites/x/stock.json: car 1 (stocknum A123): slug: expected a lower-case URL slug such as "2021-toyota-corolla-abc123"',
    ],
    [
      'an image without url',
      { images: [{ image: {} }] },
      'sites/x/stock.json: car 1 (stocknum A123): images[0].image.url: required (expected text)',
    ],
    [
      'a year as text',
      { year: '2021' },
      'sites/x/stock.json: car 1 (stocknum A123): year: expected a number, got text "2021"',
    ],
    ['an empty status', { status: '' }, 'sites/x/stock.json: car 1 (stocknum A123): status: must not be empty'],
  ])('%s', (_name, fields, message) => {
    expect(problemsOf(() => parseStock([{ ...minimalCarRow, ...fields }], FILE))).toEqual([message]);
  });

  it('counts rows from 1 and names the row without a stock number by position', () => {
    const rows = Array.from({ length: 17 }, (_, i) => ({
      ...minimalCarRow,
      id: i + 1,
      slug: `car-${i + 1}`,
      stocknum: `S${i + 1}`,
    }));
    rows[16] = { ...rows[16]!, stocknum: 'A123', price: 'POA' as unknown as number };
    expect(problemsOf(() => parseStock(rows, FILE))).toEqual([
      'sites/x/stock.json: car 17 (stocknum A123): price: expected a number, got text "POA"',
    ]);
    const noStocknum = { ...minimalCarRow, stocknum: undefined, price: null };
    expect(problemsOf(() => parseStock([noStocknum], FILE))).toEqual([
      'sites/x/stock.json: car 1: price: expected a number, got null',
    ]);
  });

  it('refuses two cars with the same id or slug, which would share a page', () => {
    const twin = { ...minimalCarRow, stocknum: 'B456' };
    expect(problemsOf(() => parseStock([minimalCarRow, twin], FILE))).toEqual([
      'sites/x/stock.json: car 2 (stocknum B456): id: 1017 is already used by car 1',
      'sites/x/stock.json: car 2 (stocknum B456): slug: "2021-toyota-corolla-ascent-sport-a123" is already used by car 1',
    ]);
  });

  // Spec 01 §1 "/cars/trade-in?car_id={id} | trade-in valuation": the static page wins over
  // /cars/[slug], so a car with that slug would lose its page without a word.
  it.each([
    [
      'trade-in',
      [
        'sites/x/stock.json: car 1 (stocknum A123): slug: "trade-in" is the address of the page /cars/trade-in, so car 1017 (2021 Toyota Corolla) would have no page; give it another slug',
      ],
    ],
    ['trade-in-2021-toyota', []],
    ['2021-toyota-trade-in', []],
  ])('a car slugged "%s" is refused only when a static page under /cars/ owns it', (slug, expected) => {
    const run = () => parseStock([{ ...minimalCarRow, slug }], FILE);
    if (expected.length) expect(problemsOf(run)).toEqual(expected);
    else expect(run()[0]?.slug).toBe(slug);
  });

  it('lists at most 20 bad rows and says how many more there are', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ ...minimalCarRow, id: i + 1, slug: `c-${i}`, price: 'x' }));
    const problems = problemsOf(() => parseStock(rows, FILE));
    expect(problems).toHaveLength(21);
    expect(problems.at(-1)).toBe('sites/x/stock.json: … and 5 more bad rows');
  });

  it('refuses a file that is not an array', () => {
    expect(problemsOf(() => parseStock({ cars: [] }, FILE))).toEqual([
      'sites/x/stock.json: expected a JSON array of cars, got object',
    ]);
  });

  it('reports JSON syntax errors with the file name', () => {
    expect(problemsOf(() => parseJsonText('[{"id": 1,]', FILE))[0]).toMatch(
      /^sites\/x\/stock\.json: not valid JSON \(/,
    );
  });
});

describe('parseSiteConfig', () => {
  const SITE = 'sites/test-motors/site.json';

  it('fills every documented default', () => {
    const site = parseSiteConfig(minimalSiteInput, SITE, 'test-motors');
    expect(site.include_sold_cars_days).toBe(3); // spec 02 §9 "Sold cars appear 3 days by default"
    expect(site.no_price_text).toBe('Enquire for price.'); // spec 02 §9
    expect(site.default_state).toBe('qld'); // spec 02 §9
    expect(site.features.reserve_amount).toBe(200); // spec 01 §9 "default amount $200"
    expect(site.search.page_size).toBe(21); // spec 01 §9
    expect(site.search.show_all_makes_after).toBe(7); // spec 01 §9
    expect(site.image_cdn.quality).toBe(75); // spec 01 §9
    expect(site.stats_banner.items.map((i) => i.value)).toEqual(['50+', '40+', '30+']); // spec 01 §1
    expect(site.feature_banner.map((i) => i.href)).toEqual(['/special-offers', '/service', '/trade-in']); // spec 01 §2
  });

  it.each([
    [
      'a typo in a feature switch',
      { features: { reserve_onlne: true } },
      'sites/test-motors/site.json: features: unknown field "reserve_onlne"',
    ],
    [
      'a colour that is no CSS colour',
      { theme: { primary: 'reddish' } },
      'sites/test-motors/site.json: theme.primary: expected a colour such as "#1f4e8c", "rgb(31 78 140)" or "navy", got "reddish"',
    ],
    [
      'sold days as text',
      { include_sold_cars_days: '3' },
      'sites/test-motors/site.json: include_sold_cars_days: expected a number, got text "3"',
    ],
    [
      'an unknown finance provider',
      { finance_provider: 'acme' },
      'sites/test-motors/site.json: finance_provider: expected one of "youx", "taurus", "360-finance", "ausloans", "manual", "angle", "powertorque", "nissan-finance"',
    ],
    [
      'no primary location',
      { locations: [{ ...minimalSiteInput.locations[0]!, primary: false }] },
      'sites/test-motors/site.json: locations: expected exactly one location with "primary": true, found 0',
    ],
    [
      'a bad opening-hours time',
      {
        locations: [
          { ...minimalSiteInput.locations[0]!, contact_detail: { opening_hours: [{ weekday: 1, open: '8am' }] } },
        ],
      },
      'sites/test-motors/site.json: locations[0].contact_detail.opening_hours[0].open: expected a time as HH:MM (24-hour)',
    ],
    [
      'a weekday out of range',
      { locations: [{ ...minimalSiteInput.locations[0]!, contact_detail: { opening_hours: [{ weekday: 7 }] } }] },
      'sites/test-motors/site.json: locations[0].contact_detail.opening_hours[0].weekday: must be at most 6',
    ],
    [
      'an unknown string key',
      { strings: { 'sold.mesage': 'x' } },
      'sites/test-motors/site.json: strings: unknown field "sold.mesage"',
    ],
  ])('names the field for %s', (_name, fields, message) => {
    expect(problemsOf(() => parseSiteConfig({ ...minimalSiteInput, ...fields }, SITE, 'test-motors'))).toContain(
      message,
    );
  });

  it('requires the slug to match the tenant folder', () => {
    expect(problemsOf(() => parseSiteConfig(minimalSiteInput, SITE, 'other'))).toEqual([
      'sites/test-motors/site.json: slug: "test-motors" must equal the folder name "other"',
    ]);
  });
});

describe('parseStock: rows are named even when they are not cars', () => {
  it.each([
    ['null', null, 'sites/x/stock.json: car 1: expected an object, got null'],
    ['a number', 5, 'sites/x/stock.json: car 1: expected an object, got number 5'],
    ['a row without a stock number', { id: 'x' }, /^sites\/x\/stock\.json: car 1: /],
    ['a row whose stock number is not text', { id: 'x', stocknum: 7 }, /^sites\/x\/stock\.json: car 1: /],
    ['a row with an empty stock number', { id: 'x', stocknum: '' }, /^sites\/x\/stock\.json: car 1: /],
  ])('%s', (_name, row, expected) => {
    const [first] = problemsOf(() => parseStock([row], FILE));
    if (typeof expected === 'string') expect(first).toBe(expected);
    else expect(first).toMatch(expected);
  });

  it('lists every bad row up to 20, with no "more" line at exactly 20', () => {
    const bad = Array.from({ length: 20 }, (_, i) => ({ ...minimalCarRow, id: i + 1, price: 'x' }));
    const problems = problemsOf(() => parseStock(bad, FILE));
    expect(problems).toHaveLength(20);
    expect(problems.some((line) => line.includes('more bad rows'))).toBe(false);
  });

  it('null is not an array of cars', () => {
    expect(problemsOf(() => parseStock(null, FILE))).toEqual([
      'sites/x/stock.json: expected a JSON array of cars, got null',
    ]);
  });

  it('a site config read without a folder name keeps its own slug', () => {
    expect(parseSiteConfig(minimalSiteInput, 'site.json').slug).toBe('test-motors');
  });
});

describe('stockFileText: the snapshot as the import and the sample generator write it', () => {
  it('is a JSON array with one car per line that reads back as the same rows', () => {
    const rows = [minimalCarRow, { ...minimalCarRow, id: 1018, slug: 'second' }];
    const text = stockFileText(rows);
    expect(text).toBe(`[\n${JSON.stringify(rows[0])},\n${JSON.stringify(rows[1])}\n]\n`);
    expect(JSON.parse(text)).toEqual(rows);
  });

  it('writes an empty stock as an empty array', () => {
    expect(stockFileText([])).toBe('[]\n');
  });
});
