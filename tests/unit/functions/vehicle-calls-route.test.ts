/**
 * The vehicle page's small calls (spec 01 §7 "Data and API"), through
 * `app.request()`: delivery price by postcode, the price gauge data, view.json, the phone-reveal
 * log and POST /api/miscellaneous.
 */
import { describe, expect, it } from 'vitest';
import { GAUGE_NO_DATA } from '../../../src/domain/price-gauge.ts';
import { site } from '../../fixtures/cars.ts';
import {
  GAUGE_CAR,
  HARBOUR_SITE,
  HOST,
  NOW,
  oneSessionAuth,
  PLAIN_CAR,
  TENANT,
  vehicleHarness,
} from './vehicle-calls-harness.ts';

/** Spec 01 §8 "Delivery calculator: an empty postcode gives 'Please enter a postcode.'" */
const EMPTY_POSTCODE = 'Please enter a postcode.';
/** Spec 01 §8 "No delivery price found". */
const NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

describe('GET /api/delivery?postcode= (spec 01 §7 "Delivery price by postcode: returns name and price")', () => {
  it.each<[string, string, number, unknown]>([
    ['a postcode in the first region', '4680', 200, { name: 'Gladstone', price: 0 }],
    ['the low end of a range', '4670', 200, { name: 'Central Queensland', price: 490 }],
    ['the high end of a range', '4799', 200, { name: 'Central Queensland', price: 490 }],
    ['spaces around it', ' 4700 ', 200, { name: 'Central Queensland', price: 490 }],
    ['a postcode in no region', '2000', 404, { error: NO_ESTIMATE }],
    ['not four digits', '468', 404, { error: NO_ESTIMATE }],
    ['letters', 'abcd', 404, { error: NO_ESTIMATE }],
    ['an empty postcode', '', 400, { error: EMPTY_POSTCODE }],
    ['only spaces', '   ', 400, { error: EMPTY_POSTCODE }],
  ])('%s (%j) → %i', async (_case, postcode, status, body) => {
    const { get } = await vehicleHarness();
    const response = await get(`/api/delivery?postcode=${encodeURIComponent(postcode)}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });

  it('no postcode parameter at all is an empty postcode', async () => {
    const { get } = await vehicleHarness();
    const response = await get('/api/delivery');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: EMPTY_POSTCODE });
  });

  it("uses the tenant's own wording where site.json overrides it", async () => {
    const { get } = await vehicleHarness({
      site: { ...HARBOUR_SITE, strings: { 'delivery.noEstimate': 'Call us for a delivery quote.' } },
    });
    expect(await (await get('/api/delivery?postcode=2000')).json()).toEqual({ error: 'Call us for a delivery quote.' });
  });

  it('a site with no regions gives no estimate anywhere', async () => {
    const { get } = await vehicleHarness({ site: site({ slug: TENANT }) });
    expect((await get('/api/delivery?postcode=4680')).status).toBe(404);
  });
});

describe('GET /api/cars/{slug}/autogauge (spec 01 §7 "returns price gauge data")', () => {
  it("gives the gauge data from the car's market figures (spec 01 §3: fill, listing_price, market_range_min/max, confidence, description)", async () => {
    const { get } = await vehicleHarness();
    const response = await get(`/api/cars/${GAUGE_CAR.slug}/autogauge`);
    expect(response.status).toBe(200);
    // (36,000 − 30,000) / (36,000 − 28,000) = 0.75 of the market range lies above the price.
    expect(await response.json()).toEqual({
      fill: 0.75,
      listing_price: 30_000,
      market_range_min: 28_000,
      market_range_max: 36_000,
      confidence: 0.8,
      description: null,
    });
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it.each([
    ['a car without market figures', PLAIN_CAR.slug],
    ['a car with no price to compare', 'no-price-car'],
  ])(`%s → 404 '${GAUGE_NO_DATA}' (spec 01 §8 "Gauge with no data")`, async (_case, slug) => {
    const { get } = await vehicleHarness();
    const response = await get(`/api/cars/${slug}/autogauge`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No data returned' });
  });

  it('an unknown car → 404 Car not found', async () => {
    const { get } = await vehicleHarness();
    const response = await get('/api/cars/no-such-car/autogauge');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Car not found' });
  });
});

describe('GET /api/cars/{slug}/view.json?photos_count=&updated_at=&website_id= (spec 01 §7 "returns views and car_fields")', () => {
  const current = `photos_count=${GAUGE_CAR.photos_count}&updated_at=${encodeURIComponent(GAUGE_CAR.updated_at ?? '')}&website_id=${TENANT}`;

  it("counts a view on top of the feed's count and gives no car_fields to a page built from the current stock", async () => {
    const { get } = await vehicleHarness();
    const response = await get(`/api/cars/${GAUGE_CAR.slug}/view.json?${current}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ views: 41, car_fields: null });
  });

  it('counts one view per shopper per half hour, and every other shopper', async () => {
    const { get, setNow } = await vehicleHarness();
    const views = async (ip: string) =>
      ((await (await get(`/api/cars/${GAUGE_CAR.slug}/view.json?${current}`, ip)).json()) as { views: number }).views;
    expect(await views('198.51.100.1')).toBe(41);
    expect(await views('198.51.100.1')).toBe(41);
    expect(await views('198.51.100.2')).toBe(42);
    setNow(new Date(NOW.getTime() + 30 * 60_000));
    expect(await views('198.51.100.1')).toBe(43);
  });

  it.each<[string, string]>([
    [
      'photos have been added since the build',
      `photos_count=10&updated_at=${encodeURIComponent(GAUGE_CAR.updated_at ?? '')}`,
    ],
    [
      'the car was updated since the build',
      `photos_count=12&updated_at=${encodeURIComponent('2026-02-20T10:00:00+10:00')}`,
    ],
    ['the page sent neither', ''],
  ])('gives the live car_fields when %s', async (_case, query) => {
    const { get } = await vehicleHarness();
    const body = await (await get(`/api/cars/${GAUGE_CAR.slug}/view.json?${query}`)).json();
    expect(body.car_fields).toEqual({
      status: 'in_stock',
      price: 30_000,
      photos_count: 12,
      updated_at: GAUGE_CAR.updated_at,
      ...pickDefined(GAUGE_CAR),
    });
  });

  it('the same instant written another way is the same update', async () => {
    const { get } = await vehicleHarness();
    const body = await (
      await get(`/api/cars/${GAUGE_CAR.slug}/view.json?photos_count=12&updated_at=2026-03-01T00:00:00.000Z`)
    ).json();
    expect(body.car_fields).toBeNull();
  });

  it('a car without a feed count starts from 0; nonsense parameters are ignored', async () => {
    const { get } = await vehicleHarness();
    const body = await (await get(`/api/cars/${PLAIN_CAR.slug}/view.json?photos_count=lots&updated_at=`)).json();
    expect(body.views).toBe(1);
    expect(body.car_fields).not.toBeNull();
  });

  it('an unknown car → 404 and nothing counted', async () => {
    const { get, activity } = await vehicleHarness();
    expect((await get('/api/cars/no-such-car/view.json')).status).toBe(404);
    expect(await activity.mostViewed(TENANT, 10)).toEqual([]);
  });
});

