/**
 * The one module pages read the tenant through. The build runs with SITE_SLUG naming the tenant;
 * the files are read and validated once per build process, however many pages ask.
 */
import { loadTenant, type Tenant } from '../tenants/load-tenant.ts';
import { buildCarIndex, type CarIndex } from './car-index.ts';

type BuildTenant = Tenant & { index: CarIndex };

/**
 * Kept on globalThis, not in this module: one build process holds several copies of this module (scripts/build-tenant.ts
 * imports it, astro.config.ts through Vite's config loader, the pages in Astro's prerender bundle), and each read the
 * whole stock again (issue 20 item 4: about 2 % of the group's build). Keyed by slug and folder.
 */
const CACHE = Symbol.for('dealer-sites:build-tenant');
type Cached = { key: string; tenant: BuildTenant };

export function tenantSlug(): string {
  const slug = process.env.SITE_SLUG;
  if (!slug) throw new Error('SITE_SLUG is not set: build through `npm run build -- --site <slug>`.');
  return slug;
}

export function getTenant(): BuildTenant {
  const holder = globalThis as { [CACHE]?: Cached };
  const slug = tenantSlug();
  const key = `${process.cwd()}\0${slug}`;
  if (holder[CACHE]?.key !== key) {
    const tenant = loadTenant(process.cwd(), slug);
    holder[CACHE] = { key, tenant: { ...tenant, index: buildCarIndex(tenant) } };
  }
  return holder[CACHE].tenant;
}
