/**
 * The `none` payment adapter (the embedded default): no deposit is taken. A reservation is a
 * request held at once for the site's hold hours; the dealer confirms it by phone. Nothing here is
 * ever called for a checkout or a refund (`takesPayment` is false), and no webhook is served.
 */
import { PaymentError, WebhookSignatureError, type PaymentProvider } from '../ports/payments.ts';

export const noPayments: PaymentProvider = {
  name: 'none',
  takesPayment: false,
  startCheckout() {
    return Promise.reject(new PaymentError('No payment provider: a reservation takes no payment', 'refused'));
  },
  refund() {
    return Promise.reject(new PaymentError('No payment provider: there is nothing to refund', 'refused'));
  },
  readWebhook() {
    return Promise.reject(new WebhookSignatureError('No payment provider: no webhook is accepted'));
  },
};
