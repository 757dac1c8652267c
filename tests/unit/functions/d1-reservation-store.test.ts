import type { LeadStore } from '../../../functions/ports/lead-store.ts';
import type { ReservationStore } from '../../../functions/ports/reservation-store.ts';
import { useMiniflareD1 } from './d1-miniflare.ts';
import { describeReservationStoreContract } from './reservation-store-contract.ts';

// Both stores on one D1 database, as the Worker binds them (the reservation's leads go into the lead tables).
const d1 = useMiniflareD1();
describeReservationStoreContract('D1 (Miniflare)', async () => {
  await d1.reset();
  return { store: d1.store<ReservationStore>('reservation'), leads: d1.store<LeadStore>('lead') };
});
