/**
 * GET /api/geocode/postcode/{postcode} (spec 02 §7 "Geocoding lookup", §5 "A postcode lookup (geocoding) fails with
 * 'Invalid postcode' when no results"), through createFunctionsApp with each tenant's geocoder.
 */
import { describe, expect, it } from 'vitest';
import { createFunctionsApp } from '../../../functions/app.ts';
import { openGeocoders } from '../../../functions/adapters/open-geocoders.ts';
import { forwardedClientIp } from '../../../functions/pipeline/client-address.ts';
import { GeocoderUnavailableError, type Geocoder } from '../../../functions/ports/geocoder.ts';
import { GEOCODE_PER_ADDRESS, GEOCODE_UNAVAILABLE_MESSAGE } from '../../../functions/routes/geocode.ts';
import { MapSettingsSchema } from '../../../src/domain/schemas/map.ts';
import { DataFileError } from '../../../src/domain/validation.ts';
import { directory, HOST, TENANT } from './leads-harness.ts';
// Vite's raw import rather than a file read: the suite runs on workerd too, where there is no file system.
import TABLE from '../../../src/site/postcode-centroids.csv?raw';

const tableOnly = openGeocoders([{ slug: TENANT, map: MapSettingsSchema.parse({}) }], {}, () => TABLE);

function appWith(geocoder: Geocoder = tableOnly(TENANT)) {
  return createFunctionsApp({ tenants: directory, geocoders: () => geocoder, clientIp: forwardedClientIp(1) });
}
const get = (app: ReturnType<typeof appWith>, postcode: string, address = '203.0.113.7') =>
  app.request(`/api/geocode/postcode/${postcode}`, { headers: { host: HOST, 'x-forwarded-for': address } });

describe('the postcode lookup', () => {
  it("answers the shipped table's point for a known postcode, cacheable for a day", async () => {
    const response = await get(appWith(), '4350');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const point = (await response.json()) as { lat: number; long: number };
    // Toowoomba: about 27.56° S, 151.95° E.
    expect(point.lat).toBeCloseTo(-27.56, 1);
    expect(point.long).toBeCloseTo(151.95, 1);
  });

  it("no result is spec 02 §5's 'Invalid postcode' (404)", async () => {
    const response = await get(appWith(), '0001');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Invalid postcode' });
  });

  it.each(['435', '43500', 'abcd', '43%2050'])(
    "%j is refused with 'Invalid postcode. Please enter a 4-digit number.', the provider not asked",
    async (postcode) => {
      let asked = 0;
      const app = appWith({ provider: 'spy', postcode: () => Promise.resolve((asked++, null)) });
      const response = await get(app, postcode);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: 'Invalid postcode. Please enter a 4-digit number.' });
      expect(asked).toBe(0);
    },
  );

  it('a provider that cannot answer is a 502 saying the lookup is unavailable, not that the postcode is wrong', async () => {
    const failing: Geocoder = { provider: 'down', postcode: () => Promise.reject(new GeocoderUnavailableError('x')) };
    const response = await get(appWith(failing), '4350');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: GEOCODE_UNAVAILABLE_MESSAGE });
  });

  it(`an address gets ${GEOCODE_PER_ADDRESS.limit} lookups a minute, then 429 with Retry-After`, async () => {
    const app = appWith();
    for (let i = 0; i < GEOCODE_PER_ADDRESS.limit; i++) expect((await get(app, '4350')).status).toBe(200);
    const refused = await get(app, '4350');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await get(app, '4350', '198.51.100.9')).status).toBe(200);
  });
});

describe("each tenant's geocoder at start-up (site.json map.geocoding)", () => {
  const site = (slug: string, geocoding: unknown) => ({ slug, map: MapSettingsSchema.parse({ geocoding }) });

  it('the table by default (read once, only when a tenant uses it), google when named with its key', () => {
    let reads = 0;
    const geocoders = openGeocoders(
      [site('a', {}), site('b', { provider: 'google', api_key_env: 'B_MAPS_KEY' }), site('c', undefined)],
      { B_MAPS_KEY: 'secret' },
      () => (reads++, TABLE),
    );
    expect(geocoders('a').provider).toBe('table');
    expect(geocoders('b').provider).toBe('google');
    expect(geocoders('c')).toBe(geocoders('a'));
    expect(reads).toBe(1);
  });

  it('a google tenant without its key stops the start, naming the tenant and the variable', () => {
    const start = () => openGeocoders([site('b', { provider: 'google' })], {}, () => TABLE);
    expect(start).toThrow(DataFileError);
    expect(start).toThrow(/b: map.geocoding google needs GOOGLE_MAPS_API_KEY/);
  });

  it.each([
    [{ provider: 'bing' }, 'provider'],
    [{ provider: 'google', api_key_env: 'the key itself' }, 'api_key_env'],
    [{ timeout_ms: 60_000 }, 'timeout_ms'],
  ])('site.json %j is refused at %s', (geocoding, field) => {
    const parsed = MapSettingsSchema.safeParse({ geocoding });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['geocoding', field]);
  });
});
