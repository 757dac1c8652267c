/**
 * What the functions of one tenant read at the edge, as its build writes it (scripts/edge-data.ts)
 * beside the built pages: the site's configuration (hosts, lead sinks, forms, sign-in gates,
 * finance and valuation settings) and the cars its pages show (the stock catalogue of the price
 * gauge, view.json, delivery, the car PDF and a lead's car). One compact JSON file, never the
 * whole `sites/` folder. The Worker reads it through its ASSETS binding once per isolate; a
 * public request for it is answered 404 by the Worker (functions/edge/worker.ts), which runs first
 * for `/_edge/*`.
 */
import type { Car } from '../../src/domain/schemas/car.ts';
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import type { StockCatalog } from '../ports/stock-catalog.ts';

/** Where the file sits in the tenant's built folder (dist/<slug>/_edge/tenant.json). */
export const EDGE_DATA_PATH = '/_edge/tenant.json';

export interface EdgeTenantData {
  site: SiteConfig;
  /** The cars the site shows (spec 02 §4 visibility), as the build's pages were made from. */
  cars: Car[];
}

/** The catalogue of the tenant(s) a Worker serves, from their build's data. */
export function edgeStockCatalog(tenants: readonly EdgeTenantData[]): StockCatalog {
  const bySlug = new Map(
    tenants.map(({ site, cars }) => {
      const bySlugOfCar = new Map(cars.map((car) => [car.slug, car]));
      const byId = new Map(cars.map((car) => [car.id, car]));
      const stock = {
        site,
        carBySlug: (slug: string) => bySlugOfCar.get(slug) ?? null,
        carById: (id: number) => byId.get(id) ?? null,
        cars: () => cars,
      };
      return [site.slug, stock];
    }),
  );
  return { tenant: (slug) => bySlug.get(slug) ?? null };
}
