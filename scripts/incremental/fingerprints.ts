/**
 * What a car's own pages are made of, as one hash per car, and what every page is made of besides
 * the car, as one hash per build (issue 18 item 2). An incremental build carries a car's pages over
 * from the live build only when both hashes are those the live build recorded.
 *
 * The build clock reaches a car page through a few rules only, so their answers are hashed rather
 * than the clock itself (hashing the clock would make every night a full build):
 * - per car: the card tag (new arrival for 8 days), key information (the rego's expiry), the compare
 *   file's rows;
 * - per build: each location's week of opening hours with special hours (the dealer block), and
 *   the year (finance boxes by the car's age).
 * Everything else that varies between nights (the header's counts, the menus, "Stock as at") sits
 * outside the page's `<main>` and is replaced from a freshly rendered page (reuse.ts); and
 * reuse.ts re-renders a sample of unchanged cars and compares, so a dependency missing here turns
 * the night into a full build instead of a wrong page.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cardTag } from '../../src/domain/card-tag.ts';
import { toCompareCar } from '../../src/domain/compare-car.ts';
import { openingHoursTable } from '../../src/domain/opening-hours.ts';
import type { Car } from '../../src/domain/schemas/car.ts';
import { keyInformation } from '../../src/domain/vehicle-details.ts';
import { SITES_DIR, type Tenant } from '../../src/tenants/load-tenant.ts';

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** One hash per car: its row as the build sees it (reserved included) and the clock's answers for it. */
export function carFingerprints(tenant: Pick<Tenant, 'cars' | 'site' | 'strings' | 'now'>): Map<string, string> {
  const { site, strings, now } = tenant;
  return new Map(
    tenant.cars.map((car: Car) => [
      car.slug,
      sha256(
        JSON.stringify({
          car,
          tag: cardTag(car, site, strings, now),
          keyInformation: keyInformation(car, site, strings, now),
          compare: toCompareCar(car, site, strings, now),
        }),
      ),
    ]),
  );
}

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

/**
 * One hash of what every page shares: the tenant's folder except its stock snapshot (site.json,
 * content, images), the code version, and the clock's site-wide answers.
 */
export function sharedInputsHash(root: string, tenant: Pick<Tenant, 'site' | 'now'>, codeVersion: string): string {
  const folder = join(root, SITES_DIR, tenant.site.slug);
  const stockFile = join(folder, tenant.site.stock.file);
  const hash = createHash('sha256').update(codeVersion);
  for (const file of filesUnder(folder)) {
    if (file === stockFile) continue;
    hash.update(`\0${relative(folder, file)}\0`).update(sha256(readFileSync(file)));
  }
  const hours = tenant.site.locations.map((location) =>
    openingHoursTable(location, tenant.site.special_hours, tenant.now).map(({ day, hours, specialLabel }) => ({
      day,
      hours,
      specialLabel,
    })),
  );
  return hash.update(JSON.stringify({ hours, year: tenant.now.getFullYear() })).digest('hex');
}
