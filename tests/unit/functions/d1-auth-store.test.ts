import { createD1AuthStore } from '../../../functions/adapters/d1-auth-store.ts';
import { describeAuthStoreContract } from './auth-store-contract.ts';
import { useMiniflareD1 } from './d1-miniflare.ts';

// The same contract as SQLite and PostgreSQL (the watchlist included), on D1 in workerd (Miniflare).
const d1 = useMiniflareD1();
describeAuthStoreContract(
  'D1 (Miniflare)',
  async () => createD1AuthStore(await d1.fresh()),
  async () => createD1AuthStore(d1.current()),
);
