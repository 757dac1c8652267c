/**
 * The payment provider `PAYMENT_PROVIDER` names, for the Node server and the edge alike: `none` by
 * default (held, the dealer confirms by phone), or `stripe` with STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET, every missing setting listed at once. STRIPE_API_BASE_URL (optional) sends
 * the calls elsewhere than api.stripe.com: an egress proxy, or a test server. Stripe's package runs
 * on both runtimes (on workerd its fetch client and Web Crypto webhook check).
 */
import { DataFileError } from '../../src/domain/validation.ts';
import type { PaymentProvider } from '../ports/payments.ts';
import { noPayments } from './no-payments.ts';
import { createStripePayments, type StripeOptions } from './stripe-payments.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Where STRIPE_API_BASE_URL points, as the package's host, port and protocol. */
function stripeEndpoint(baseUrl: string | undefined): Pick<StripeOptions, 'host' | 'port' | 'protocol'> | string {
  if (!baseUrl) return {};
  const url = URL.canParse(baseUrl) ? new URL(baseUrl) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/')
    return `STRIPE_API_BASE_URL: expected an http(s) origin such as https://stripe-proxy.example, got "${baseUrl}"`;
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'https' ? 443 : 80), protocol };
}

export function openPayments(env: Env): PaymentProvider {
  const provider = env.PAYMENT_PROVIDER || 'none';
  if (provider === 'none') return noPayments;
  if (provider !== 'stripe')
    throw new DataFileError([`PAYMENT_PROVIDER: expected "none" or "stripe", got "${provider}"`]);
  const problems = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']
    .filter((name) => !env[name])
    .map((name) => `${name}: required with PAYMENT_PROVIDER=stripe`);
  const endpoint = stripeEndpoint(env.STRIPE_API_BASE_URL);
  if (typeof endpoint === 'string') problems.push(endpoint);
  if (problems.length || typeof endpoint === 'string') throw new DataFileError(problems);
  return createStripePayments({
    secretKey: env.STRIPE_SECRET_KEY ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    ...endpoint,
  });
}
