/**
 * The payment port for reservation deposits (issue 16). Adapters, chosen at start-up
 * (functions/reservation-services.ts, `PAYMENT_PROVIDER`):
 * - `none` (the embedded default, `adapters/no-payments.ts`): no payment; the reservation is a
 *   request the dealer confirms by phone;
 * - `stripe` (`adapters/stripe-payments.ts`): a Stripe Checkout Session for the deposit, refunds,
 *   and the signed webhook that says a deposit was paid, a checkout expired or a charge refunded.
 * Every call that creates something at the provider carries an idempotency key, so a retry never
 * makes a second session or refund.
 */

export interface CheckoutRequest {
  /** The reservation id: the idempotency key and the metadata that brings the webhook back to it. */
  reservationId: string;
  tenant: string;
  carId: number;
  /** What the shopper sees on the payment page. */
  description: string;
  amountCents: number;
  currency: string;
  /** On the tenant's own site. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** When the provider stops taking payment for it. */
  expiresAt: Date;
}

export interface Checkout {
  checkoutId: string;
  /** Where the shopper pays. */
  url: string;
}

/** A provider's answer, mapped: `refused` (nothing was created: a card or request error), `unknown` (a timeout, a 5xx: it may exist). */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
  readonly failure: 'refused' | 'unknown';
  constructor(message: string, failure: 'refused' | 'unknown') {
    super(message);
    this.failure = failure;
  }
}

/** What a verified provider event means for a reservation; `ignored` for events of no concern. */
export type PaymentEvent =
  | { kind: 'paid'; eventId: string; reservationId: string; tenant: string | null; paymentRef: string | null }
  | { kind: 'expired'; eventId: string; reservationId: string; tenant: string | null }
  | { kind: 'refunded'; eventId: string; reservationId: string; tenant: string | null }
  | { kind: 'ignored'; eventId: string; type: string };

/** The webhook's signature did not verify (or the body is not an event): refused, nothing done. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: string;
  /** Whether the shopper pays a deposit (false: the reservation is held at once, unpaid). */
  readonly takesPayment: boolean;
  /** Creates (or, with the same reservation id, finds again) the checkout. Throws PaymentError. */
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Refunds a paid deposit in full; idempotent by the reservation id. Returns the refund's id. Throws PaymentError. */
  refund(request: { reservationId: string; paymentRef: string }): Promise<string>;
  /**
   * Verifies a webhook's raw body against its signature header, then reads it. Rejects with
   * WebhookSignatureError. Async: on workerd the HMAC is WebCrypto's, which has no synchronous form.
   */
  readWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}
