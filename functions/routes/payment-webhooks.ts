/**
 * POST /api/payments/stripe/webhook (issue 16): Stripe's events about reservation deposits, on the
 * tenant's own host. The raw body is verified against `Stripe-Signature` (STRIPE_WEBHOOK_SECRET,
 * by the package's `webhooks.constructEventAsync`) before anything is read from it: a forged or stale
 * signature is 400 and changes nothing. A verified event is applied (functions/reservations.ts
 * `applyPaymentEvent`) and answered 200, a replay included (it changes nothing the second time);
 * a refund the event needed that failed is 502, so Stripe sends the event again later.
 * Not through the JSON pipeline: Stripe sends no Origin, and the body must stay byte for byte.
 */
import { Hono } from 'hono';
import { limitBodySize } from '../pipeline/json-body.ts';
import type { TenantEnv } from '../pipeline/tenant.ts';
import { PaymentError, WebhookSignatureError } from '../ports/payments.ts';
import { applyPaymentEvent, type ReservationDeps } from '../reservations.ts';

/** Stripe's events are a few kilobytes; a checkout session with its objects stays well under this. */
const MAX_EVENT_BYTES = 256 * 1024;

export function createPaymentWebhookRoute(deps: { reservations: ReservationDeps; logCall?: (line: string) => void }) {
  const log = deps.logCall ?? ((line) => console.info(line));
  return new Hono<TenantEnv>().post('/stripe/webhook', limitBodySize(MAX_EVENT_BYTES), async (c) => {
    const tenant = c.get('tenant');
    const logAs = (entry: Record<string, unknown>) =>
      log(JSON.stringify({ event: 'payment-webhook', tenant, ...entry }));
    const raw = await c.req.text();
    let event;
    try {
      event = await deps.reservations.payments.readWebhook(raw, c.req.header('stripe-signature'));
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      logAs({ outcome: 'refused', reason: error.message });
      return c.json({ error: 'Invalid signature' }, 400);
    }
    try {
      const outcome = await applyPaymentEvent(
        { ...deps.reservations, log: (entry) => logAs({ event_id: event.eventId, ...entry }) },
        tenant,
        event,
      );
      logAs({ event_id: event.eventId, kind: event.kind, outcome });
      return c.json({ received: true, outcome });
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      logAs({ event_id: event.eventId, outcome: 'refund failed', reason: error.message });
      return c.json({ error: 'The refund could not be made; send the event again.' }, 502);
    }
  });
}
