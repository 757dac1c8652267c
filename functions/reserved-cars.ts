/**
 * For the build (issue 16 item 5; not wired into it yet): the cars of a tenant a reservation keeps
 * Reserved, read from the reservation store, so the nightly build can render them Reserved until
 * the hold ends, even when the feed does not say so yet. A car the feed says sold is the feed's
 * (the build's own rules show it sold); this only adds `reserved`.
 *
 * A build script would open the store with `openReservationStore(process.env, root)`
 * (functions/adapters/open-reservation-store.ts), call `reservedCarIds(store, slug, new Date())`
 * per tenant and set `reserved: true` on those cars before rendering; view.json already reports
 * the same cars as reserved to pages built before the hold (functions/routes/cars.ts).
 */
import { RESERVED_STATES } from '../src/domain/reservation.ts';
import type { ReservationStore } from './ports/reservation-store.ts';

/**
 * The ids of the tenant's cars held (until their hold ends at or after `now`) or confirmed. A held
 * reservation past its time that the sweeper has not expired yet no longer counts. GET /api/reservations/reserved
 * answers it to the search results.
 */
export async function reservedCarIds(
  store: Pick<ReservationStore, 'activeHolds'>,
  tenant: string,
  now: Date,
): Promise<Set<number>> {
  const holds = await store.activeHolds(tenant);
  return new Set(
    holds
      .filter((hold) => RESERVED_STATES.includes(hold.state))
      .filter((hold) => hold.state === 'confirmed' || Date.parse(hold.holdUntil) > now.getTime())
      .map((hold) => hold.carId),
  );
}
