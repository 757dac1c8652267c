/**
 * Reserve online through app.request(): every state change and every webhook case, with the `none`
 * provider and with the official stripe package against a local fake Stripe (issue 16).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../../functions/pipeline/session.ts';
import type { AuthService } from '../../../functions/ports/auth.ts';
import { sweepReservations } from '../../../functions/reservations.ts';
import { CAR_ALREADY_RESERVED_MESSAGE, CAR_NOT_IN_STOCK_MESSAGE } from '../../../src/domain/reservation.ts';
import {
  completedSession,
  HOST,
  NOW,
  PG_URL,
  RESERVABLE,
  reservationHarness,
  SHOPPER,
  stripeEvent,
  TENANT,
} from './reservations-harness.ts';

type Harness = Awaited<ReturnType<typeof reservationHarness>>;
let harness: Harness | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

const HOUR = 3_600_000;
const body = (carId = RESERVABLE.id) => ({ car_id: carId, ...SHOPPER });
const states = async (h: Harness) => (await h.reservationLeads()).map((lead) => lead.payload.reservation_state).sort();

const stores = PG_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(stores)('reservations on %s', (store) => {
  const open = async (options: Parameters<typeof reservationHarness>[0] = {}) =>
    (harness = await reservationHarness({ store, ...options }));

  describe('POST /api/reservations with no payment provider (none)', () => {
    it('holds the car at once for 48 hours and forwards one reservation lead', async () => {
      const h = await open();
      const response = await h.reserve(body());
      expect(response.status).toBe(200);
      const reply = await response.json();
      expect(reply).toMatchObject({ state: 'held', checkout_url: null, deposit: 200, payment_provider: 'none' });
      expect(reply.hold_until).toBe(new Date(NOW.getTime() + 48 * HOUR).toISOString());
      const [lead] = await h.reservationLeads();
      expect(lead?.payload).toMatchObject({
        reservation_state: 'held',
        name: 'Jane',
        phone: '0412345678',
        car_id: 701,
      });
      expect((await h.leads.deliveries({ leadId: lead?.id })).length).toBe(2);
    });

    it('uses the site setting reserve_hold_hours', async () => {
      const h = await open({ site: { features: { reserve_online: true, reserve_hold_hours: 24 } } });
      const reply = await (await h.reserve(body())).json();
      expect(reply.hold_until).toBe(new Date(NOW.getTime() + 24 * HOUR).toISOString());
    });

    it('replays the same Idempotency-Key: the same reservation, no second lead; another body is refused', async () => {
      const h = await open();
      const first = await (await h.reserve(body(), 'key-1')).json();
      const again = await h.reserve(body(), 'key-1');
      expect(again.status).toBe(200);
      expect((await again.json()).reservation_id).toBe(first.reservation_id);
      expect((await h.reserve({ ...body(), name: 'Other' }, 'key-1')).status).toBe(409);
      expect(await h.reservationLeads()).toHaveLength(1);
    });

    it('GET says no payment is taken online (the checkout page says so before the shopper reserves)', async () => {
      const h = await open();
      const response = await h.app.request('/api/reservations', { headers: { host: HOST } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ takes_payment: false });
    });

    it('GET /reserved lists the held cars for the search results, and not once the hold has lapsed', async () => {
      const h = await open();
      const reserved = async () =>
        (await h.app.request('/api/reservations/reserved', { headers: { host: HOST } })).json();
      expect(await reserved()).toEqual({ car_ids: [] });
      await h.reserve(body());
      expect(await reserved()).toEqual({ car_ids: [RESERVABLE.id] });
      h.setNow(new Date(NOW.getTime() + 49 * HOUR));
      expect(await reserved()).toEqual({ car_ids: [] });
    });

    it('needs an Idempotency-Key', async () => {
      const h = await open();
      expect((await h.reserve(body(), null)).status).toBe(400);
      expect(await h.reservationLeads()).toHaveLength(0);
    });

    it('refuses a second shopper with 409 and the Find Me Something Similar link', async () => {
      const h = await open();
      await h.reserve(body());
      const refused = await h.reserve(body());
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: CAR_ALREADY_RESERVED_MESSAGE,
        similar_href: `/cars/${RESERVABLE.slug}#enquire`,
      });
    });

    it('refuses a sold car (409, similar link), a car without checkout (422), an unknown car (404), a bad body (422)', async () => {
      const h = await open();
      const sold = await h.reserve(body(703));
      expect(sold.status).toBe(409);
      expect((await sold.json()).error).toBe(CAR_NOT_IN_STOCK_MESSAGE);
      expect((await h.reserve(body(704))).status).toBe(422);
      expect((await h.reserve(body(999))).status).toBe(404);
      expect((await h.reserve({ car_id: 701, name: 'Jane' })).status).toBe(422);
      expect(await h.reservationLeads()).toHaveLength(0);
    });

    it('is refused where the site switch is off', async () => {
      const h = await open({ site: { features: { reserve_online: false } } });
      expect((await h.reserve(body())).status).toBe(422);
    });

    it('needs a session where sign_in_gates.checkout, and takes one that is there', async () => {
      const session: AuthService = {
        sendCode: () => Promise.reject(new Error('unused')),
        verifyCode: () => Promise.reject(new Error('unused')),
        session: async (_tenant, token) =>
          token === 'a'.repeat(43) ? { userId: 'u1', phone: '0412345678', expiresAt: '2099-01-01T00:00:00Z' } : null,
        contactExists: async () => false,
        signOut: async () => {},
      };
      const h = await open({
        overrides: { auth: session, gatingFor: () => ({ gateCheckout: true }) },
      });
      const refused = await h.reserve(body());
      expect(refused.status).toBe(401);
      expect((await refused.json()).error).toBe(SIGN_IN_REQUIRED_MESSAGE);
      const allowed = await h.reserve(body(), undefined, { cookie: `session=${'a'.repeat(43)}` });
      expect(allowed.status).toBe(200);
      const [lead] = await h.reservationLeads();
      expect(lead?.payload.phone_verified).toBe(true);
    });

    it('shows the held car as reserved in view.json at once, and not once the hold has lapsed', async () => {
      const h = await open();
      expect((await (await h.viewJson(RESERVABLE.slug)).json()).car_fields?.reserved).not.toBe(true);
      await h.reserve(body());
      expect((await (await h.viewJson(RESERVABLE.slug)).json()).car_fields.reserved).toBe(true);
      h.setNow(new Date(NOW.getTime() + 48 * HOUR));
      expect(await sweepReservations(h.reservations)).toBe(1);
      expect((await (await h.viewJson(RESERVABLE.slug)).json()).car_fields?.reserved).not.toBe(true);
      expect(await states(h)).toEqual(['expired', 'held']);
      // The car is free again.
      expect((await h.reserve(body())).status).toBe(200);
    });
  });

  describe('POST /api/reservations with stripe', () => {
    it('GET says the deposit is paid online', async () => {
      const h = await open({ provider: 'stripe' });
      const response = await h.app.request('/api/reservations', { headers: { host: HOST } });
      expect(await response.json()).toEqual({ takes_payment: true });
    });

    it('commits the request first, then creates one Checkout Session with the reservation id as idempotency key', async () => {
      const h = await open({ provider: 'stripe' });
      const response = await h.reserve(body(), 'shopper-key');
      expect(response.status).toBe(200);
      const reply = await response.json();
      expect(reply).toMatchObject({ state: 'requested', checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
      const [call] = h.stripe!.sessionsCreated();
      expect(call?.idempotencyKey).toBe(reply.reservation_id);
      expect(call?.form.get('metadata[reservation_id]')).toBe(reply.reservation_id);
      expect(call?.form.get('metadata[tenant]')).toBe(TENANT);
      expect(call?.form.get('payment_intent_data[metadata][reservation_id]')).toBe(reply.reservation_id);
      expect(call?.form.get('line_items[0][price_data][unit_amount]')).toBe('20000');
      expect(call?.form.get('success_url')).toBe('http://harbour-city-toyota.localhost:4321/success');
      expect(call?.form.get('cancel_url')).toBe(
        `http://harbour-city-toyota.localhost:4321/cars/${RESERVABLE.slug}/checkout`,
      );
      expect(await states(h)).toEqual(['requested']);
      // A replay answers the same checkout without a second session; another shopper never reaches Stripe.
      const again = await h.reserve(body(), 'shopper-key');
      expect(await again.json()).toEqual(reply);
      expect((await h.reserve(body(), 'other-shopper')).status).toBe(409);
      expect(h.stripe!.sessionsCreated()).toHaveLength(1);
    });

    it('a card or request error cancels the reservation and frees the car (502)', async () => {
      const h = await open({ provider: 'stripe' });
      h.stripe!.setMode('card-error');
      expect((await h.reserve(body())).status).toBe(502);
      expect(await states(h)).toEqual(['cancelled', 'requested']);
      h.stripe!.setMode('ok');
      expect((await h.reserve(body())).status).toBe(200);
    });

    it('a 500 or a timeout leaves it requested; the retry with the same key asks Stripe again with the same key', async () => {
      const h = await open({ provider: 'stripe' });
      h.stripe!.setMode('server-error');
      expect((await h.reserve(body(), 'retry-key')).status).toBe(502);
      h.stripe!.setMode('hang');
      expect((await h.reserve(body(), 'retry-key')).status).toBe(502);
      h.stripe!.setMode('ok');
      const retried = await h.reserve(body(), 'retry-key');
      expect(retried.status).toBe(200);
      const keys = h.stripe!.sessionsCreated().map((call) => call.idempotencyKey);
      expect(new Set(keys).size).toBe(1);
      expect(await states(h)).toEqual(['requested']);
    });

    it('checkout.session.completed → held for 48 hours from payment; a replay changes nothing and forwards no second lead', async () => {
      const h = await open({ provider: 'stripe' });
      const { reservation_id: id } = await (await h.reserve(body())).json();
      h.setNow(new Date(NOW.getTime() + 10 * 60_000));
      const event = stripeEvent('evt_paid', 'checkout.session.completed', completedSession(id));
      const paid = await h.webhook(event);
      expect(paid.status).toBe(200);
      expect(await paid.json()).toEqual({ received: true, outcome: 'applied' });
      const held = await h.store.getReservation(id);
      expect(held).toMatchObject({ state: 'held', paymentRef: 'pi_test_1' });
      expect(held?.holdUntil).toBe(new Date(NOW.getTime() + 10 * 60_000 + 48 * HOUR).toISOString());
      const replay = await h.webhook(event);
      expect(replay.status).toBe(200);
      expect((await replay.json()).outcome).toBe('unchanged');
      expect(await states(h)).toEqual(['held', 'requested']);
      expect((await (await h.viewJson(RESERVABLE.slug)).json()).car_fields.reserved).toBe(true);
    });

    it('refuses a forged signature (400) and changes nothing', async () => {
      const h = await open({ provider: 'stripe' });
      const { reservation_id: id } = await (await h.reserve(body())).json();
      const event = stripeEvent('evt_forged', 'checkout.session.completed', completedSession(id));
      const forged = await h.webhook(event, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
      expect(forged.status).toBe(400);
      expect((await h.webhook(event, '')).status).toBe(400);
      expect((await h.store.getReservation(id))?.state).toBe('requested');
      expect(await states(h)).toEqual(['requested']);
    });

    it('checkout.session.expired → expired, the car free again', async () => {
      const h = await open({ provider: 'stripe' });
      const { reservation_id: id } = await (await h.reserve(body())).json();
      const expired = await h.webhook(
        stripeEvent('evt_exp', 'checkout.session.expired', {
          ...completedSession(id),
          payment_status: 'unpaid',
          status: 'expired',
        }),
      );
      expect((await expired.json()).outcome).toBe('applied');
      expect((await h.store.getReservation(id))?.state).toBe('expired');
      expect((await h.reserve(body())).status).toBe(200);
    });

    it('charge.refunded → refunded (a partial refund changes nothing)', async () => {
      const h = await open({ provider: 'stripe' });
      const { reservation_id: id } = await (await h.reserve(body())).json();
      await h.webhook(stripeEvent('evt_paid', 'checkout.session.completed', completedSession(id)));
      const charge = {
        id: 'ch_1',
        object: 'charge',
        payment_intent: 'pi_test_1',
        metadata: { reservation_id: id, tenant: TENANT },
      };
      const partial = await h.webhook(stripeEvent('evt_partial', 'charge.refunded', { ...charge, refunded: false }));
      expect((await partial.json()).outcome).toBe('ignored');
      const full = await h.webhook(stripeEvent('evt_full', 'charge.refunded', { ...charge, refunded: true }));
      expect((await full.json()).outcome).toBe('applied');
      expect((await h.store.getReservation(id))?.state).toBe('refunded');
      expect(await states(h)).toEqual(['held', 'refunded', 'requested']);
    });

    it('ignores events of no concern and events for another tenant', async () => {
      const h = await open({ provider: 'stripe' });
      const { reservation_id: id } = await (await h.reserve(body())).json();
      expect((await (await h.webhook(stripeEvent('evt_x', 'customer.created', { id: 'cus_1' }))).json()).outcome).toBe(
        'ignored',
      );
      const foreign = completedSession(id);
      foreign.metadata.tenant = 'southside-used-cars';
      expect(
        (await (await h.webhook(stripeEvent('evt_y', 'checkout.session.completed', foreign))).json()).outcome,
      ).toBe('not-found');
      expect((await h.store.getReservation(id))?.state).toBe('requested');
    });

    it('the sweeper expires a paid hold after 48 hours and refunds it once, recorded after the refund', async () => {
      const h = await open({ provider: 'stripe' });
      const { reservation_id: id } = await (await h.reserve(body())).json();
      await h.webhook(stripeEvent('evt_paid', 'checkout.session.completed', completedSession(id)));
      h.setNow(new Date(NOW.getTime() + 47 * HOUR));
      expect(await sweepReservations(h.reservations)).toBe(0);
      h.setNow(new Date(NOW.getTime() + 49 * HOUR));
      h.stripe!.setMode('server-error');
      await sweepReservations(h.reservations);
      // Expired first (its lead committed), the refund to be asked again.
      expect(await h.store.getReservation(id)).toMatchObject({ state: 'expired', refundRef: null });
      h.stripe!.setMode('ok');
      await sweepReservations(h.reservations);
      expect(await h.store.getReservation(id)).toMatchObject({ state: 'expired', refundRef: 're_test_1' });
      await sweepReservations(h.reservations);
      const refunds = h.stripe!.refundsAsked();
      expect(refunds.map((call) => call.idempotencyKey)).toEqual([`refund-${id}`, `refund-${id}`]);
      expect(refunds[0]?.form.get('payment_intent')).toBe('pi_test_1');
      await h.webhook(
        stripeEvent('evt_ref', 'charge.refunded', {
          id: 'ch_1',
          object: 'charge',
          refunded: true,
          metadata: { reservation_id: id },
        }),
      );
      expect(await states(h)).toEqual(['expired', 'held', 'refunded', 'requested']);
    });

    it('an unpaid checkout lapses after its window; a payment arriving after that is refunded at once', async () => {
      const h = await open({ provider: 'stripe' });
      const { reservation_id: id } = await (await h.reserve(body())).json();
      h.setNow(new Date(NOW.getTime() + 66 * 60_000));
      await sweepReservations(h.reservations);
      expect((await h.store.getReservation(id))?.state).toBe('expired');
      expect(h.stripe!.refundsAsked()).toHaveLength(0);
      const late = await h.webhook(
        stripeEvent('evt_late', 'checkout.session.completed', completedSession(id, 'pi_late')),
      );
      expect((await late.json()).outcome).toBe('refunded-late-payment');
      expect(h.stripe!.refundsAsked()[0]?.form.get('payment_intent')).toBe('pi_late');
      expect(await states(h)).toEqual(['expired', 'requested']);
    });
  });
});
