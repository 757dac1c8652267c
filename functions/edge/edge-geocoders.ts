/**
 * The postcode lookup at the edge (GET /api/geocode/postcode/{postcode}): the shipped table, read
 * as the build's postcode shards through the ASSETS binding (functions/adapters/shard-geocoder.ts)
 * in place of the CSV file the Node server reads. A site whose `map.geocoding` names Google gets
 * no lookup at the edge yet (Google's package is Node's): its calls answer 404 and the log says so.
 */
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import type { PostcodeShard } from '../../src/domain/postcode-centroids.ts';
import { createShardGeocoder } from '../adapters/shard-geocoder.ts';
import type { Geocoders } from '../ports/geocoder.ts';
import type { AssetsBinding } from './edge-env.ts';

export function edgeGeocoders(site: Pick<SiteConfig, 'map'>, assets: AssetsBinding): Geocoders | undefined {
  if (site.map.geocoding.provider === 'google') {
    console.warn('[edge] the postcode lookup is off: map.geocoding google runs on the Node server only for now');
    return undefined;
  }
  const geocoder = createShardGeocoder(async (path) => {
    const response = await assets.fetch(new Request(`https://assets.invalid${path}`));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`the assets answered ${response.status}`);
    return (await response.json()) as PostcodeShard;
  });
  return () => geocoder;
}
