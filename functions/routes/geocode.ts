/**
 * GET /api/geocode/postcode/{postcode} (spec 02 §7 "Geocoding lookup"), through the tenant's geocoder
 * (functions/ports/geocoder.ts), for the nearest-location tool of a site that configures a provider:
 *
 * - 200 `{ lat, long }`, cacheable for a day (a postcode does not move);
 * - 422 `{ error: 'Invalid postcode. Please enter a 4-digit number.' }` for anything but 4 digits (spec 02 §5);
 * - 404 `{ error: 'Invalid postcode' }` when the provider has no result (spec 02 §5);
 * - 502 `{ error }` when the provider could not answer (never blamed on the shopper's postcode);
 * - 429 past the per-address limit (a provider's lookups cost money; a shopper asks once or twice).
 */
import { Hono } from 'hono';
import { GEOCODE_INVALID_POSTCODE, INVALID_POSTCODE_MESSAGE } from '../../src/domain/lead-forms.ts';
import { isPostcode } from '../../src/domain/postcode-centroids.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { perClient, rateLimit } from '../pipeline/rate-limit.ts';
import type { TenantEnv } from '../pipeline/tenant.ts';
import { GeocoderUnavailableError, type Geocoders } from '../ports/geocoder.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';

export const GEOCODE_UNAVAILABLE_MESSAGE = 'The postcode lookup is not available just now. Please try again later.';
export const GEOCODE_PER_ADDRESS: RateRule = { limit: 30, windowMs: 60_000 };

export interface GeocodeRouteDeps {
  geocoders: Geocoders;
  clock?: () => Date;
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
}

/** Mounted at /api/geocode. */
export function createGeocodeRoute(deps: GeocodeRouteDeps) {
  return new Hono<TenantEnv>().get(
    '/postcode/:postcode',
    rateLimit({
      limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
      clock: deps.clock ?? (() => new Date()),
      clientIp: deps.clientIp ?? connectionClientIp(),
      limits: [perClient('geocode', GEOCODE_PER_ADDRESS)],
    }),
    async (c) => {
      const postcode = c.req.param('postcode');
      if (!isPostcode(postcode)) return c.json({ error: INVALID_POSTCODE_MESSAGE }, 422);
      try {
        const point = await deps.geocoders(c.get('tenant')).postcode(postcode);
        if (!point) return c.json({ error: GEOCODE_INVALID_POSTCODE }, 404);
        c.header('Cache-Control', 'public, max-age=86400');
        return c.json({ lat: point.lat, long: point.long });
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        console.error(`[functions] geocode ${c.get('tenant')} ${postcode}: ${error.message}`);
        return c.json({ error: GEOCODE_UNAVAILABLE_MESSAGE }, 502);
      }
    },
  );
}
