/**
 * Issue 17 item 5: "nearest location" by the shopper's postcode, from a postcode-centroid table shipped with the
 * project and split into shards by the postcode's first digit (the state group), so a page fetches one small
 * shard only when the shopper submits a postcode.
 */
import type { LatLong } from './distance.ts';

/** A shard: postcode → [lat, long], rounded to 3 decimals (~100 m, plenty for "nearest"). */
export type PostcodeShard = Record<string, [number, number]>;

/** Australian postcodes are four digits (spec 02 §5 "Invalid postcode. Please enter a 4-digit number."). */
export function isPostcode(value: string): boolean {
  return /^\d{4}$/.test(value.trim());
}

/** The shard a postcode is in: its first digit (0 NT, 2 NSW/ACT, 3 VIC, 4 QLD, 5 SA, 6 WA, 7 TAS). */
export function shardOf(postcode: string): string {
  return postcode.trim().charAt(0);
}

/** Where a site with a geocoding provider asks for a postcode's point (functions/routes/geocode.ts), postcode appended. */
export const GEOCODE_PATH = '/api/geocode/postcode/';

/** The path the shard is served at. */
export function shardPath(postcode: string): string {
  return `/postcodes/${shardOf(postcode)}.json`;
}

/** The centroid of a postcode in its shard, or null when the table does not know it. */
export function centroidOf(shard: PostcodeShard, postcode: string): LatLong | null {
  const entry = shard[postcode.trim()];
  return entry ? { lat: entry[0], long: entry[1] } : null;
}

/** Splits a table (postcode, lat, long rows) into shards by first digit, coordinates rounded to 3 decimals. */
export function shardTable(
  rows: readonly { postcode: string; lat: number; long: number }[],
): Map<string, PostcodeShard> {
  const shards = new Map<string, PostcodeShard>();
  const round = (value: number) => Math.round(value * 1000) / 1000;
  for (const row of rows) {
    if (!isPostcode(row.postcode)) continue;
    const key = shardOf(row.postcode);
    const shard = shards.get(key) ?? {};
    shard[row.postcode] = [round(row.lat), round(row.long)];
    shards.set(key, shard);
  }
  return shards;
}

/** The table's CSV (postcode, lat, long, place; a header row) as rows; rows that do not parse are left out. */
export function parsePostcodeTable(text: string): { postcode: string; lat: number; long: number }[] {
  return text
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','))
    .filter((cells) => cells.length >= 3)
    .map(([postcode, lat, long]) => ({ postcode: postcode!.trim(), lat: Number(lat), long: Number(long) }))
    .filter((row) => Number.isFinite(row.lat) && Number.isFinite(row.long));
}
