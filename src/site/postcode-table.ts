/**
 * The postcode-centroid table the nearest-location tool reads (issue 17 item 5), split into shards by first digit
 * (src/domain/postcode-centroids.ts). Decision: no installable npm package carries Australian postcode
 * centroids, so the project ships `postcode-centroids.csv` (postcode, lat, long, place): a starter table of
 * approximate town centroids for the capitals and the sample tenants' regions. A real deployment replaces it
 * with a national table, e.g. the ABS Postal Areas (ASGS) centroids, licensed CC BY 4.0; the format stays.
 */
import table from './postcode-centroids.csv?raw';
import { shardTable, type PostcodeShard } from '../domain/postcode-centroids.ts';

export function parsePostcodeTable(text: string): { postcode: string; lat: number; long: number }[] {
  return text
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','))
    .filter((cells) => cells.length >= 3)
    .map(([postcode, lat, long]) => ({ postcode: postcode!.trim(), lat: Number(lat), long: Number(long) }))
    .filter((row) => Number.isFinite(row.lat) && Number.isFinite(row.long));
}

export function postcodeShards(): Map<string, PostcodeShard> {
  return shardTable(parsePostcodeTable(table));
}
