/**
 * Each tenant's geocoder, chosen at start-up from its site.json `map.geocoding`: the shipped postcode table by
 * default, or Google's Geocoding API with its key from the environment. A google tenant without its key stops the
 * start, naming the tenant and the variable.
 */
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { DataFileError } from '../../src/domain/validation.ts';
import type { Geocoder, Geocoders } from '../ports/geocoder.ts';
import { createGoogleGeocoder } from './google-geocoder.ts';
import { createTableGeocoder } from './table-geocoder.ts';

export function openGeocoders(
  sites: readonly Pick<SiteConfig, 'slug' | 'map'>[],
  env: Readonly<Record<string, string | undefined>>,
  /** The table's CSV text, read only when a tenant uses it. */
  readTable: () => string,
): Geocoders {
  const problems: string[] = [];
  const geocoders = new Map<string, Geocoder>();
  let table: Geocoder | undefined;
  for (const site of sites) {
    const settings = site.map.geocoding;
    if (settings.provider === 'google') {
      const apiKey = env[settings.api_key_env] ?? '';
      if (apiKey === '') {
        problems.push(`${site.slug}: map.geocoding google needs ${settings.api_key_env} set in the environment`);
        continue;
      }
      geocoders.set(site.slug, createGoogleGeocoder({ apiKey, timeoutMs: settings.timeout_ms }));
    } else {
      table ??= createTableGeocoder(readTable());
      geocoders.set(site.slug, table);
    }
  }
  if (problems.length > 0) throw new DataFileError(problems);
  return (tenant) => {
    const geocoder = geocoders.get(tenant);
    if (!geocoder) throw new Error(`no geocoder for tenant "${tenant}"`);
    return geocoder;
  };
}
