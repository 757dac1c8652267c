/**
 * `dist/<slug>/.incremental.json`: what the next build needs to carry this build's car pages over
 * (issue 18 item 2): the shared inputs' hash, each car's fingerprint and the files its pages are,
 * and the search index files the pages name. Written by every build, full or incremental.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareCarPath } from '../../src/domain/compare-car.ts';
import { financeCarPath } from '../../src/domain/finance-car.ts';
import type { Car } from '../../src/domain/schemas/car.ts';

export const INCREMENTAL_FILE = '.incremental.json';
const VERSION = 1;

export interface BuildManifest {
  version: number;
  /** sharedInputsHash, or null when the code version is unknown (then the next build is full). */
  shared_sha256: string | null;
  /** The files under search-data/ (content-hashed names the pages link to). */
  search_data: string[];
  cars: Record<string, { fingerprint: string; files: string[] }>;
}

/**
 * The files a car's own pages are, as written under `dir`: the routes that filter through
 * src/site/cars-to-render.ts (the car page and its reserve page under cars/<slug>/, the compare
 * and finance files).
 */
export function carFiles(dir: string, car: Pick<Car, 'slug' | 'id'>): string[] {
  const files = carJsonFiles(car).filter((file) => existsSync(join(dir, file)));
  return [...carPages(dir, car.slug), ...files];
}

/** A car's compare and finance files, where the build writes them (src/site/car-json-files.ts), if it wrote them. */
const carJsonFiles = (car: Pick<Car, 'slug' | 'id'>) => [
  compareCarPath(car.slug).slice(1),
  financeCarPath(car.id).slice(1),
];

/** The pages under cars/<slug>/ (the car page, its reserve page), relative to `dir`. */
export function carPages(dir: string, slug: string): string[] {
  const own = join(dir, 'cars', slug);
  if (!existsSync(own)) return [];
  return readdirSync(own, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

export function searchDataFiles(dir: string): string[] {
  try {
    return readdirSync(join(dir, 'search-data')).filter((name) => !/\.(?:br|gz)$/.test(name));
  } catch {
    return [];
  }
}

export function readManifest(dir: string): BuildManifest | null {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, INCREMENTAL_FILE), 'utf8')) as BuildManifest;
    return manifest.version === VERSION ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * `carFiles` for every car from a listing of `dir` (listFiles) rather than the disk: the same files, without the
 * three checks and a folder read a car (issue 20 item 4: about 0.15 s for the group's 3,948 cars, after the render).
 */
export function carFilesFromListing(listed: readonly string[]): (car: Pick<Car, 'slug' | 'id'>) => string[] {
  const files = new Set(listed);
  const pagesBySlug = new Map<string, string[]>();
  for (const file of listed) {
    const [top, slug, ...rest] = file.split('/');
    if (top !== 'cars' || !slug || rest.length === 0 || !file.endsWith('.html')) continue;
    const pages = pagesBySlug.get(slug) ?? [];
    pages.push(file);
    pagesBySlug.set(slug, pages);
  }
  return (car) => [...(pagesBySlug.get(car.slug) ?? []).sort(), ...carJsonFiles(car).filter((file) => files.has(file))];
}

/** `listed`: the output as listed once every car file is written (the build's listing), read instead of the disk. */
export async function writeManifest(
  dir: string,
  shared: string | null,
  cars: readonly Pick<Car, 'slug' | 'id'>[],
  fingerprints: ReadonlyMap<string, string>,
  listed?: readonly string[],
): Promise<void> {
  const filesOf = listed ? carFilesFromListing(listed) : (car: Pick<Car, 'slug' | 'id'>) => carFiles(dir, car);
  const manifest: BuildManifest = {
    version: VERSION,
    shared_sha256: shared,
    search_data: searchDataFiles(dir),
    cars: Object.fromEntries(
      cars.map((car) => [car.slug, { fingerprint: fingerprints.get(car.slug)!, files: filesOf(car) }]),
    ),
  };
  await writeFile(join(dir, INCREMENTAL_FILE), `${JSON.stringify(manifest)}\n`);
}
