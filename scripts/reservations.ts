/**
 * `npm run reservations -- --site <slug> [--confirm <id> | --cancel <id>]`: the dealer's side of reserve online
 * (issue 16). Without an action it lists the tenant's reservations holding a car now (id, state, car, deposit, until
 * when, the shopper). `--confirm` records that the dealer confirmed the reservation (held → confirmed: the hold no
 * longer lapses); `--cancel` ends a hold (requested or held → cancelled: the car is free again, and a paid deposit is
 * refunded by the functions' sweeper). Each change forwards its reservation lead to the tenant's sinks, as the
 * functions' own changes do; an event the state does not allow changes nothing and says so.
 *
 * The store is the one the functions use: `DATABASE_URL` (PostgreSQL) or `LEADS_DB` (SQLite).
 */
import { leadSinkNames } from '../functions/adapters/sinks/tenant-sinks.ts';
import { leadStoreExists, leadStoreLocation } from '../functions/adapters/open-lead-store.ts';
import { openReservationStore } from '../functions/adapters/open-reservation-store.ts';
import type { Reservation, ReservationStore } from '../functions/ports/reservation-store.ts';
import { formatMoney } from '../src/domain/format.ts';
import { readSiteConfig } from '../src/tenants/load-tenant.ts';
import { readFlags, SITE_FLAG } from './cli-args.ts';
import { oneSite } from './leads.ts';
import { runCli, UsageError } from './report-errors.ts';

const USAGE = 'usage: npm run reservations -- --site <slug> [--confirm <id> | --cancel <id>]';
const FLAGS = { ...SITE_FLAG, confirm: { type: 'string' }, cancel: { type: 'string' } } as const;

export interface ReservationsCommandContext {
  root: string;
  env: Readonly<Record<string, string | undefined>>;
  now?: () => Date;
  /** Opens the store (tests pass one already open). */
  open?: () => Promise<ReservationStore>;
}

function line(reservation: Reservation): string {
  const { details } = reservation;
  const shopper = [details.name, details.last_name].filter(Boolean).join(' ');
  return [
    reservation.id,
    reservation.state,
    `car ${reservation.carId} (${reservation.carSlug})`,
    formatMoney(reservation.amountCents / 100),
    `until ${reservation.holdUntil}`,
    [shopper, details.phone, details.email].filter(Boolean).join(', '),
  ].join('  ');
}

export async function reservationsCommand(argv: readonly string[], context: ReservationsCommandContext) {
  const flags = readFlags(argv, FLAGS, USAGE, { site: 'a tenant slug', confirm: 'an id', cancel: 'an id' });
  const tenant = oneSite(flags.site, context.root, USAGE);
  if (flags.confirm !== undefined && flags.cancel !== undefined)
    throw new UsageError(`one action at a time\n  ${USAGE}`);
  const location = leadStoreLocation(context.env, context.root);
  if (!context.open && !leadStoreExists(location)) return `${tenant}: no reservations yet (${location.label})\n`;
  const store = await (context.open ?? (() => openReservationStore(context.env, context.root)))();
  try {
    const id = flags.confirm ?? flags.cancel;
    if (id === undefined) {
      const holds = await store.activeHolds(tenant);
      if (holds.length === 0) return `${tenant}: no reservation holds a car now\n`;
      return holds.map((reservation) => `${line(reservation)}\n`).join('');
    }
    const found = await store.getReservation(id);
    if (!found || found.tenant !== tenant) return `${tenant}: no reservation ${id}\n`;
    const event = flags.confirm !== undefined ? 'confirm' : 'cancel';
    const sinks = leadSinkNames(readSiteConfig(context.root, tenant));
    const result = await store.transition(id, { event, now: (context.now ?? (() => new Date()))(), sinks });
    if (result.outcome === 'changed')
      return `${line(result.reservation)}\n${tenant}: ${result.from} → ${result.reservation.state}\n`;
    if (result.outcome === 'unchanged')
      return `${tenant}: reservation ${id} is ${result.reservation.state}: it cannot be ${event === 'confirm' ? 'confirmed' : 'cancelled'} now\n`;
    return `${tenant}: no reservation ${id}\n`;
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  await runCli(async () => {
    process.stdout.write(await reservationsCommand(process.argv.slice(2), { root: process.cwd(), env: process.env }));
  });
}
