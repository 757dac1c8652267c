/** Spec 02 §2 location routes: which paths are the location page and which only point at it. */
import type { Location } from './schemas/location.ts';

/** Spec 02 §2 "/locations/{slug}": the location detail page, the canonical address of a location. */
export function locationPath(location: Pick<Location, 'slug'>): string {
  return `/locations/${location.slug}`;
}

/** Spec 02 §2 "/search/{location slug}": the location's stock (a search landing built only when it has stock). */
export function locationStockPath(location: Pick<Location, 'slug'>, prefix: 'search' | 'used-car' = 'search'): string {
  return `/${prefix}/${location.slug}`;
}

/** Spec 02 §2 "/dealer-locator". */
export const DEALER_LOCATOR_PATH = '/dealer-locator';

export interface LocationAlias {
  path: string;
  target: string;
}

/**
 * Spec 02 §2 names four addresses of a location: /locations/{slug} (the page), /locations/{dealership_slug},
 * /our-location/{slug} and /contact-us/{location-slug}. Decision: the last three are redirect pages to the first
 * (a static host has no server redirects; each carries noindex and a canonical link). A dealership slug is an
 * alias only when exactly one visible location has it and no location's slug is the same word, so no alias
 * ever hides a location page or points at one of several.
 */
export function locationAliases(locations: readonly Pick<Location, 'slug' | 'dealership_slug'>[]): LocationAlias[] {
  const slugs = new Set(locations.map((location) => location.slug));
  const byDealership = new Map<string, string[]>();
  for (const location of locations) {
    const key = location.dealership_slug?.trim();
    if (key) byDealership.set(key, [...(byDealership.get(key) ?? []), location.slug]);
  }
  const aliases: LocationAlias[] = [];
  for (const [dealership, owners] of byDealership) {
    if (owners.length === 1 && !slugs.has(dealership) && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(dealership))
      aliases.push({ path: `/locations/${dealership}`, target: `/locations/${owners[0]}` });
  }
  for (const location of locations) {
    aliases.push({ path: `/our-location/${location.slug}`, target: locationPath(location) });
    aliases.push({ path: `/contact-us/${location.slug}`, target: locationPath(location) });
  }
  return aliases;
}
