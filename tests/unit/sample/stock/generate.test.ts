import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CarInput } from '../../../../src/domain/schemas/car.ts';
import type { SiteConfig } from '../../../../src/domain/schemas/site-config.ts';
import { parseJsonText, parseSiteConfig, parseStock, stockFileText } from '../../../../src/domain/stock-file.ts';
import { isVisibleOnWebsite } from '../../../../src/domain/stock.ts';
import { parseMediaPath } from '../../../../sample/media/media-paths.ts';
import { catalogueProblems, CATALOGUE } from '../../../../sample/stock/catalogue.ts';
import { ensureSampleStock } from '../../../../sample/stock/cli.ts';
import { generateStock, type GenerateOptions } from '../../../../sample/stock/generate.ts';
import { VIN_PATTERN } from '../../../../sample/stock/identifiers.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const SLUGS = ['harbour-city-toyota', 'southside-used-cars', 'big-country-motor-group'] as const;
type Slug = (typeof SLUGS)[number];

function readSite(slug: Slug): SiteConfig {
  const file = `sites/${slug}/site.json`;
  return parseSiteConfig(parseJsonText(readFileSync(join(ROOT, file), 'utf8'), file), file, slug);
}
const sites = Object.fromEntries(SLUGS.map((slug) => [slug, readSite(slug)])) as Record<Slug, SiteConfig>;

function sampleOptions(slug: Slug, overrides: Partial<GenerateOptions> = {}): GenerateOptions {
  const site = sites[slug];
  const sample = site.stock.sample!;
  return {
    profile: sample.profile,
    seed: sample.seed,
    count: sample.count,
    makes: sample.makes,
    asOf: sample.as_of,
    site,
    ...overrides,
  };
}

const generated = Object.fromEntries(SLUGS.map((slug) => [slug, generateStock(sampleOptions(slug))])) as Record<
  Slug,
  CarInput[]
>;
const asOf = (slug: Slug) => new Date(`${sites[slug].stock.sample!.as_of}T00:00:00+10:00`);
const ageOf = (car: CarInput) => 2026 - car.year;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('catalogue', () => {
  it('has sound tables: powertrain keys resolve, caravans have floor plans, colours are 6-digit hex', () => {
    expect(catalogueProblems()).toEqual([]);
  });

  it.each([
    [
      'Toyota',
      ['Corolla', 'Camry', 'RAV4', 'HiLux', 'LandCruiser 300', 'LandCruiser 70', 'Kluger', 'Yaris Cross', 'bZ4X'],
    ],
    ['Mazda', ['CX-3', 'CX-5', 'CX-30', 'Mazda3', 'BT-50', 'CX-60']],
    ['Hyundai', ['i30', 'Tucson', 'Kona', 'Santa Fe', 'Ioniq 5']],
    ['Kia', ['Cerato', 'Sportage', 'Sorento', 'EV6', 'Carnival']],
    ['Ford', ['Ranger', 'Everest', 'Mustang']],
    ['BYD', ['Atto 3', 'Seal', 'Shark 6']],
    ['Jayco', ['Journey', 'Swan']],
  ])('covers %s %j', (make, models) => {
    const have = CATALOGUE.filter((m) => m.make === make).map((m) => m.model);
    expect(have).toEqual(expect.arrayContaining(models));
  });
});

describe('generateStock: determinism', () => {
  const options = sampleOptions('big-country-motor-group', { count: 300 });

  it('gives byte-identical JSON for the same inputs', () => {
    expect(stockFileText(generateStock(options))).toBe(stockFileText(generateStock(options)));
  });

  it('gives different stock for a different seed', () => {
    expect(stockFileText(generateStock({ ...options, seed: options.seed + 1 }))).not.toBe(
      stockFileText(generateStock(options)),
    );
  });

  it('writes one car per line inside the JSON array', () => {
    const text = stockFileText(generateStock({ ...options, count: 3 }));
    expect(text.split('\n')).toHaveLength(6);
    expect(text.startsWith('[\n{') && text.endsWith('}\n]\n')).toBe(true);
    expect(JSON.parse(text)).toHaveLength(3);
  });
});

