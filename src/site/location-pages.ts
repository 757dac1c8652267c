/** Build-time facts the location pages need from the tenant: which locations have a stock landing. */
import { locationStockPath } from '../domain/location-pages.ts';
import type { Location } from '../domain/schemas/location.ts';
import type { Tenant } from '../tenants/load-tenant.ts';
import { tenantLandings } from './search-page.ts';

/**
 * Spec 02 §2 "/search/{location slug}": the location's stock landing when it is built (search landings exist
 * only for locations with visible stock, src/site/search-landings.ts), else null.
 */
export function locationStockHref(tenant: Tenant, location: Pick<Location, 'slug'>): string | null {
  const path = locationStockPath(location, tenant.site.search.path_prefix);
  return tenantLandings(tenant).all.some((landing) => landing.path === path) ? path : null;
}
