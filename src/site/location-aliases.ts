/** The static paths of one location alias route (/locations/, /our-location/ or /contact-us/), from the rule. */
import { locationAliases } from '../domain/location-pages.ts';
import { visibleLocations } from '../domain/locations.ts';
import type { Tenant } from '../tenants/load-tenant.ts';

export function aliasStaticPaths(tenant: Tenant, prefix: '/locations/' | '/our-location/' | '/contact-us/') {
  const locations = visibleLocations(tenant.site.locations);
  return locationAliases(locations)
    .filter((alias) => alias.path.startsWith(prefix))
    .map((alias) => {
      const name = locations.find((location) => `/locations/${location.slug}` === alias.target)?.name ?? '';
      return { params: { slug: alias.path.slice(prefix.length) }, props: { kind: 'alias' as const, ...alias, name } };
    });
}
