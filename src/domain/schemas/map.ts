import { z } from './zod.ts';

/** OpenStreetMap's standard tiles (tile usage policy: attribution, no heavy use). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/** An https URL template naming {z}, {x} and {y}; {s} (subdomain) and {r} (retina) are allowed. */
export function isTileUrlTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  const rest = value.replace(/\{[zxysr]\}/g, '0');
  if (/[{}\s"'<>]/.test(rest)) return false;
  try {
    const url = new URL(rest);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An environment variable's name (never the key itself: keys live in the deployment's environment). */
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/**
 * Spec 02 §7 "Geocoding lookup" for the nearest-location tool: the shipped postcode table by default, or Google's
 * Geocoding API for a site that configures it (the key read from the environment variable named here).
 */
export const GeocodingSettingsSchema = z
  .strictObject({
    provider: z
      .enum(['table', 'google'])
      .default('table')
      .describe("'table': the shipped national postcode-centroid table; 'google': Google's Geocoding API."),
    api_key_env: z
      .string()
      .regex(ENV_NAME, { error: 'expected an environment variable name such as GOOGLE_MAPS_API_KEY' })
      .default('GOOGLE_MAPS_API_KEY')
      .describe("The environment variable holding the provider's key."),
    timeout_ms: z.number().int().min(500).max(10_000).default(3000).describe('How long a lookup may take.'),
  })
  .describe('Where the nearest-location tool finds a postcode.');

/** Spec 02 §2 "a combined map": the interactive map's tiles (issue 17: a configurable tile URL). */
export const MapSettingsSchema = z
  .strictObject({
    tile_url: z
      .string()
      .refine(isTileUrlTemplate, { error: 'expected an https URL template with {z}, {x} and {y}' })
      .default(DEFAULT_TILE_URL)
      .describe('Map tiles: an https URL template with {z}, {x} and {y} (default OpenStreetMap).'),
    attribution: z
      .string()
      .min(1)
      .default(DEFAULT_TILE_ATTRIBUTION)
      .describe('Attribution the tile provider requires, shown on the map.'),
    geocoding: GeocodingSettingsSchema.prefault({}),
  })
  .describe('The locations map (loaded only when the shopper reaches it).');
