/**
 * Reserve online (issue 16), mounted at /api/reservations, through the request pipeline:
 *
 * POST /api/reservations `{ car_id, name, last_name?, email, phone, postcode?, message?, url?,
 * lead_attributes? }` with an `Idempotency-Key` (required: the same key and body replay the
 * reservation, never a second one):
 * - 200 `ReservationReply` (src/domain/schemas/reservations.ts): `checkout_url` to pay the deposit
 *   (stripe), or null (none: held, the dealer confirms by phone; the page goes to /success);
 * - 409 `{ error, similar_href }` when the car is held by another shopper or no longer in stock
 *   (the Find Me Something Similar link), before any payment provider is asked;
 * - 401 without a session where the site gates checkout (`sign_in_gates.checkout`);
 * - 422 when the car cannot be reserved online (the site's switch or its payment_processors);
 * - 502 when the payment provider refused or did not answer (the page may retry with the same key).
 *
 * GET /api/reservations `{ takes_payment }`: whether this deployment's payment provider takes the
 * deposit online (stripe) or not (none: the dealer confirms by phone), so the checkout page says
 * which before the shopper reserves (the provider is chosen at start-up, not known to the build).
 *
 * GET /api/reservations/reserved `{ car_ids }`: the tenant's cars a reservation holds now (held until its hold
 * ends, or confirmed), so the search results show them Reserved before the next build does.
 */
import { Hono } from 'hono';
import {
  CAR_ALREADY_RESERVED_MESSAGE,
  CAR_NOT_IN_STOCK_MESSAGE,
  CHECKOUT_OFF_MESSAGE,
  reserveRefusal,
} from '../../src/domain/reservation.ts';
import { findSimilarPath, reservePath } from '../../src/domain/routes.ts';
import { ReservationRequestSchema, type ReservationReply } from '../../src/domain/schemas/reservations.ts';
import type { GatingOptions } from '../../src/domain/sign-in.ts';
import { LEAD_SOURCE } from '../lead-payload.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { jsonRoute, type JsonRouteEnv } from '../pipeline/json-route.ts';
import { perClient } from '../pipeline/rate-limit.ts';
import { sessionUser, SIGN_IN_REQUIRED_MESSAGE } from '../pipeline/session.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import { fieldsReply } from '../pipeline/validate.ts';
import type { AuthService } from '../ports/auth.ts';
import type { Reservation } from '../ports/reservation-store.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';
import { requestHash } from '../request-hash.ts';
import { reserve, type ReservationDeps } from '../reservations.ts';
import { reservedCarIds } from '../reserved-cars.ts';
import { CAR_NOT_FOUND } from './cars.ts';

export const RESERVE_FAILED_MESSAGE = 'The car could not be reserved.';
export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE = 'An Idempotency-Key header is required.';
export const PAYMENT_FAILED_MESSAGE = 'The payment could not be started. Please try again in a moment.';
export const RESERVATION_ENDED_MESSAGE = 'This reservation has ended. Please start again.';
/** Per address: a shopper reserves once or twice; the 409s of a busy car are cheap. */
export const RESERVE_ADDRESS_LIMIT: RateRule = { limit: 10, windowMs: 60_000 };
const MAX_BODY_BYTES = 16 * 1024;
const USER_AGENT_MAX = 512;
const CURRENCY = 'aud';

export interface ReservationRouteDeps {
  tenants: TenantDirectory;
  catalog: StockCatalog;
  reservations: ReservationDeps;
  auth?: AuthService;
  gatingFor?: (tenant: string) => Partial<GatingOptions>;
  clock?: () => Date;
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
  newReservationId?: () => string;
  logCall?: (line: string) => void;
}

const reply = (reservation: Reservation, checkoutUrl: string | null): ReservationReply => ({
  reservation_id: reservation.id,
  state: reservation.state,
  hold_until: reservation.holdUntil,
  checkout_url: checkoutUrl,
  deposit: reservation.amountCents / 100,
  payment_provider: reservation.provider,
});

