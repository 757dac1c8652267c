import type { LeadStore } from '../../../functions/ports/lead-store.ts';
import { useMiniflareD1 } from './d1-miniflare.ts';
import { describeLeadStoreContract } from './lead-store-contract.ts';

// The same contract as SQLite and PostgreSQL, on D1 with the adapter in workerd (Miniflare), as a Worker runs it.
const d1 = useMiniflareD1();
describeLeadStoreContract('D1 (Miniflare)', async () => {
  await d1.reset();
  return d1.store<LeadStore>('lead');
});
