/**
 * The vehicle page's calls never answer a 5xx and never store anything from a bad request: random
 * JSON, garbage text and random query strings against each of them ("Bad input gets the
 * spec's message, never a 500").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAUGE_CAR, HARBOUR_SITE, TENANT, vehicleHarness } from './vehicle-calls-harness.ts';

const saving = { ...HARBOUR_SITE, features: { ...HARBOUR_SITE.features, save_valuations: true } };
const NO_LIMIT = { hit: () => ({ allowed: true as const }) };
const randomBody = fc.oneof(
  fc.json(),
  fc.string({ unit: 'binary' }),
  fc.dictionary(fc.string(), fc.jsonValue()).map((value) => JSON.stringify(value)),
  fc
    .record({ car_id: fc.jsonValue(), dealership_id: fc.jsonValue(), website_id: fc.jsonValue() }, { requiredKeys: [] })
    .map((value) => JSON.stringify(value)),
);

// 2,000 requests each take 1-3 s alone; a loaded machine takes several times that.
const FUZZ_TIMEOUT_MS = 120_000;

describe('fuzzing the vehicle page calls', () => {
  it(
    'POST /api/phone-reveals: 2,000 random bodies get 204, 400, 404, 413 or 422, and only a 204 logs a reveal',
    async () => {
      const harness = await vehicleHarness({ overrides: { rateLimiter: NO_LIMIT } });
      let logged = 0;
      await fc.assert(
        fc.asyncProperty(randomBody, async (body) => {
          const response = await harness.post('/api/phone-reveals', body);
          expect([204, 400, 404, 413, 422]).toContain(response.status);
          if (response.status === 204) logged += 1;
          expect((await harness.activity.phoneReveals(TENANT)).length).toBe(logged);
        }),
        { numRuns: 2000 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'POST /api/miscellaneous: 2,000 random bodies without column_name "valuation" get 400, 413 or 422 and save nothing',
    async () => {
      const harness = await vehicleHarness({ site: saving, overrides: { rateLimiter: NO_LIMIT } });
      await fc.assert(
        fc.asyncProperty(
          randomBody.filter((text) => !text.includes('"column_name":"valuation"')),
          async (body) => {
            const response = await harness.post('/api/miscellaneous', body);
            expect([400, 413, 422]).toContain(response.status);
          },
        ),
        { numRuns: 2000 },
      );
      expect(await harness.activity.miscellaneous(TENANT)).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'GET delivery, autogauge and view.json: 2,000 random query strings and slugs never give a 5xx',
    async () => {
      const harness = await vehicleHarness();
      await fc.assert(
        fc.asyncProperty(fc.string(), fc.string(), async (query, slug) => {
          const paths = [
            `/api/delivery?postcode=${encodeURIComponent(query)}`,
            `/api/cars/${encodeURIComponent(slug || GAUGE_CAR.slug)}/autogauge`,
            `/api/cars/${GAUGE_CAR.slug}/view.json?${query}`,
          ];
          for (const path of paths) expect((await harness.get(path)).status).toBeLessThan(500);
        }),
        { numRuns: 2000 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
