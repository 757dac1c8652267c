/**
 * The one module pages read the tenant through. The build runs with SITE_SLUG naming the tenant;
 * the files are read and validated once per build, however many pages ask.
 */
import { loadTenant, type Tenant } from '../tenants/load-tenant.ts';
import { buildCarIndex, type CarIndex } from './car-index.ts';

let cached: (Tenant & { index: CarIndex }) | undefined;

export function tenantSlug(): string {
  const slug = process.env.SITE_SLUG;
  if (!slug) throw new Error('SITE_SLUG is not set: build through `npm run build -- --site <slug>`.');
  return slug;
}

export function getTenant(): Tenant & { index: CarIndex } {
  if (!cached) {
    const tenant = loadTenant(process.cwd(), tenantSlug());
    cached = { ...tenant, index: buildCarIndex(tenant) };
  }
  return cached;
}
