import { createD1LeadStore } from '../../../functions/adapters/d1-lead-store.ts';
import { createD1ReservationStore } from '../../../functions/adapters/d1-reservation-store.ts';
import { useMiniflareD1 } from './d1-miniflare.ts';
import { describeReservationStoreContract } from './reservation-store-contract.ts';

// Both stores on one D1 database, as the Worker binds them (the reservation's leads go into the lead tables).
const d1 = useMiniflareD1();
describeReservationStoreContract('D1 (Miniflare)', async () => {
  const db = await d1.fresh();
  return { store: createD1ReservationStore(db), leads: createD1LeadStore(db) };
});
