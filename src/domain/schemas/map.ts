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
  })
  .describe('The locations map (loaded only when the shopper reaches it).');