describe.each(SLUGS)('generateStock for %s', (slug) => {
  const cars = generated[slug];

  it('makes the requested number of cars, every one accepted by parseStock', () => {
    expect(cars).toHaveLength(sites[slug].stock.sample!.count);
    expect(parseStock(cars, `sites/${slug}/stock.json`)).toHaveLength(cars.length);
  });

  it('has every status kind: in stock, coming soon, sold inside and outside the window, other, hidden', () => {
    const now = asOf(slug);
    const days = sites[slug].include_sold_cars_days;
    const kinds = new Set(
      parseStock(cars, 'x').map((car) => {
        if (car.show_on_dealer_website === false) return 'hidden';
        if (car.status === 'sold') return isVisibleOnWebsite(car, now, days) ? 'sold-inside' : 'sold-outside';
        return ['in_stock', 'coming_soon'].includes(car.status) ? car.status : 'other';
      }),
    );
    expect([...kinds].sort()).toEqual(['coming_soon', 'hidden', 'in_stock', 'other', 'sold-inside', 'sold-outside']);
    for (const car of cars.filter((c) => c.status === 'sold')) expect(car.sold).toBe(true);
  });

  it('gives 17-character VINs of the VIN alphabet, all different', () => {
    const vins = cars.map((car) => car.vin ?? '');
    for (const vin of vins) expect(vin).toMatch(VIN_PATTERN);
    expect(new Set(vins).size).toBe(vins.length);
  });

  it('gives unique stock numbers with the dealer prefix, and dealer-style prices ending in 90', () => {
    expect(new Set(cars.map((c) => c.stocknum)).size).toBe(cars.length);
    for (const car of cars) {
      expect(car.stocknum).toMatch(/^[A-Z]{2,4}\d{5}$/);
      if (car.price > 0) expect(car.price % 100).toBe(90);
      expect(car.nvic ?? 'Q7X23A').toMatch(/^[A-Z][A-Z0-9][A-Z]\d{2}[A-Z]$/);
    }
  });

  it('uses 1-12 drawn images per car, the first as primary, and 24-frame spins', () => {
    for (const car of cars) {
      const images = car.images ?? [];
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(12);
      expect(car.primary_image_url).toBe(images[0]!.image.url);
      for (const image of images) expect(parseMediaPath(image.image.url)).not.toBeNull();
      if (car.spin_images) {
        expect(car.spin_images).toHaveLength(24);
        expect(car.spin_interior_image && parseMediaPath(car.spin_interior_image)).toBeTruthy();
      }
    }
    expect(cars.some((c) => c.images?.length === 1)).toBe(true);
    expect(cars.some((c) => c.images?.length === 3)).toBe(true);
  });

  it('puts more kilometres on older used cars, on average', () => {
    const used = cars.filter(
      (c) => c.car_type === 'used' && c.km != null && c.item_type !== 'motorcycle' && c.item_type !== 'truck',
    );
    const young = mean(used.filter((c) => ageOf(c) <= 3).map((c) => c.km!));
    const middle = mean(used.filter((c) => ageOf(c) >= 4 && ageOf(c) <= 7).map((c) => c.km!));
    const old = mean(used.filter((c) => ageOf(c) >= 8).map((c) => c.km!));
    expect(young).toBeLessThan(middle);
    expect(middle).toBeLessThan(old);
    expect(young / 2).toBeGreaterThan(10000);
  });

  it('dates everything before the as-of day and shows some new arrivals', () => {
    const now = asOf(slug).getTime();
    for (const car of cars) {
      expect(Date.parse(car.created_at!)).toBeLessThan(now);
      expect(Date.parse(car.updated_at!)).toBeLessThanOrEqual(now);
      expect(Date.parse(car.created_at!)).toBeGreaterThan(now - 121 * 86400000 - 60 * 86400000);
    }
    expect(cars.some((c) => now - Date.parse(c.created_at!) < 8 * 86400000)).toBe(true);
  });
});

describe('profiles', () => {
  it('franchise: new and demo only of its makes, at the primary location, with subscriptions on some new cars', () => {
    const cars = generated['harbour-city-toyota'];
    const primary = sites['harbour-city-toyota'].locations.find((l) => l.primary)!;
    expect(cars.filter((c) => c.car_type !== 'used').every((c) => c.make === 'Toyota')).toBe(true);
    expect(cars.every((c) => c.location_id === primary.id)).toBe(true);
    expect(new Set(cars.map((c) => c.car_type))).toEqual(new Set(['new', 'demo', 'used']));
    expect(cars.some((c) => c.subscription_price)).toBe(true);
    expect(cars.some((c) => c.certified && c.make === 'Toyota')).toBe(true);
  });

  it('independent: used only, of many makes, 1-15 years old', () => {
    const cars = generated['southside-used-cars'];
    expect(cars.every((c) => c.car_type === 'used')).toBe(true);
    expect(new Set(cars.map((c) => c.make)).size).toBeGreaterThan(8);
    expect(cars.every((c) => ageOf(c) >= 1 && ageOf(c) <= 15)).toBe(true);
  });

  it('group: spreads stock over every sales location, with motorcycles, trucks and caravans', () => {
    const cars = generated['big-country-motor-group'];
    const sales = sites['big-country-motor-group'].locations.filter(
      (l) => !l.location_type || l.location_type === 'sales',
    );
    expect(new Set(cars.map((c) => c.location_id))).toEqual(new Set(sales.map((l) => l.id)));
    const share = (item: string) => cars.filter((c) => c.item_type === item).length / cars.length;
    expect(share('motorcycle')).toBeCloseTo(0.06, 2);
    expect(share('truck')).toBeCloseTo(0.05, 2);
    expect(share('caravan')).toBeCloseTo(0.04, 2);
  });

  it('caravans carry specifications and no engine or fuel', () => {
    const caravans = generated['big-country-motor-group'].filter((c) => c.item_type === 'caravan');
    expect(caravans.length).toBeGreaterThan(0);
    for (const caravan of caravans) {
      const spec = caravan.specifications!;
      expect(spec.body_width).toBeGreaterThanOrEqual(7.5);
      expect(spec.body_width).toBeLessThanOrEqual(8.2);
      expect(spec.body_length).toBeGreaterThanOrEqual(16);
      expect(spec.body_length).toBeLessThanOrEqual(24);
      expect(['Single', 'Tandem']).toContain(spec.axle_type);
      expect(spec.sleeps).toBeGreaterThan(0);
      expect(spec.aggregate_trailer_mass).toBeGreaterThan(spec.tare_weight!);
      expect([caravan.engine_size, caravan.fuel, caravan.km]).toEqual([null, null, null]);
    }
  });

  it('shows below-market prices, was-prices and no-price cars somewhere in the group', () => {
    const cars = generated['big-country-motor-group'];
    expect(
      cars.some(
        (c) =>
          c.autograb_data &&
          (c.autograb_data.state_average_market_price ?? c.autograb_data.average_market_price ?? 0) - c.price > 499,
      ),
    ).toBe(true);
    expect(cars.some((c) => (c.before_price ?? 0) > c.price)).toBe(true);
    expect(cars.some((c) => c.before_price && c.before_price < c.price)).toBe(true);
    expect(cars.some((c) => c.preorder && c.price === 0)).toBe(true);
    expect(cars.some((c) => c.dealercomments === '|')).toBe(true);
    expect(cars.some((c) => c.tag === 'Test Drive Only' && c.car_type === 'demo')).toBe(true);
  });
});

