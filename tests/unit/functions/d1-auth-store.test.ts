import type { AuthStore } from '../../../functions/ports/auth-store.ts';
import { describeAuthStoreContract } from './auth-store-contract.ts';
import { useMiniflareD1 } from './d1-miniflare.ts';

// The same contract as SQLite and PostgreSQL (the watchlist included), on D1 with the adapter in workerd (Miniflare).
const d1 = useMiniflareD1();
describeAuthStoreContract(
  'D1 (Miniflare)',
  async () => {
    await d1.reset();
    return d1.store<AuthStore>('auth');
  },
  async () => d1.store<AuthStore>('auth'),
);
