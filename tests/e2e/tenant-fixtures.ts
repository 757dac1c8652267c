import { loadTenant, tenantSlugs, type Tenant } from '../../src/tenants/load-tenant.ts';
import { isInStock } from '../../src/domain/stock.ts';
import type { Car } from '../../src/domain/schemas/car.ts';
import { DEFAULT_SEARCH_PATH, searchHref } from '../../src/domain/routes.ts';

/** The tenant's default search path: /search/new-used-and-demo-cars, or /used-car/... for the group configured so. */
export function resultsPath(slug: string): string {
  return searchHref(DEFAULT_SEARCH_PATH, tenant(slug).site.search.path_prefix);
}

const PORT = Number(process.env.E2E_PORT ?? 4399);

/** The tenant's own origin on the local server: http://<slug>.localhost:<port>. */
export function origin(slug: string): string {
  return `http://${slug}.localhost:${PORT}`;
}

export const SLUGS = tenantSlugs(process.cwd());

const cache = new Map<string, Tenant>();
export function tenant(slug: string): Tenant {
  if (!cache.has(slug)) cache.set(slug, loadTenant(process.cwd(), slug));
  return cache.get(slug)!;
}

/** An in-stock car with a price, images, comments and specifications: a page with every section. */
export function richInStockCar(slug: string): Car {
  const found = tenant(slug).cars.find(
    (car) =>
      isInStock(car) &&
      car.price > 10 &&
      car.images.length > 3 &&
      (car.dealercomments ?? '').includes('|') &&
      car.variant,
  );
  if (!found) throw new Error(`${slug}: no rich in-stock car in the sample stock`);
  return found;
}

/** A sold car that is still shown: sold inside the visibility window (spec 02 §4). */
export function soldVisibleCar(slug: string): Car {
  const found = tenant(slug).cars.find((car) => !isInStock(car));
  if (!found) throw new Error(`${slug}: no sold car inside the visibility window in the sample stock`);
  return found;
}

/** A sold car outside the window: it must have no page. */
export function soldHiddenCar(slug: string): Car {
  const { cars, stock } = tenant(slug);
  const shown = new Set(cars.map((car) => car.id));
  const found = stock.find((car) => car.status === 'sold' && !shown.has(car.id));
  if (!found) throw new Error(`${slug}: no sold car outside the visibility window in the sample stock`);
  return found;
}
