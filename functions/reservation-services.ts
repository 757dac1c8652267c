/**
 * Reserve online's services of one deployment, chosen at start-up: the reservation store (in the
 * lead store's database), the payment provider (`PAYMENT_PROVIDER`, adapters/open-payments.ts: a
 * missing setting stops the start), and the sweeper that expires lapsed holds and refunds their
 * deposits (started here, like the forwarder).
 */
import type { SiteConfig } from '../src/domain/schemas/site-config.ts';
import { openPayments } from './adapters/open-payments.ts';
import { openReservationStore } from './adapters/open-reservation-store.ts';
import { leadSinkNames } from './adapters/sinks/tenant-sinks.ts';
import { createReservationSweeper, type ReservationDeps } from './reservations.ts';

type Env = Readonly<Record<string, string | undefined>>;

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
