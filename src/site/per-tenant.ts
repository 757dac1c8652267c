import type { Tenant } from '../tenants/load-tenant.ts';

/**
 * `make` computed once per tenant: a build reads one tenant (src/site/tenant.ts hands every page
 * the same object), so the search index, landings and backend are made once however many pages
 * ask, while a test may pass several tenants side by side.
 */
export function perTenant<T>(make: (tenant: Tenant) => T): (tenant: Tenant) => T {
  const made = new WeakMap<Tenant, T>();
  return (tenant) => {
    if (!made.has(tenant)) made.set(tenant, make(tenant));
    return made.get(tenant)!;
  };
}
