/**
 * A local HTTP server (runtime/local-server.ts) answering the Stripe API's documented shapes for
 * the two calls the `stripe` adapter makes (POST /v1/checkout/sessions, POST /v1/refunds), so the
 * official package runs unchanged against it (`host`, `port`, `protocol`). Each request is recorded with its
 * Idempotency-Key; `mode` makes the next answers fail as Stripe does (a card error, a 500, no answer).
 * Like Stripe, a repeated idempotency key answers the first result again.
 */
import { serveLocally } from './runtime/local-server.ts';

export type FakeStripeMode = 'ok' | 'card-error' | 'server-error' | 'hang';

export interface FakeStripeRequest {
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  let mode: FakeStripeMode = 'ok';
  let sessions = 0;
  let refunds = 0;

  const answer = (path: string, form: URLSearchParams): { status: number; body: unknown } => {
    if (mode === 'card-error')
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        },
      };
    if (mode === 'server-error')
      return { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
    if (path === '/v1/checkout/sessions') {
      const id = `cs_test_${(sessions += 1)}`;
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { reservation_id: form.get('metadata[reservation_id]'), tenant: form.get('metadata[tenant]') },
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          expires_at: Number(form.get('expires_at')),
          payment_intent: null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        },
      };
    }
    if (path === '/v1/refunds')
      return {
        status: 200,
        body: {
          id: `re_test_${(refunds += 1)}`,
          object: 'refund',
          status: 'succeeded',
          payment_intent: form.get('payment_intent'),
          metadata: { reservation_id: form.get('metadata[reservation_id]') },
        },
      };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
  };

  const served = await serveLocally(async ({ path, header, body }) => {
    const form = new URLSearchParams(body);
    const idempotencyKey = header('idempotency-key');
    requests.push({ path, idempotencyKey, form });
    if (mode === 'hang') return new Promise(() => {});
    const key = idempotencyKey ? `${path} ${idempotencyKey}` : null;
    const result = (key && answered.get(key)) || answer(path, form);
    if (key && result.status < 500) answered.set(key, result);
    return result;
  });
  return {
    port: served.port,
    requests,
    setMode(next: FakeStripeMode) {
      mode = next;
    },
    sessionsCreated: () => requests.filter((request) => request.path === '/v1/checkout/sessions'),
    refundsAsked: () => requests.filter((request) => request.path === '/v1/refunds'),
    close: served.close,
  };
}