/** The optional live fields the fixture car has, besides those the test names. */
function pickDefined(car: typeof GAUGE_CAR) {
  return Object.fromEntries(
    (['before_price', 'offer_price', 'price_type', 'reserved', 'km', 'tag'] as const)
      .filter((key) => car[key] !== undefined)
      .map((key) => [key, car[key]]),
  );
}

describe('POST /api/phone-reveals (spec 01 §7 "Phone-reveal log: sends car_id, dealership_id, website_id")', () => {
  it('logs the reveal with the dealership from the stock, not the page, and answers 204', async () => {
    const { post, activity, logs } = await vehicleHarness();
    const response = await post('/api/phone-reveals', { car_id: GAUGE_CAR.id, dealership_id: 1, website_id: TENANT });
    expect(response.status).toBe(204);
    expect(await activity.phoneReveals(TENANT)).toEqual([
      { tenant: TENANT, carId: 501, dealershipId: 77, websiteId: TENANT, at: NOW.toISOString() },
    ]);
    expect(logs).toEqual([JSON.stringify({ event: 'phone-reveal', tenant: TENANT, car_id: 501 })]);
  });

  it("a car with no dealership of its own is filed under the site's", async () => {
    const { post, activity } = await vehicleHarness();
    await post('/api/phone-reveals', { car_id: PLAIN_CAR.id, website_id: 12 });
    expect((await activity.phoneReveals(TENANT))[0]).toMatchObject({ carId: 502, dealershipId: 9, websiteId: '12' });
  });

  it('a reveal away from a car (a location card) keeps what the page sent', async () => {
    const { post, activity } = await vehicleHarness();
    expect((await post('/api/phone-reveals', { car_id: null, dealership_id: 4 })).status).toBe(204);
    expect((await activity.phoneReveals(TENANT))[0]).toMatchObject({ carId: null, dealershipId: 4, websiteId: null });
  });

  it.each<[string, () => Promise<Response>, number]>([
    ['an unknown car', () => harnessPost({ car_id: 999 }), 404],
    ['a car id that is not a number', () => harnessPost({ car_id: 'abc' }), 422],
    ['an unknown field', () => harnessPost({ car_id: GAUGE_CAR.id, phone: '0400 000 000' }), 422],
    ["another site's Origin", () => harnessPost({ car_id: GAUGE_CAR.id }, { origin: 'https://attacker.example' }), 403],
    ['a form post', () => harnessPost('car_id=501', { 'content-type': 'application/x-www-form-urlencoded' }), 415],
    ['broken JSON', () => harnessPost('{"car_id":', {}), 400],
    ['a body over 1 KB', () => harnessPost({ car_id: GAUGE_CAR.id, website_id: 'x'.repeat(2000) }), 413],
  ])('%s → %i and nothing logged', async (_case, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.json()).toHaveProperty('error');
    expect(await lastActivity!.phoneReveals(TENANT)).toEqual([]);
  });

  it('more than 30 reveals a minute from one address → 429 with Retry-After', async () => {
    const { post } = await vehicleHarness();
    for (let n = 0; n < 30; n += 1)
      expect((await post('/api/phone-reveals', { car_id: GAUGE_CAR.id })).status).toBe(204);
    const refused = await post('/api/phone-reveals', { car_id: GAUGE_CAR.id });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post('/api/phone-reveals', { car_id: GAUGE_CAR.id }, {}, '198.51.100.9')).status).toBe(204);
  });
});