export function createReservationsRoute(deps: ReservationRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const newId = deps.newReservationId ?? (() => crypto.randomUUID());
  const log = deps.logCall ?? ((line) => console.info(line));
  const rateLimit = {
    limiter: deps.rateLimiter ?? createMemoryRateLimiter(),
    clock,
    clientIp: deps.clientIp ?? connectionClientIp(),
    limits: [perClient('reserve', RESERVE_ADDRESS_LIMIT)],
  };

  return new Hono<JsonRouteEnv>()
    .get('/', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ takes_payment: deps.reservations.payments.takesPayment });
    })
    .get('/reserved', async (c) => {
      const ids = await reservedCarIds(deps.reservations.store, c.get('tenant'), clock());
      c.header('Cache-Control', 'no-store');
      return c.json({ car_ids: [...ids].sort((a, b) => a - b) });
    })
    .post(
      '/',
      jsonRoute({
        tenants: deps.tenants,
        maxBytes: MAX_BODY_BYTES,
        rateLimit,
        idempotencyKey: true,
        schema: ReservationRequestSchema,
        invalid: fieldsReply(RESERVE_FAILED_MESSAGE),
      }),
      async (c) => {
        const tenant = c.get('tenant');
        const key = c.var.idempotencyKey;
        if (key === null) return c.json({ error: IDEMPOTENCY_KEY_REQUIRED_MESSAGE }, 400);
        // Gated where the site says so (spec 02 §4): the page is not the only guard.
        const gated = deps.gatingFor?.(tenant).gateCheckout === true;
        const user = deps.auth ? await sessionUser(c, deps.auth, deps.tenants, clock) : null;
        if (gated && user === null) return c.json({ error: SIGN_IN_REQUIRED_MESSAGE }, 401);
        const request = c.req.valid('json');
        const stock = deps.catalog.tenant(tenant);
        const car = (await stock?.carById(request.car_id)) ?? null;
        if (!stock || !car) return c.json({ error: CAR_NOT_FOUND }, 404);
        const { site } = stock;
        const refusal = reserveRefusal(car, site.features.reserve_online);
        if (refusal === 'checkout-off') return c.json({ error: CHECKOUT_OFF_MESSAGE }, 422);
        if (refusal === 'out-of-stock')
          return c.json({ error: CAR_NOT_IN_STOCK_MESSAGE, similar_href: findSimilarPath(car) }, 409);

        const { lead_attributes, url, ...contact } = request;
        const details: Record<string, unknown> = {
          ...Object.fromEntries(Object.entries(contact).filter(([, value]) => value != null)),
          url: url ?? c.req.header('referer') ?? null,
          source: LEAD_SOURCE,
          user_agent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) || null,
          car_dealership_id: car.dealership_id ?? site.dealership.id ?? null,
          lead_attributes: {
            visited_pages: lead_attributes?.visited_pages ?? [],
            linked_query_params: lead_attributes?.linked_query_params ?? {},
          },
          ...(user !== null && user.phone === request.phone ? { phone_verified: true } : {}),
        };
        const outcome = await reserve(
          {
            ...deps.reservations,
            log: (entry) => log(JSON.stringify({ event: 'reservation', tenant, ...entry })),
          },
          {
            id: newId(),
            tenant,
            car: { id: car.id, slug: car.slug, name: car.name ?? `${car.year} ${car.make} ${car.model}` },
            amountCents: Math.round(site.features.reserve_amount * 100),
            currency: CURRENCY,
            details,
            idempotencyKey: key,
            bodyHash: await requestHash(request),
            // The pipeline checked that the Origin is this tenant's own site.
            origin: c.req.header('origin') ?? new URL(c.req.url).origin,
            successPath: '/success',
            cancelPath: reservePath(car, site.features.reserve_path),
            customerEmail: request.email,
          },
        );
        switch (outcome.kind) {
          case 'reserved':
            return c.json(reply(outcome.reservation, null));
          case 'checkout':
            return c.json(reply(outcome.reservation, outcome.checkoutUrl));
          case 'car-held':
            return c.json({ error: CAR_ALREADY_RESERVED_MESSAGE, similar_href: findSimilarPath(car) }, 409);
          case 'conflict':
            return c.json({ error: 'This Idempotency-Key was already used for a different submission.' }, 409);
          case 'ended':
            return c.json({ error: RESERVATION_ENDED_MESSAGE, state: outcome.reservation.state }, 409);
          case 'payment-refused':
          case 'payment-unknown':
            return c.json({ error: PAYMENT_FAILED_MESSAGE }, 502);
        }
      },
    );
}
