import { createD1LeadStore } from '../../../functions/adapters/d1-lead-store.ts';
import { useMiniflareD1 } from './d1-miniflare.ts';
import { describeLeadStoreContract } from './lead-store-contract.ts';

// The same contract as SQLite and PostgreSQL, on D1 in workerd (Miniflare): the store as a Worker runs it.
const d1 = useMiniflareD1();
describeLeadStoreContract('D1 (Miniflare)', async () => createD1LeadStore(await d1.fresh()));
