/**
 * Issue 16 "the next build keeps it reserved until the hold ends": the held cars of each tenant, read from the
 * reservation store (the lead store's database: DATABASE_URL, else LEADS_DB) before the tenants are built, and
 * handed to each tenant's build as RESERVED_CAR_IDS (src/tenants/load-tenant.ts marks them reserved). No store yet
 * (a fresh checkout, CI) means no holds; a store that cannot be read is a warning, not a failed build: the pages
 * then show what the feed says and view.json still shows a live hold.
 */
import { leadStoreExists, leadStoreLocation } from '../functions/adapters/open-lead-store.ts';
import { openReservationStore } from '../functions/adapters/open-reservation-store.ts';
import { reservedCarIds } from '../functions/reserved-cars.ts';

type Env = Readonly<Record<string, string | undefined>>;

export async function reservedCarIdsForBuild(
  root: string,
  slugs: readonly string[],
  env: Env,
  now: Date,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!leadStoreExists(leadStoreLocation(env, root))) return found;
  try {
    const store = await openReservationStore(env, root);
    try {
      for (const slug of slugs) {
        const ids = [...(await reservedCarIds(store, slug, now))].sort((a, b) => a - b);
        if (ids.length > 0) found.set(slug, ids.join(','));
      }
    } finally {
      await store.close();
    }
  } catch (error) {
    console.warn(`warning: could not read the reserved cars; building without them: ${String(error)}`);
  }
  return found;
}