describe('sample tenants (sites/<slug>/site.json)', () => {
  it('group: 10+ locations in 2+ states with sales, service and parts, opening hours and a 4,000+ car sample', () => {
    const site = sites['big-country-motor-group'];
    expect(site.locations.length).toBeGreaterThanOrEqual(10);
    expect(new Set(site.locations.map((l) => l.address.state)).size).toBeGreaterThanOrEqual(2);
    const types = new Set(site.locations.map((l) => l.location_type));
    for (const type of ['sales', 'service', 'parts', 'service-and-parts']) expect(types).toContain(type);
    for (const location of site.locations) {
      expect(location.contact_detail.opening_hours.map((h) => h.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(location.address.lat).toBeTypeOf('number');
    }
    expect(site.stock.sample!.count).toBeGreaterThanOrEqual(4000);
    expect(site.brand_grid.groups.map((g) => g.title)).toEqual(['Cars', 'Motorcycles', 'Trucks', 'Caravans']);
    expect(site.manufacturers.length).toBeGreaterThanOrEqual(20);
    expect([site.brand_grid.enabled, site.stats_banner.enabled, site.sales_counter.enabled]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('franchise: Toyota, one location, promo cards at positions 5 and 10 spanning the as-of date', () => {
    const site = sites['harbour-city-toyota'];
    expect(site.manufacturer).toBe('Toyota');
    expect(site.locations).toHaveLength(1);
    expect(site.features.reserve_online).toBe(true);
    expect(site.promo_cards.map((p) => p.position)).toEqual([5, 10]);
    expect(site.promo_cards[0]).toMatchObject({
      title: 'We Want Your Car!',
      subtitle: 'We buy all types of cars',
      text: 'Our high turnover means we can pay more',
    });
    const now = asOf('harbour-city-toyota').getTime();
    for (const card of site.promo_cards) {
      expect(Date.parse(card.start)).toBeLessThan(now);
      expect(Date.parse(card.expiry)).toBeGreaterThan(now);
    }
  });

  it('independent: youx finance, watchlist, sign-in and masked phone numbers, NSW', () => {
    const site = sites['southside-used-cars'];
    expect(site.finance_provider).toBe('youx');
    expect(site.features).toMatchObject({ watchlist: true, sign_in: true, mask_phone: true });
    expect(site.default_state).toBe('nsw');
    expect(site.stock.sample!.profile).toBe('independent');
  });
});

describe('ensureSampleStock', () => {
  it('writes a missing file, keeps an existing one, and reports whether it matches the generator', async () => {
    const root = mkdtempSync(join(tmpdir(), 'stock-'));
    try {
      const site = JSON.parse(readFileSync(join(ROOT, 'sites/southside-used-cars/site.json'), 'utf8')) as {
        stock: { sample: { count: number } };
      };
      site.stock.sample.count = 20;
      mkdirSync(join(root, 'sites/southside-used-cars'), { recursive: true });
      writeFileSync(join(root, 'sites/southside-used-cars/site.json'), JSON.stringify(site));
      const file = join(root, 'sites/southside-used-cars/stock.json');

      expect((await ensureSampleStock('southside-used-cars', { root })).outcome).toBe('written');
      expect(existsSync(file)).toBe(true);
      expect((await ensureSampleStock('southside-used-cars', { root })).outcome).toBe('kept');
      expect((await ensureSampleStock('southside-used-cars', { root, check: true })).outcome).toBe('same');
      writeFileSync(file, '[]\n');
      expect((await ensureSampleStock('southside-used-cars', { root, check: true })).outcome).toBe('differs');
      expect(readFileSync(file, 'utf8')).toBe('[]\n');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