let lastActivity: Awaited<ReturnType<typeof vehicleHarness>>['activity'] | null = null;
async function harnessPost(body: unknown, headers: Record<string, string> = {}) {
  const harness = await vehicleHarness();
  lastActivity = harness.activity;
  return harness.post('/api/phone-reveals', body, headers);
}

describe('POST /api/miscellaneous (spec 01 §7 "valuation result plus column_name valuation; only on some sites")', () => {
  const saving = { ...HARBOUR_SITE, features: { ...HARBOUR_SITE.features, save_valuations: true } };
  const result = {
    column_name: 'valuation',
    id: 'val-9',
    rego: 'ABC123',
    estimate: { low: 18_000, high: 21_500 },
    answers: [{ q: 'Accidents?', a: 'No' }],
  };

  it('keeps the valuation result as sent, under its column name, and logs no value from it', async () => {
    const { post, activity, logs } = await vehicleHarness({ site: saving });
    const response = await post('/api/miscellaneous', result);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'misc-1' });
    const { column_name: _column, ...data } = result;
    expect(await activity.miscellaneous(TENANT)).toEqual([
      { id: 'misc-1', tenant: TENANT, columnName: 'valuation', data, createdAt: NOW.toISOString() },
    ]);
    expect(logs.join('\n')).not.toContain('ABC123');
  });

  it('is not served on a site that does not keep valuations (404)', async () => {
    const { post, activity } = await vehicleHarness();
    expect((await post('/api/miscellaneous', result)).status).toBe(404);
    expect(await activity.miscellaneous(TENANT)).toEqual([]);
  });

  it.each<[string, unknown, Record<string, string>, number]>([
    ['another column name', { ...result, column_name: 'notes' }, {}, 422],
    ['no column name', { id: 'val-9' }, {}, 422],
    ['a lone surrogate (PostgreSQL cannot store it)', '{"column_name":"valuation","note":"\\ud800"}', {}, 400],
    ['a NUL character', '{"column_name":"valuation","note":"a\\u0000b"}', {}, 400],
    ['a JSON array', '[1,2]', {}, 400],
    ["another site's Origin", result, { origin: 'https://attacker.example' }, 403],
    ['a body over 16 KB', { ...result, blob: 'x'.repeat(17_000) }, {}, 413],
  ])('%s → %i and nothing saved', async (_case, body, headers, status) => {
    const { post, activity } = await vehicleHarness({ site: saving });
    const response = await post('/api/miscellaneous', body, headers);
    expect(response.status).toBe(status);
    expect(await activity.miscellaneous(TENANT)).toEqual([]);
  });
});

describe('POST /api/miscellaneous where trade-in is gated (issue 14: "the static page is not the only guard")', () => {
  const gated = {
    ...HARBOUR_SITE,
    features: { ...HARBOUR_SITE.features, save_valuations: true, sign_in: true },
    sign_in_gates: { ...HARBOUR_SITE.sign_in_gates, trade_in: true },
  };
  const result = { column_name: 'valuation', id: 'val-9' };

  it('refuses a valuation result without a session (401) and saves nothing', async () => {
    const { post, activity } = await vehicleHarness({ site: gated });
    const response = await post('/api/miscellaneous', result);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in to continue.' });
    expect(await activity.miscellaneous(TENANT)).toEqual([]);
  });

  it('keeps it with a live session of the tenant', async () => {
    const auth = oneSessionAuth('0412345678');
    const { post, activity } = await vehicleHarness({ site: gated, overrides: { auth } });
    expect((await post('/api/miscellaneous', result, { cookie: `session=${auth.token}` })).status).toBe(201);
    expect(
      await post('/api/miscellaneous', result, { cookie: 'session=someone-elses-token-0123456789' }),
    ).toHaveProperty('status', 401);
    expect(await activity.miscellaneous(TENANT)).toHaveLength(1);
  });
});

describe('the vehicle calls and tenancy', () => {
  it('a host of no tenant → 404 Unknown site', async () => {
    const { app } = await vehicleHarness();
    const response = await app.request('/api/delivery?postcode=4680', { headers: { host: 'nobody.example' } });
    expect(response.status).toBe(404);
  });

  it('a tenant of this deployment without stock answers 404 for its cars', async () => {
    const { app } = await vehicleHarness();
    const response = await app.request(`/api/cars/${GAUGE_CAR.slug}/autogauge`, {
      headers: { host: HOST.replace(TENANT, 'southside-used-cars') },
    });
    expect(response.status).toBe(404);
  });
});
