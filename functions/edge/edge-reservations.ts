/**
 * Reserve online at the edge: the D1 reservation store (on the lead store's database, so a state
 * change and its lead commit together) with the payment provider PAYMENT_PROVIDER names, as on Node
 * (adapters/open-payments.ts: `none`, or `stripe` through its package's fetch client and Web Crypto
 * webhook check, which it uses on workerd), and the hold sweeper as the Cron Trigger's work in place
 * of the Node server's timer (`sweepReservations`, the very pass the timer runs, functions/reservations.ts). A reservation's leads are stored pending; the same
 * cron enqueues them (functions/edge/delivery-queue.ts), after the sweep, so an expiry's lead goes
 * out in the run that made it.
 */
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { createD1ReservationStore } from '../adapters/d1-reservation-store.ts';
import type { D1Database } from '../adapters/d1-database.ts';
import { openPayments } from '../adapters/open-payments.ts';
import type { PaymentProvider } from '../ports/payments.ts';
import { leadSinkNames } from '../adapters/sinks/tenant-sinks.ts';
import { sweepReservations, type ReservationDeps } from '../reservations.ts';
import { EdgeConfigError } from './edge-config-error.ts';

export function edgeReservations(
  site: SiteConfig,
  vars: Readonly<Record<string, string | undefined>>,
  db: D1Database,
  clock: () => Date,
): ReservationDeps {
  let payments: PaymentProvider;
  try {
    payments = openPayments(vars);
  } catch (error) {
    throw new EdgeConfigError((error as Error).message);
  }
  return {
    store: createD1ReservationStore(db),
    payments,
    sinksFor: () => leadSinkNames(site),
    holdHoursFor: () => site.features.reserve_hold_hours ?? 48,
    clock,
    log: (entry) => console.log(`[reservations] ${JSON.stringify(entry)}`),
  };
}

/**
 * The cron's sweep, as of the trigger's scheduled time (on Cloudflare, the minute it fires): the
 * holds whose time ran out by then are expired, each with its lead. Returns how many it acted on.
 */
export function sweepHolds(reservations: ReservationDeps, at: Date): Promise<number> {
  return sweepReservations({ ...reservations, clock: () => at });
}
