/**
 * The tenant's current stock as the functions see it: what the price gauge, the
 * view counts and a lead's car come from. The adapter in `functions/adapters/snapshot-stock-catalog.ts`
 * reads each tenant's stock snapshot, the one its site was built from, and picks up a new snapshot
 * without a restart; a deployment with a stock service would add an adapter that asks it.
 */
import type { Car } from '../../src/domain/schemas/car.ts';
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';

/**
 * A car as the calls over the whole stock read it (the market valuation's comparables and its
 * picker): what the edge keeps in memory for every car, when a whole car is read one at a time.
 */
export type ListedCar = Pick<Car, 'id' | 'slug' | 'make' | 'model' | 'badge' | 'year' | 'km' | 'price' | 'car_type'> & {
  autograb_data?: { average_market_price?: number | null } | null;
};

export interface TenantStock {
  site: SiteConfig;
  /**
   * The cars the site shows (spec 02 §4 visibility), the ones that have a page. A promise where the
   * car is read on demand (the edge's per-car files, functions/edge/tenant-data.ts).
   */
  carBySlug(slug: string): Car | null | Promise<Car | null>;
  carById(id: number): Car | null | Promise<Car | null>;
  /** Every car the site shows, as a list (the market valuation's comparables). */
  cars(): readonly ListedCar[];
}

export interface StockCatalog {
  /** The tenant's stock, or null when the deployment has none for it. */
  tenant(slug: string): TenantStock | null;
}
