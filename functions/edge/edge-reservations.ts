/**
 * Reserve online at the edge: the D1 reservation store (on the lead store's database, so a state
 * change and its lead commit together) with the `none` payment provider, and the hold sweeper as
 * the Cron Trigger's work in place of the Node server's timer (`sweepReservations`, the very pass
 * the timer runs, functions/reservations.ts). A reservation's leads are stored pending; the same
 * cron enqueues them (functions/edge/delivery-queue.ts), after the sweep, so an expiry's lead goes
 * out in the run that made it.
 *
 * PAYMENT_PROVIDER=stripe is Node's for now (its package's webhook check and HTTP client are
 * Node's): at the edge reservations are then off (their calls answer 404) and the log says so.
 */
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { createD1ReservationStore } from '../adapters/d1-reservation-store.ts';
import type { D1Database } from '../adapters/d1-database.ts';
import { noPayments } from '../adapters/no-payments.ts';
import { leadSinkNames } from '../adapters/sinks/tenant-sinks.ts';
import { sweepReservations, type ReservationDeps } from '../reservations.ts';
import { EdgeConfigError } from './edge-config-error.ts';

export function edgeReservations(
  site: SiteConfig,
  vars: Readonly<Record<string, string | undefined>>,
  db: D1Database,
  clock: () => Date,
): ReservationDeps | undefined {
  const provider = vars.PAYMENT_PROVIDER || 'none';
  if (provider === 'stripe') {
    console.warn('[edge] reserve online is off: PAYMENT_PROVIDER=stripe runs on the Node server only for now');
    return undefined;
  }
  if (provider !== 'none')
    throw new EdgeConfigError(`PAYMENT_PROVIDER: expected "none" or "stripe", got "${provider}"`);
  return {
    store: createD1ReservationStore(db),
    payments: noPayments,
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
export function sweepHolds(reservations: ReservationDeps | undefined, at: Date): Promise<number> {
  if (!reservations) return Promise.resolve(0);
  return sweepReservations({ ...reservations, clock: () => at });
}
