/**
 * The geocoding port (spec 02 §7 "Geocoding lookup: postal_code component and country AU; reads the first result's
 * latitude and longitude"), behind GET /api/geocode/postcode/{postcode} for the nearest-location tool. Adapters,
 * chosen per tenant by site.json `map.geocoding.provider` (functions/adapters/open-geocoders.ts): `table` (the
 * embedded default: the national postcode-centroid table the build also ships as shards) and `google` (Google's
 * Geocoding API through its official package, functions/adapters/google-geocoder.ts).
 */
import type { LatLong } from '../../src/domain/distance.ts';

/** The provider could not answer (timeout, 5xx, refused key, malformed answer): not the same as "no such postcode". */
export class GeocoderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeocoderUnavailableError';
  }
}

export interface Geocoder {
  readonly provider: string;
  /** The postcode's point, or null when the provider has no result for it; throws GeocoderUnavailableError. */
  postcode(postcode: string): Promise<LatLong | null>;
}

/** The tenant's geocoder (every tenant has one: `table` by default). */
export type Geocoders = (tenant: string) => Geocoder;
