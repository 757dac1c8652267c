/**
 * The `stripe` payment adapter (functions/ports/payments.ts) through the official `stripe` package:
 * - the deposit is a Checkout Session (mode `payment`, one line item of the deposit), created with
 *   the reservation id as its idempotency key and in its metadata (and the PaymentIntent's, so a
 *   charge's events name the reservation too), success and cancel URLs on the tenant's site;
 * - a refund is `refunds.create` against the PaymentIntent, idempotency key `refund-<reservation id>`;
 * - the webhook is verified by `stripe.webhooks.constructEventAsync` over the raw body with
 *   STRIPE_WEBHOOK_SECRET before anything is read from it.
 * Stripe's errors map onto `PaymentError`: a card or request error (4xx) is `refused`, nothing was
 * created; a connection failure, a timeout or a 5xx is `unknown`: it may exist, and asking again
 * with the same idempotency key gives the same object.
 */
import Stripe from 'stripe';
import {
  PaymentError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
} from '../ports/payments.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Per request (default 10 s). */
  timeoutMs?: number;
  /** The package's own retries, same idempotency key (default 1). */
  maxNetworkRetries?: number;
  /** Where the API is: tests point it at a local server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const DEFAULT_TIMEOUT_MS = 10_000;

function asPaymentError(error: unknown, what: string): PaymentError {
  const { type, statusCode, message } = (error ?? {}) as { type?: string; statusCode?: number; message?: string };
  const refused =
    type === 'StripeCardError' ||
    type === 'StripeInvalidRequestError' ||
    type === 'StripeIdempotencyError' ||
    type === 'StripeAuthenticationError' ||
    type === 'StripePermissionError' ||
    (statusCode !== undefined && statusCode >= 400 && statusCode < 500 && statusCode !== 409 && statusCode !== 429);
  return new PaymentError(
    `Stripe ${what}: ${type ?? 'error'} ${statusCode ?? ''} ${message ?? ''}`.trim(),
    refused ? 'refused' : 'unknown',
  );
}

/** The reservation a Stripe object's metadata names, or null for objects made by something else. */
function metadataOf(object: { metadata?: Record<string, string> | null }) {
  const reservationId = object.metadata?.reservation_id;
  return reservationId ? { reservationId, tenant: object.metadata?.tenant ?? null } : null;
}

export function createStripePayments(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  return {
    name: 'stripe',
    takesPayment: true,

    async startCheckout(request: CheckoutRequest): Promise<Checkout> {
      const metadata = { reservation_id: request.reservationId, tenant: request.tenant, car_id: String(request.carId) };
      let session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amountCents,
                  product_data: { name: request.description },
                },
              },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: request.reservationId,
            metadata,
            payment_intent_data: { metadata },
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          },
          { idempotencyKey: request.reservationId },
        );
      } catch (error) {
        throw asPaymentError(error, 'checkout.sessions.create');
      }
      if (!session.url) throw new PaymentError('Stripe checkout.sessions.create: the session has no url', 'unknown');
      return { checkoutId: session.id, url: session.url };
    },

    async refund({ reservationId, paymentRef }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentRef, metadata: { reservation_id: reservationId } },
          { idempotencyKey: `refund-${reservationId}` },
        );
        return refund.id;
      } catch (error) {
        throw asPaymentError(error, 'refunds.create');
      }
    },

    async readWebhook(rawBody, signature): Promise<PaymentEvent> {
      let event;
      try {
        // The async form: workerd's crypto (WebCrypto) has no synchronous HMAC, and constructEvent throws there.
        event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      const ignored = { kind: 'ignored', eventId: event.id, type: event.type } as const;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          const about = metadataOf(session);
          // A delayed payment method completes the session unpaid; its async_payment_succeeded follows.
          if (!about || session.payment_status !== 'paid') return ignored;
          const intent = session.payment_intent;
          const paymentRef = typeof intent === 'string' ? intent : (intent?.id ?? null);
          return { kind: 'paid', eventId: event.id, ...about, paymentRef };
        }
        case 'checkout.session.expired': {
          const about = metadataOf(event.data.object);
          return about ? { kind: 'expired', eventId: event.id, ...about } : ignored;
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const about = metadataOf(charge);
          // Partly refunded is not refunded: the deposit is refunded in full or the state stays.
          return about && charge.refunded ? { kind: 'refunded', eventId: event.id, ...about } : ignored;
        }
        default:
          return ignored;
      }
    },
  };
}
