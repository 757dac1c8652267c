/**
 * The functions app with an in-memory stock catalogue (fixture cars), a fresh activity store (SQLite
 * in memory on Node, D1 on workerd: runtime/test-stores.ts) and a fixed clock, for the vehicle
 * page's calls through `app.request()` (no network).
 */
import { createFunctionsApp, type FunctionsDeps } from '../../../functions/app.ts';
import { forwardedClientIp } from '../../../functions/pipeline/client-address.ts';
import type { AuthService } from '../../../functions/ports/auth.ts';
import type { StockCatalog } from '../../../functions/ports/stock-catalog.ts';
import type { Car } from '../../../src/domain/schemas/car.ts';
import type { SiteConfig } from '../../../src/domain/schemas/site-config.ts';
import { car, site } from '../../fixtures/cars.ts';
import { directory, HOST, NOW, ORIGIN, TENANT } from './leads-harness.ts';
import { freshStores } from './runtime/test-stores.ts';

export { HOST, NOW, ORIGIN, TENANT };

/** Spec 01 §4 gauge inputs: listing 30,000 in a 28,000–36,000 market, confidence 0.8. */
export const GAUGE_CAR = car({
  id: 501,
  slug: 'gauge-car',
  price: 30_000,
  dealership_id: 77,
  photos_count: 12,
  updated_at: '2026-03-01T10:00:00+10:00',
  views: 40,
  autograb_data: { market_range_min: 28_000, market_range_max: 36_000, confidence: 0.8 },
});
export const PLAIN_CAR = car({
  id: 502,
  slug: 'plain-car',
  price: 18_990,
  views: null,
  photos_count: 3,
  updated_at: '2026-03-01T10:00:00+10:00',
});
export const NO_PRICE_CAR = car({
  id: 503,
  slug: 'no-price-car',
  price: 0,
  autograb_data: { market_range_min: 10_000, market_range_max: 12_000, confidence: 0.9 },
});

export const HARBOUR_SITE = site({
  slug: TENANT,
  dealership: { id: 9, name: 'Harbour City Toyota', slug: TENANT },
  delivery: {
    regions: [
      { name: 'Gladstone', postcodes: ['4680'], price: 0 },
      { name: 'Central Queensland', postcodes: ['4670-4679', '4681-4799'], price: 490 },
    ],
  },
});

/** An auth service knowing one session token, of TENANT: send it as `cookie: session=<token>`. */
export function oneSessionAuth(phone: string): AuthService & { token: string } {
  const token = 'a-live-session-token-of-the-tenant';
  const refuse = () => Promise.reject(new Error('not used here'));
  return {
    token,
    session: async (tenant, given) =>
      tenant === TENANT && given === token ? { userId: 'user-1', phone, expiresAt: '2026-04-01T00:00:00.000Z' } : null,
    sendCode: refuse,
    verifyCode: refuse,
    contactExists: refuse,
    signOut: refuse,
  };
}

export function fakeCatalog(tenants: Record<string, { site: SiteConfig; cars: Car[] }>): StockCatalog {
  return {
    tenant(slug) {
      const entry = tenants[slug];
      if (!entry) return null;
      return {
        site: entry.site,
        carBySlug: (value) => entry.cars.find((candidate) => candidate.slug === value) ?? null,
        carById: (id) => entry.cars.find((candidate) => candidate.id === id) ?? null,
        cars: () => entry.cars,
      };
    },
  };
}

export async function vehicleHarness(options: { site?: SiteConfig; overrides?: Partial<FunctionsDeps> } = {}) {
  const activity = (await freshStores()).activity();
  await activity.migrate();
  const logs: string[] = [];
  let now = NOW;
  let sequence = 0;
  const catalog = fakeCatalog({
    [TENANT]: { site: options.site ?? HARBOUR_SITE, cars: [GAUGE_CAR, PLAIN_CAR, NO_PRICE_CAR] },
  });
  const app = createFunctionsApp({
    tenants: directory,
    catalog,
    activity,
    clock: () => now,
    clientIp: forwardedClientIp(1),
    logCall: (line) => logs.push(line),
    newMiscellaneousId: () => `misc-${++sequence}`,
    ...options.overrides,
  });
  const headers = (ip: string, extra: Record<string, string> = {}) => ({ host: HOST, 'x-forwarded-for': ip, ...extra });
  return {
    app,
    activity,
    logs,
    setNow(value: Date) {
      now = value;
    },
    get: (path: string, ip = '203.0.113.5') => app.request(path, { headers: headers(ip) }),
    post: (path: string, body: unknown, extra: Record<string, string> = {}, ip = '203.0.113.5') =>
      app.request(path, {
        method: 'POST',
        headers: headers(ip, { origin: ORIGIN, 'content-type': 'application/json', ...extra }),
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}
