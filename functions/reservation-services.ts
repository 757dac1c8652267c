/**
 * Reserve online's services of one deployment, chosen at start-up: the reservation store (in the
 * lead store's database), the payment provider (`PAYMENT_PROVIDER`: `none` by default, or `stripe`
 * with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, a missing one stopping the start), and the
 * sweeper that expires lapsed holds and refunds their deposits (started here, like the forwarder).
 */
import type { SiteConfig } from '../src/domain/schemas/site-config.ts';
import { DataFileError } from '../src/domain/validation.ts';
import { noPayments } from './adapters/no-payments.ts';
import { openReservationStore } from './adapters/open-reservation-store.ts';
import { leadSinkNames } from './adapters/sinks/tenant-sinks.ts';
import { createStripePayments } from './adapters/stripe-payments.ts';
import type { PaymentProvider } from './ports/payments.ts';
import { createReservationSweeper, type ReservationDeps } from './reservations.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The payment provider `PAYMENT_PROVIDER` names; every missing setting listed at once. */
export function openPayments(env: Env): PaymentProvider {
  const provider = env.PAYMENT_PROVIDER || 'none';
  if (provider === 'none') return noPayments;
  if (provider !== 'stripe')
    throw new DataFileError([`PAYMENT_PROVIDER: expected "none" or "stripe", got "${provider}"`]);
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]);
  if (missing.length) throw new DataFileError(missing.map((name) => `${name}: required with PAYMENT_PROVIDER=stripe`));
  return createStripePayments({
    secretKey: env.STRIPE_SECRET_KEY ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
  });
}

export async function startReservationServices(root: string, sites: readonly SiteConfig[], env: Env) {
  const payments = openPayments(env);
  const store = await openReservationStore(env, root);
  const bySlug = new Map(sites.map((site) => [site.slug, site]));
  const reservations: ReservationDeps = {
    store,
    payments,
    sinksFor: (tenant) => {
      const site = bySlug.get(tenant);
      return site ? leadSinkNames(site) : ['local'];
    },
    holdHoursFor: (tenant) => bySlug.get(tenant)?.features.reserve_hold_hours ?? 48,
    clock: () => new Date(),
    log: (entry) => console.log(`[reservations] ${JSON.stringify(entry)}`),
  };
  const sweeper = createReservationSweeper(reservations);
  sweeper.start();
  return {
    deps: { reservations },
    async stop() {
      await sweeper.stop();
      await store.close();
    },
  };
}
