/**
 * What the vehicle page's calls need in one deployment, chosen at start-up like the lead pipeline
 * (lead-services.ts): the tenants' stock from their snapshots, and the activity store (SQLite at
 * ACTIVITY_DB by default, PostgreSQL when DATABASE_URL is set).
 */
import { openActivityStore } from './adapters/open-activity-store.ts';
import { createSnapshotStockCatalog } from './adapters/snapshot-stock-catalog.ts';
import type { ActivityStore } from './ports/activity-store.ts';
import type { StockCatalog } from './ports/stock-catalog.ts';

export interface VehicleServices {
  deps: { catalog: StockCatalog; activity: ActivityStore };
  stop(): Promise<void>;
}

export async function startVehicleServices(
  root: string,
  slugs: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Promise<VehicleServices> {
  const catalog = createSnapshotStockCatalog({ root, slugs, env: { ...env } });
  // Read every tenant now, so no shopper waits for the first read (about 0.4 s for 4,000 cars).
  for (const slug of slugs) catalog.tenant(slug);
  const activity = await openActivityStore(env, root);
  return { deps: { catalog, activity }, stop: () => activity.close() };
}
