import { createD1ActivityStore } from '../../../functions/adapters/d1-activity-store.ts';
import { describeActivityStoreContract } from './activity-store-contract.ts';
import { useMiniflareD1 } from './d1-miniflare.ts';

// The same contract as SQLite and PostgreSQL, on D1 in workerd (Miniflare); reopened on the same database.
const d1 = useMiniflareD1();
describeActivityStoreContract(
  'D1 (Miniflare)',
  async () => createD1ActivityStore(await d1.fresh()),
  async () => createD1ActivityStore(d1.current()),
);
