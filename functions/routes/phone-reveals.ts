/**
 * POST /api/phone-reveals (issue 5 point 5; spec 01 §4 "the reveal triggers a logging call", §7
 * "Phone-reveal log: sends car_id, dealership_id, website_id; path not shown"). Same-tenant Origin
 * and JSON only, like a lead; a small body; a per-address limit. The car must be one the site shows,
 * and its dealership is taken from the stock, not from the page. 204 when logged.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PhoneRevealRequestSchema } from '../../src/domain/schemas/vehicle-calls.ts';
import { BODY_TOO_LARGE_MESSAGE, readJsonObject } from '../json-body.ts';
import { requireJson, requireTenantOrigin, socketClientIp } from '../lead-guards.ts';
import type { ActivityStore } from '../ports/activity-store.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';
import { limitPerClient } from '../rate-limit-middleware.ts';
import type { TenantDirectory, TenantEnv } from '../tenancy.ts';
import { CAR_NOT_FOUND } from './cars.ts';

const MAX_BODY_BYTES = 1024;
/** A shopper reveals a few phones; a script revealing hundreds is inflating a dealer's figures. */
export const PHONE_REVEAL_LIMIT: RateRule = { limit: 30, windowMs: 60_000 };

export interface PhoneRevealRouteDeps {
  tenants: TenantDirectory;
  catalog: StockCatalog;
  activity: ActivityStore;
  clock?: () => Date;
  clientIp?: (c: Context) => string;
  rateLimiter?: RateLimiter;
  /** One JSON line per call, never personal data. */
  logCall?: (line: string) => void;
}

export function createPhoneRevealsRoute(deps: PhoneRevealRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const log = deps.logCall ?? ((line) => console.info(line));
  const tooLarge = (c: Context) => c.json({ error: BODY_TOO_LARGE_MESSAGE }, 413);
  return new Hono<TenantEnv>().post(
    '/',
    requireTenantOrigin(deps.tenants, () => {}),
    requireJson,
    limitPerClient({
      limiter: deps.rateLimiter ?? createMemoryRateLimiter(), rule: PHONE_REVEAL_LIMIT, scope: 'phone-reveal',
      clientIp: deps.clientIp ?? socketClientIp, clock,
    }),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }),
    async (c) => {
      const read = await readJsonObject(c, MAX_BODY_BYTES);
      if (!read.ok) return c.json({ error: read.error }, read.status);
      const parsed = PhoneRevealRequestSchema.safeParse(read.body);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
        return c.json({ error: 'The phone reveal could not be logged.', fields }, 422);
      }
      const tenant = c.get('tenant');
      const { car_id, dealership_id, website_id } = parsed.data;
      let dealershipId = dealership_id ?? null;
      if (car_id != null) {
        const stock = deps.catalog.tenant(tenant);
        const car = stock?.carById(car_id);
        if (!stock || !car) return c.json({ error: CAR_NOT_FOUND }, 404);
        dealershipId = car.dealership_id ?? stock.site.dealership.id;
      }
      await deps.activity.recordPhoneReveal({
        tenant, carId: car_id ?? null, dealershipId, websiteId: website_id == null ? null : String(website_id), at: clock(),
      });
      log(JSON.stringify({ event: 'phone-reveal', tenant, car_id: car_id ?? null }));
      return c.body(null, 204);
    },
  );
}
