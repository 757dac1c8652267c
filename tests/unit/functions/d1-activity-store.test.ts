import type { ActivityStore } from '../../../functions/ports/activity-store.ts';
import { describeActivityStoreContract } from './activity-store-contract.ts';
import { useMiniflareD1 } from './d1-miniflare.ts';

// The same contract as SQLite and PostgreSQL, on D1 with the adapter in workerd (Miniflare); reopened on the same database.
const d1 = useMiniflareD1();
describeActivityStoreContract(
  'D1 (Miniflare)',
  async () => {
    await d1.reset();
    return d1.store<ActivityStore>('activity');
  },
  async () => d1.store<ActivityStore>('activity'),
);
