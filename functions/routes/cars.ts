/**
 * The vehicle page's reads (spec 01 §7), under /api/cars/{slug}:
 * - GET autogauge: the price gauge data for the car, from its market figures (`autograb_data`);
 *   404 with the spec's 'No data returned' when it has none (spec 01 §8: the gauge is then hidden).
 * - GET view.json?photos_count=&updated_at=&website_id=: counts a view and returns `{ views,
 *   car_fields }`; `car_fields` holds the live fields when the page was built from older stock, and
 *   `reserved: true` whenever a reservation holds the car (held or confirmed) since the build.
 * Both read the tenant's current stock (`StockCatalog`); an unknown car is 404.
 */
import { Hono, type Context } from 'hono';
import { priceDisplay } from '../../src/domain/price-display.ts';
import { GAUGE_NO_DATA, gaugeDataFromMarket } from '../../src/domain/price-gauge.ts';
import {
  liveCarFields,
  pageIsCurrent,
  ViewQuerySchema,
  type ViewReply,
} from '../../src/domain/schemas/vehicle-calls.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import type { TenantEnv } from '../pipeline/tenant.ts';
import { RESERVED_STATES } from '../../src/domain/reservation.ts';
import type { ActivityStore } from '../ports/activity-store.ts';
import type { ReservationStore } from '../ports/reservation-store.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';

/**
 * One shopper reloading a page, or coming back to it within half an hour, is one view: the count
 * says how many people looked, not how often one browser asked.
 */
export const VIEW_COUNTED_ONCE_PER: RateRule = { limit: 1, windowMs: 30 * 60_000 };
/** The gauge changes only with the stock, which changes nightly. */
const GAUGE_CACHE = 'public, max-age=600';

export interface CarRouteDeps {
  catalog: StockCatalog;
  activity: ActivityStore;
  clock?: () => Date;
  clientIp?: ClientIp;
  /** Remembers who was counted recently (in memory per instance; shared in a multi-instance deployment if wanted). */
  viewWindow?: RateLimiter;
  /** Reservations (issue 16): a car held or confirmed here is reported `reserved` before the next build says so. */
  reservationStore?: Pick<ReservationStore, 'activeHold'>;
}

export const CAR_NOT_FOUND = 'Car not found';

export function createCarsRoute(deps: CarRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const clientIp = deps.clientIp ?? connectionClientIp();
  const viewWindow = deps.viewWindow ?? createMemoryRateLimiter();

  const carOf = async (c: Context<TenantEnv>) => {
    const stock = deps.catalog.tenant(c.get('tenant'));
    const car = (await stock?.carBySlug(c.req.param('slug') ?? '')) ?? null;
    return stock && car ? { stock, car } : null;
  };

  return new Hono<TenantEnv>()
    .get('/:slug/autogauge', async (c) => {
      const found = await carOf(c);
      if (!found) return c.json({ error: CAR_NOT_FOUND }, 404);
      const shown = priceDisplay(found.car, found.stock.site);
      const data = shown.kind === 'price' ? gaugeDataFromMarket(shown.amount, found.car.autograb_data) : null;
      c.header('Cache-Control', GAUGE_CACHE);
      return data ? c.json(data) : c.json({ error: GAUGE_NO_DATA }, 404);
    })
    .get('/:slug/view.json', async (c) => {
      c.header('Cache-Control', 'no-store');
      const found = await carOf(c);
      if (!found) return c.json({ error: CAR_NOT_FOUND }, 404);
      const { car, stock } = found;
      const tenant = stock.site.slug;
      const query = ViewQuerySchema.parse(c.req.query());
      const now = clock();
      const fresh = await viewWindow.hit(`view:${tenant}:${car.id}:${clientIp(c)}`, VIEW_COUNTED_ONCE_PER, now);
      const counted = fresh.allowed
        ? await deps.activity.countView(tenant, car.id, now)
        : await deps.activity.viewCount(tenant, car.id);
      // The feed's own count (views before this site) plus the views counted here.
      let carFields = pageIsCurrent(car, query) ? null : liveCarFields(car);
      // A hold taken since the build shows at once: `reserved` even on a page that is otherwise current.
      const hold = await deps.reservationStore?.activeHold(tenant, car.id);
      if (hold && RESERVED_STATES.includes(hold.state)) carFields = { ...carFields, reserved: true };
      const reply: ViewReply = { views: (car.views ?? 0) + counted, car_fields: carFields };
      return c.json(reply);
    });
}
