/**
 * The server-side watchlist through `app.request()` (spec 01 §4, §7; issue 14 item 6): save-car,
 * remove-car and the /my-garage list, each refused without a session of the tenant.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinAuth } from '../../../functions/adapters/builtin-auth.ts';
import { createLogSms } from '../../../functions/adapters/log-sms.ts';
import { createFunctionsApp } from '../../../functions/app.ts';
import { forwardedClientIp } from '../../../functions/pipeline/client-address.ts';
import type { AuthStore } from '../../../functions/ports/auth-store.ts';
import type { Car } from '../../../src/domain/schemas/car.ts';
import { car } from '../../fixtures/cars.ts';
import { HOST, NOW, TENANT, directory } from './leads-harness.ts';
import { freshStores } from './runtime/test-stores.ts';
import { fakeCatalog, HARBOUR_SITE } from './vehicle-calls-harness.ts';

const SOUTHSIDE_HOST = 'southside-used-cars.localhost:4321';
const RAV4 = car({ id: 11, slug: '2024-toyota-rav4', name: '2024 Toyota RAV4 GXL', price: 45_990, status: 'in_stock' });
const COROLLA = car({
  id: 12,
  slug: '2022-toyota-corolla',
  name: '2022 Toyota Corolla',
  price: 24_990,
  status: 'in_stock',
});
const SIGN_IN_REQUIRED = { success: false, error: 'Please sign in to continue.' };

let store: AuthStore;
let cars: Car[];
let app: ReturnType<typeof createFunctionsApp>;
let now: Date;

beforeEach(async () => {
  store = (await freshStores()).auth();
  await store.migrate();
  now = NOW;
  cars = [RAV4, COROLLA];
  const catalog = fakeCatalog({ [TENANT]: { site: HARBOUR_SITE, cars: [] } });
  const live = {
    tenant: (slug: string) => {
      const stock = catalog.tenant(slug);
      return stock && { ...stock, carById: (id: number) => cars.find((candidate) => candidate.id === id) ?? null };
    },
  };
  app = createFunctionsApp({
    tenants: directory,
    auth: createBuiltinAuth({ store, sms: createLogSms(store), secret: 'watchlist-test-secret-of-32-characters!' }),
    watchlist: store,
    catalog: live,
    clock: () => now,
    clientIp: forwardedClientIp(1),
    logCall: () => {},
  });
});

function headers(options: { host?: string; cookie?: string; origin?: string } = {}) {
  const host = options.host ?? HOST;
  return {
    host,
    origin: options.origin ?? `http://${host}`,
    'content-type': 'application/json',
    'x-forwarded-for': '203.0.113.7',
    ...(options.cookie ? { cookie: options.cookie } : {}),
  };
}
const post = (path: string, body: unknown, options: Parameters<typeof headers>[0] = {}) =>
  app.request(path, { method: 'POST', headers: headers(options), body: JSON.stringify(body) });
const list = (cookie?: string, host?: string) => app.request('/api/watchlist', { headers: headers({ cookie, host }) });

async function signIn(phone = '0412345678'): Promise<string> {
  await post('/api/auth/send-code', { phone });
  const [message] = await store.loggedSms(TENANT, { limit: 1 });
  const code = /^(\d{6})/.exec(message?.body ?? '')?.[1];
  const response = await post('/api/auth/verify-code', { phone, code });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('the watchlist calls need a session (the page is not the only guard)', () => {
  it('refuses save-car, remove-car and the list without one (401)', async () => {
    const save = await post('/api/watchlist/save-car', { phone_number: '0412345678', car_id: 11 });
    expect(save.status).toBe(401);
    expect(await save.json()).toEqual(SIGN_IN_REQUIRED);
    expect((await post('/api/watchlist/remove-car', { phone_number: '0412345678', car_id: 11 })).status).toBe(401);
    expect((await list()).status).toBe(401);
    expect(await store.savedCars(TENANT, 'anyone')).toEqual([]);
  });

  it("attack: tenant A's session is refused by tenant B", async () => {
    const cookie = await signIn();
    expect((await list(cookie, SOUTHSIDE_HOST)).status).toBe(401);
  });

  it("attack: another tenant's page cannot save to the list (Origin refused)", async () => {
    const cookie = await signIn();
    const response = await post(
      '/api/watchlist/save-car',
      { phone_number: '0412345678', car_id: 11 },
      { cookie, origin: `http://${SOUTHSIDE_HOST}` },
    );
    expect(response.status).toBe(403);
    expect(await (await list(cookie)).json()).toEqual({ success: true, cars: [] });
  });
});

describe('POST /api/watchlist/save-car and remove-car (spec 01 §7: "success flag and an error message")', () => {
  it('saves cars (61… read as 0…), once each, and lists them with their current price and status', async () => {
    const cookie = await signIn();
    for (const body of [
      { phone_number: '0412345678', car_id: 11 },
      { phone_number: '+61 412 345 678', car_id: 12 },
      { phone_number: '0412345678', car_id: 11 },
    ]) {
      const response = await post('/api/watchlist/save-car', body, { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    }
    const response = await list(cookie);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      success: true,
      cars: [
        {
          car_id: 11,
          saved_at: NOW.toISOString(),
          state: 'in-stock',
          car: {
            id: 11,
            slug: '2024-toyota-rav4',
            path: '/cars/2024-toyota-rav4',
            name: '2024 Toyota RAV4 GXL',
            price: 45_990,
            status: 'in_stock',
            primary_image_url: RAV4.primary_image_url || (RAV4.images[0]?.image.url ?? null),
          },
        },
        expect.objectContaining({ car_id: 12, state: 'in-stock' }),
      ],
    });
  });

  it('marks a sold car and keeps a car gone from the stock as a row saying so', async () => {
    const cookie = await signIn();
    await post('/api/watchlist/save-car', { phone_number: '0412345678', car_id: 11 }, { cookie });
    await post('/api/watchlist/save-car', { phone_number: '0412345678', car_id: 12 }, { cookie });
    cars = [{ ...RAV4, status: 'sold', price: 44_990 }];
    const body = (await (await list(cookie)).json()) as { cars: { car_id: number; state: string; car: unknown }[] };
    expect(body.cars.map((row) => [row.car_id, row.state])).toEqual([
      [11, 'sold'],
      [12, 'gone'],
    ]);
    expect(body.cars[0]?.car).toMatchObject({ price: 44_990, status: 'sold' });
    expect(body.cars[1]?.car).toBeNull();
    const removed = await post('/api/watchlist/remove-car', { phone_number: '0412345678', car_id: 12 }, { cookie });
    expect(await removed.json()).toEqual({ success: true });
    expect((await (await list(cookie)).json()).cars).toHaveLength(1);
  });

  it("refuses a phone_number that is not the session's (403) and a car the site does not show (404)", async () => {
    const cookie = await signIn();
    const other = await post('/api/watchlist/save-car', { phone_number: '0499999999', car_id: 11 }, { cookie });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ success: false, error: 'This phone number is not the one signed in.' });
    const missing = await post('/api/watchlist/save-car', { phone_number: '0412345678', car_id: 999 }, { cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: 'Car not found' });
    expect(await (await list(cookie)).json()).toEqual({ success: true, cars: [] });
  });

  it('refuses a body without a car id (422, success false)', async () => {
    const cookie = await signIn();
    const response = await post('/api/watchlist/save-car', { phone_number: '0412345678' }, { cookie });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ success: false, fields: { car_id: 'This is a required field.' } });
  });

  it('each shopper has their own list', async () => {
    const first = await signIn('0412345678');
    now = new Date(NOW.getTime() + 60_000);
    const second = await signIn('0499999999');
    await post('/api/watchlist/save-car', { phone_number: '0412345678', car_id: 11 }, { cookie: first });
    expect(await (await list(second)).json()).toEqual({ success: true, cars: [] });
  });
});
