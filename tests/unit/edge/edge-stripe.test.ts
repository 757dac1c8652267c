/**
 * Reserve online with a Stripe deposit on workerd (issue 19): the bundled Worker with
 * PAYMENT_PROVIDER=stripe, its calls sent by Stripe's package (its fetch client on workerd) to a
 * local server answering the API's documented shapes (fake-stripe.ts, STRIPE_API_BASE_URL), and
 * Stripe's webhook checked by the package's Web Crypto signature check before the D1 reservation
 * changes, as on Node (tests/unit/functions/reservations-route.test.ts has every case there).
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../functions/fake-stripe.ts';
import { completedSession, stripeEvent } from '../functions/reservations-harness.ts';
import { useEdgeWorker } from './edge-miniflare.ts';
import { postReservation, reservableCar } from './edge-reservation-fixture.ts';

const TENANT = 'harbour-city-toyota';
const WEBHOOK_SECRET = 'whsec_edge_test_secret';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

const edge = useEdgeWorker({
  slug: TENANT,
  site: (site) => ({ ...site, features: { ...site.features, reserve_online: true } }),
  bindings: () => ({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_edge',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: `http://127.0.0.1:${stripe.port}`,
  }),
});
const car = reservableCar(TENANT);
const reserve = () => postReservation(edge, car, '198.51.100.7');
const webhook = async (event: Record<string, unknown>, signature?: string) => {
  const payload = JSON.stringify(event);
  const header =
    signature ??
    (await new Stripe('sk_test_signer').webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET }));
  return edge.request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
};
const state = async (id: string) =>
  (await edge.rows('SELECT state, payment_ref FROM reservations WHERE id = ?', id))[0] ?? null;

describe('reserve online with a Stripe deposit on workerd', () => {
  it("creates the deposit's Checkout Session through Stripe's package, and a signed payment holds the car", async () => {
    const taken = await reserve();
    expect(taken.status).toBe(200);
    const { reservation_id: id, checkout_url: url } = (await taken.json()) as {
      reservation_id: string;
      checkout_url: string;
    };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const [session] = stripe.sessionsCreated();
    expect(session?.idempotencyKey).toBe(id);
    expect(session?.form.get('metadata[reservation_id]')).toBe(id);
    expect(await state(id)).toEqual({ state: 'requested', payment_ref: null });

    const forged = await webhook(
      stripeEvent('evt_forged', 'checkout.session.completed', completedSession(id)),
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    );
    expect(forged.status).toBe(400);
    expect(await state(id)).toEqual({ state: 'requested', payment_ref: null });

    const paid = await webhook(stripeEvent('evt_paid', 'checkout.session.completed', completedSession(id)));
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await state(id)).toEqual({ state: 'held', payment_ref: 'pi_test_1' });
  });
});
