/**
 * POST /api/miscellaneous (issue 5 point 5; spec 01 §7 "valuation result plus column_name
 * valuation; only on some sites"): keeps a trade-in valuation result for the dealer, on sites with
 * `features.save_valuations` (404 elsewhere, as if the call did not exist). The result is stored as
 * sent, under its column name; it may hold a registration plate, so it is never logged. Same-tenant
 * Origin, JSON, a size limit and a per-address limit, like a lead. 201 `{ id }`.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MiscellaneousRequestSchema } from '../../src/domain/schemas/vehicle-calls.ts';
import { BODY_TOO_LARGE_MESSAGE, readJsonObject } from '../json-body.ts';
import { requireJson, requireTenantOrigin, socketClientIp } from '../lead-guards.ts';
import type { ActivityStore } from '../ports/activity-store.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';
import { limitPerClient } from '../rate-limit-middleware.ts';
import type { TenantDirectory, TenantEnv } from '../tenancy.ts';

/** A valuation result is a few dozen fields; a bigger body is not one. */
export const MAX_MISCELLANEOUS_BYTES = 16 * 1024;
/** A shopper values a car or two. */
export const MISCELLANEOUS_LIMIT: RateRule = { limit: 10, windowMs: 60_000 };

export interface MiscellaneousRouteDeps {
  tenants: TenantDirectory;
  catalog: StockCatalog;
  activity: ActivityStore;
  clock?: () => Date;
  newMiscellaneousId?: () => string;
  clientIp?: (c: Context) => string;
  rateLimiter?: RateLimiter;
  /** One JSON line per call, never personal data. */
  logCall?: (line: string) => void;
}

export function createMiscellaneousRoute(deps: MiscellaneousRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const newId = deps.newMiscellaneousId ?? (() => crypto.randomUUID());
  const log = deps.logCall ?? ((line) => console.info(line));
  const savesValuations = (c: Context<TenantEnv>) => deps.catalog.tenant(c.get('tenant'))?.site.features.save_valuations === true;
  return new Hono<TenantEnv>().post(
    '/',
    async (c, next) => (savesValuations(c) ? next() : c.json({ error: 'Not found' }, 404)),
    requireTenantOrigin(deps.tenants, () => {}),
    requireJson,
    limitPerClient({
      limiter: deps.rateLimiter ?? createMemoryRateLimiter(), rule: MISCELLANEOUS_LIMIT, scope: 'miscellaneous',
      clientIp: deps.clientIp ?? socketClientIp, clock,
    }),
    bodyLimit({ maxSize: MAX_MISCELLANEOUS_BYTES, onError: (c) => c.json({ error: BODY_TOO_LARGE_MESSAGE }, 413) }),
    async (c) => {
      const read = await readJsonObject(c, MAX_MISCELLANEOUS_BYTES);
      if (!read.ok) return c.json({ error: read.error }, read.status);
      const parsed = MiscellaneousRequestSchema.safeParse(read.body);
      if (!parsed.success) {
        return c.json({ error: 'The record could not be saved.', fields: { column_name: parsed.error.issues[0]?.message ?? 'invalid' } }, 422);
      }
      const { column_name: columnName, ...data } = parsed.data;
      const tenant = c.get('tenant');
      const id = newId();
      await deps.activity.saveMiscellaneous({ id, tenant, columnName, data, createdAt: clock() });
      log(JSON.stringify({ event: 'miscellaneous', tenant, column_name: columnName, id }));
      return c.json({ id }, 201);
    },
  );
}
