/**
 * POST /api/miscellaneous (spec 01 §7 "valuation result plus column_name valuation; only on some
 * sites"): keeps a trade-in valuation result for the dealer, on sites with
 * `features.save_valuations` (404 elsewhere, as if the call did not exist). The result is stored as
 * sent, under its column name; it may hold a registration plate, so it is never logged. The
 * request pipeline as for a lead: same-tenant Origin, JSON, a per-address limit, a size limit.
 * 201 `{ id }`.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MiscellaneousRequestSchema } from '../../src/domain/schemas/vehicle-calls.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { jsonRoute, type JsonRouteEnv } from '../pipeline/json-route.ts';
import { perClient } from '../pipeline/rate-limit.ts';
import { SIGN_IN_REQUIRED_MESSAGE, sessionUser } from '../pipeline/session.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import type { AuthService } from '../ports/auth.ts';
import type { ActivityStore } from '../ports/activity-store.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';

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
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
  /** One JSON line per call, never personal data. */
  logCall?: (line: string) => void;
  /** Phone sign-in: where trade-in is gated, a valuation result needs a session as its page does. */
  auth?: AuthService;
}

export function createMiscellaneousRoute(deps: MiscellaneousRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const newId = deps.newMiscellaneousId ?? (() => crypto.randomUUID());
  const log = deps.logCall ?? ((line) => console.info(line));
  /** On a site that does not keep valuations the call does not exist: 404 before any other check. */
  const onlyWhereValuationsAreKept = createMiddleware<JsonRouteEnv>(async (c, next) =>
    deps.catalog.tenant(c.get('tenant'))?.site.features.save_valuations === true
      ? next()
      : c.json({ error: 'Not found' }, 404),
  );
  /** A trade-in valuation belongs to the trade-in section: where that is gated (spec 02 §6), 401 without a session. */
  const sessionWhereTradeInIsGated = createMiddleware<JsonRouteEnv>(async (c, next) => {
    if (deps.catalog.tenant(c.get('tenant'))?.site.sign_in_gates.trade_in !== true) return next();
    if ((await sessionUser(c, deps.auth, deps.tenants, clock)) !== null) return next();
    return c.json({ error: SIGN_IN_REQUIRED_MESSAGE }, 401);
  });
  return new Hono<JsonRouteEnv>().post(
    '/',
    onlyWhereValuationsAreKept,
    jsonRoute({
      tenants: deps.tenants,
      rateLimit: {
        limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
        clock,
        clientIp: deps.clientIp ?? connectionClientIp(),
        limits: [perClient('miscellaneous', MISCELLANEOUS_LIMIT)],
      },
      maxBytes: MAX_MISCELLANEOUS_BYTES,
      schema: MiscellaneousRequestSchema,
      // The schema checks one field, so its one message is that field's.
      invalid: (issues) => ({
        error: 'The record could not be saved.',
        fields: { column_name: issues[0]?.message ?? 'invalid' },
      }),
    }),
    sessionWhereTradeInIsGated,
    async (c) => {
      const { column_name: columnName, ...data } = c.req.valid('json');
      const tenant = c.get('tenant');
      const id = newId();
      await deps.activity.saveMiscellaneous({ id, tenant, columnName, data, createdAt: clock() });
      log(JSON.stringify({ event: 'miscellaneous', tenant, column_name: columnName, id }));
      return c.json({ id }, 201);
    },
  );
}
