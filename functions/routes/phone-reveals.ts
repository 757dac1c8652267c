/**
 * POST /api/phone-reveals (spec 01 §4 "the reveal triggers a logging call", §7 "Phone-reveal log:
 * sends car_id, dealership_id, website_id; path not shown"). The request pipeline as for a lead
 * (same-tenant Origin, JSON, a per-address limit), with a small body. The car must be one the site
 * shows, and its dealership is taken from the stock, not from the page. 204 when logged.
 */
import { Hono } from 'hono';
import { PhoneRevealRequestSchema } from '../../src/domain/schemas/vehicle-calls.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { jsonRoute, type JsonRouteEnv } from '../pipeline/json-route.ts';
import { perClient } from '../pipeline/rate-limit.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import { fieldsReply } from '../pipeline/validate.ts';
import type { ActivityStore } from '../ports/activity-store.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';
import { CAR_NOT_FOUND } from './cars.ts';

const MAX_BODY_BYTES = 1024;
/** A shopper reveals a few phones; a script revealing hundreds is inflating a dealer's figures. */
export const PHONE_REVEAL_LIMIT: RateRule = { limit: 30, windowMs: 60_000 };

export interface PhoneRevealRouteDeps {
  tenants: TenantDirectory;
  catalog: StockCatalog;
  activity: ActivityStore;
  clock?: () => Date;
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
  /** One JSON line per call, never personal data. */
  logCall?: (line: string) => void;
}

export function createPhoneRevealsRoute(deps: PhoneRevealRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const log = deps.logCall ?? ((line) => console.info(line));
  return new Hono<JsonRouteEnv>().post(
    '/',
    jsonRoute({
      tenants: deps.tenants,
      rateLimit: {
        limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
        clock,
        clientIp: deps.clientIp ?? connectionClientIp(),
        limits: [perClient('phone-reveal', PHONE_REVEAL_LIMIT)],
      },
      maxBytes: MAX_BODY_BYTES,
      schema: PhoneRevealRequestSchema,
      invalid: fieldsReply('The phone reveal could not be logged.'),
    }),
    async (c) => {
      const tenant = c.get('tenant');
      const { car_id, dealership_id, website_id } = c.req.valid('json');
      let dealershipId = dealership_id ?? null;
      if (car_id != null) {
        const stock = deps.catalog.tenant(tenant);
        const car = await stock?.carById(car_id);
        if (!stock || !car) return c.json({ error: CAR_NOT_FOUND }, 404);
        dealershipId = car.dealership_id ?? stock.site.dealership.id;
      }
      await deps.activity.recordPhoneReveal({
        tenant,
        carId: car_id ?? null,
        dealershipId,
        websiteId: website_id == null ? null : String(website_id),
        at: clock(),
      });
      log(JSON.stringify({ event: 'phone-reveal', tenant, car_id: car_id ?? null }));
      return c.body(null, 204);
    },
  );
}
