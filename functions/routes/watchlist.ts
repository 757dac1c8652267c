/**
 * The server-side watchlist (spec 01 §4 "Watchlist", §7 "POST /api/watchlist/save-car | body:
 * phone_number, car_id; answer: success flag and an error message", remove-car the same), and GET
 * /api/watchlist for /my-garage: the saved cars with their current price and status from the
 * tenant's stock (src/domain/my-garage.ts).
 *
 * Every call needs a session of this tenant (functions/pipeline/session.ts): 401 without one, so the
 * page is not the only guard. The list is the session's user's; a `phone_number` that is not the
 * session's is refused (403) rather than trusted. Saving needs a car the site shows (404 otherwise);
 * removing does not, so a car gone from the stock can still be taken off the list.
 */
import { Hono } from 'hono';
import { garageRow } from '../../src/domain/my-garage.ts';
import { WatchlistRequestSchema } from '../../src/domain/schemas/sign-in.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { jsonRoute, type JsonRouteEnv } from '../pipeline/json-route.ts';
import { perClient } from '../pipeline/rate-limit.ts';
import { requireSession, type SessionEnv } from '../pipeline/session.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import type { ErrorReply } from '../pipeline/validate.ts';
import { fieldMessages } from '../../src/domain/validation.ts';
import type { AuthService } from '../ports/auth.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import type { WatchlistStore } from '../ports/watchlist-store.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';
import { CAR_NOT_FOUND } from './cars.ts';

export const NOT_YOUR_PHONE_MESSAGE = 'This phone number is not the one signed in.';
/** A shopper saves a few cars; hundreds a minute is a script. */
export const WATCHLIST_LIMIT: RateRule = { limit: 60, windowMs: 60_000 };

export interface WatchlistRouteDeps {
  tenants: TenantDirectory;
  auth: AuthService;
  watchlist: WatchlistStore;
  catalog: StockCatalog;
  clock?: () => Date;
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
}

type WatchlistEnv = { Variables: JsonRouteEnv['Variables'] & SessionEnv['Variables'] };

export function createWatchlistRoute(deps: WatchlistRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const session = requireSession(deps.auth, deps.tenants, clock);
  const pipeline = jsonRoute({
    tenants: deps.tenants,
    maxBytes: 1024,
    rateLimit: {
      limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
      clock,
      clientIp: deps.clientIp ?? connectionClientIp(),
      limits: [perClient('watchlist', WATCHLIST_LIMIT)],
    },
    schema: WatchlistRequestSchema,
    invalid: (issues): ErrorReply & { success: false } => ({
      success: false,
      error: 'The car could not be saved.',
      fields: fieldMessages(issues, 'body'),
    }),
  });

  return new Hono<WatchlistEnv>()
    .post('/save-car', pipeline, session, async (c) => {
      const tenant = c.get('tenant');
      const { phone_number, car_id } = c.req.valid('json');
      const user = c.get('user');
      if (phone_number !== user.phone) return c.json({ success: false, error: NOT_YOUR_PHONE_MESSAGE }, 403);
      if (!(await deps.catalog.tenant(tenant)?.carById(car_id)))
        return c.json({ success: false, error: CAR_NOT_FOUND }, 404);
      await deps.watchlist.saveCar({ tenant, userId: user.userId, carId: car_id, at: clock() });
      return c.json({ success: true });
    })
    .post('/remove-car', pipeline, session, async (c) => {
      const { phone_number, car_id } = c.req.valid('json');
      const user = c.get('user');
      if (phone_number !== user.phone) return c.json({ success: false, error: NOT_YOUR_PHONE_MESSAGE }, 403);
      await deps.watchlist.removeCar(c.get('tenant'), user.userId, car_id);
      return c.json({ success: true });
    })
    .get('/', session, async (c) => {
      c.header('Cache-Control', 'no-store');
      const tenant = c.get('tenant');
      const stock = deps.catalog.tenant(tenant);
      const saved = await deps.watchlist.savedCars(tenant, c.get('user').userId);
      return c.json({
        success: true,
        cars: await Promise.all(
          saved.map(async (entry) => garageRow(entry, (await stock?.carById(entry.carId)) ?? null)),
        ),
      });
    });
}
