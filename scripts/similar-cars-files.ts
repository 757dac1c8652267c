/**
 * `similar-cars/<car id>.json` for every car of the build (issue 20 item 3): its similar cars' cards, computed from
 * the tenant's stock (src/site/similar-cars-lists.ts), which the car page's section reads instead of searching.
 * Written by every build, full or incremental, for every car: a car's similar cars change with the other cars, so
 * these files are not among the car's own files an incremental build carries over (scripts/incremental/), and the
 * car page's `<main>` names only the file, which stays the same.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SIMILAR_CARS_DIR, similarCarsSource } from '../src/domain/similar-cars.ts';
import { toSearchDocument } from '../src/site/search-documents.ts';
import { similarCarsLists } from '../src/site/similar-cars-lists.ts';
import type { Tenant } from '../src/tenants/load-tenant.ts';

/** Writes one file per car under `outDir`; returns how many. */
export async function writeSimilarCarsFiles(
  outDir: string,
  tenant: Pick<Tenant, 'cars' | 'site' | 'strings' | 'now'>,
): Promise<number> {
  const { cars, site, strings, now } = tenant;
  const documents = cars.map((car) => toSearchDocument(car, site, strings, now));
  const lists = similarCarsLists(documents, cars.map(similarCarsSource), site.search.base_filter ?? null);
  const dir = join(outDir, SIMILAR_CARS_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all([...lists].map(([id, cards]) => writeFile(join(dir, `${id}.json`), JSON.stringify({ cards }))));
  return lists.size;
}
