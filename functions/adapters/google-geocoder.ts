/**
 * Google's Geocoding API as the geocoding port (functions/ports/geocoder.ts), through Google's official Node
 * package (@googlemaps/google-maps-services-js). Spec 02 §7: the lookup sends the postal_code component and country
 * AU, and reads the first result's latitude and longitude.
 *
 * Google answers HTTP 200 with a `status`: OK (results), ZERO_RESULTS (no such postcode: null here, which the page
 * shows as 'Invalid postcode'), or REQUEST_DENIED, OVER_QUERY_LIMIT, OVER_DAILY_LIMIT, INVALID_REQUEST,
 * UNKNOWN_ERROR with an `error_message`, which the package turns into HTTP errors. Those, a timeout and an answer
 * without a usable location are GeocoderUnavailableError: the shopper is told the lookup is not available, never
 * that their postcode is wrong. The package's retry (retry-axios) is limited to one retry of a 5xx or a lost
 * connection, inside the timeout the site sets.
 */
import { Client, type GeocodeResponseData } from '@googlemaps/google-maps-services-js';
import type { LatLong } from '../../src/domain/distance.ts';
import { isPostcode } from '../../src/domain/postcode-centroids.ts';
import { GeocoderUnavailableError, type Geocoder } from '../ports/geocoder.ts';

export interface GoogleGeocoderOptions {
  apiKey: string;
  timeoutMs: number;
  /** Tests point this at a local server; Google's own address by default. */
  url?: string;
}

/** The first result's point, or null for ZERO_RESULTS; anything else is the provider failing. */
export function pointFromAnswer(data: Partial<GeocodeResponseData> | undefined): LatLong | null {
  if (data?.status === 'ZERO_RESULTS') return null;
  const location = data?.status === 'OK' ? data.results?.[0]?.geometry?.location : undefined;
  if (!location || !Number.isFinite(location.lat) || !Number.isFinite(location.lng)) {
    throw new GeocoderUnavailableError(
      `Google Geocoding answered ${data?.status ?? 'without a status'}${data?.error_message ? `: ${data.error_message}` : ''}`,
    );
  }
  return { lat: location.lat, long: location.lng };
}

export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  const client = new Client({
    config: {
      timeout: options.timeoutMs,
      raxConfig: {
        retry: 1,
        noResponseRetries: 1,
        statusCodesToRetry: [[500, 599]],
        retryDelay: 100,
        backoffType: 'static',
      },
    },
  });
  // Answers kept for the process's life: at most 10,000 four-digit keys, and a postcode does not move.
  const answers = new Map<string, LatLong | null>();
  return {
    provider: 'google',
    async postcode(postcode) {
      if (!isPostcode(postcode)) return null;
      const key = postcode.trim();
      if (answers.has(key)) return answers.get(key)!;
      const point = await lookUp(key);
      answers.set(key, point);
      return point;
    },
  };

  async function lookUp(postcode: string): Promise<LatLong | null> {
    try {
      const answer = await client.geocode({
        params: { components: { postal_code: postcode, country: 'AU' }, key: options.apiKey },
        ...(options.url ? { url: options.url } : {}),
      });
      return pointFromAnswer(answer.data);
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw error;
      // The package turns Google's error statuses into HTTP errors: the answer is still on the error.
      const data = (error as { response?: { data?: Partial<GeocodeResponseData> } }).response?.data;
      if (data?.status) return pointFromAnswer(data);
      throw new GeocoderUnavailableError(`Google Geocoding did not answer: ${(error as Error).message}`);
    }
  }
}
