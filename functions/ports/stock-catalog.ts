/**
 * The tenant's current stock as the functions see it: what the price gauge, the
 * view counts and a lead's car come from. The adapter in `functions/adapters/snapshot-stock-catalog.ts`
 * reads each tenant's stock snapshot, the one its site was built from, and picks up a new snapshot
 * without a restart; a deployment with a stock service would add an adapter that asks it.
 */
import type { Car } from '../../src/domain/schemas/car.ts';
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';

export interface TenantStock {
  site: SiteConfig;
  /** The cars the site shows (spec 02 §4 visibility), the ones that have a page. */
  carBySlug(slug: string): Car | null;
  carById(id: number): Car | null;
  /** Every car the site shows (the market valuation's comparables). */
  cars(): readonly Car[];
}

export interface StockCatalog {
  /** The tenant's stock, or null when the deployment has none for it. */
  tenant(slug: string): TenantStock | null;
}
