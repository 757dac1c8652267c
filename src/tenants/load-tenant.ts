/**
 * Reading a tenant from disk: `sites/<slug>/site.json` and its stock file, parsed with the domain's
 * schemas, with the visibility rule applied at the build clock. The one loader the build, the
 * scripts and the functions' stock catalogue share; it imports nothing but the domain.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Car } from '../domain/schemas/car.ts';
import type { SiteConfig } from '../domain/schemas/site-config.ts';
import { parseJsonText, parseSiteConfig, parseStock } from '../domain/stock-file.ts';
import { DataFileError } from '../domain/validation.ts';
import { isVisibleOnWebsite } from '../domain/stock.ts';
import { withReservedCars } from '../domain/reservation.ts';
import { dealerInstant } from '../domain/dealer-time.ts';
import { resolveStrings, type Strings } from '../domain/strings.ts';

/** Everything a build knows about one tenant, read and validated once. */
export interface Tenant {
  site: SiteConfig;
  /** Every row of the stock snapshot. */
  stock: Car[];
  /** The cars that get pages: spec 02 §4 visibility at `now`. */
  cars: Car[];
  strings: Strings;
  /** The build's clock: every time-dependent rule is evaluated at this instant. */
  now: Date;
}

export const SITES_DIR = 'sites';

export function tenantSlugs(root: string): string[] {
  const dir = join(root, SITES_DIR);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'site.json')))
    .map((entry) => entry.name)
    .sort();
}

function readJson(root: string, file: string): unknown {
  const path = join(root, file);
  if (!existsSync(path)) throw new DataFileError([`${file}: file not found`]);
  return parseJsonText(readFileSync(path, 'utf8'), file);
}

export function readSiteConfig(root: string, slug: string): SiteConfig {
  const file = `${SITES_DIR}/${slug}/site.json`;
  return parseSiteConfig(readJson(root, file), file, slug);
}

/**
 * The instant a build evaluates rules at: BUILD_NOW (ISO) when set; else, for a sample tenant, the
 * day its stock was generated for (so sample sites always show the same sold, new-arrival and
 * promo states); else the real time.
 */
export function buildClock(site: SiteConfig, env: Record<string, string | undefined> = process.env): Date {
  if (env.BUILD_NOW) {
    const pinned = new Date(env.BUILD_NOW);
    if (Number.isNaN(pinned.getTime()))
      throw new DataFileError([`BUILD_NOW: expected an ISO date-time, got "${env.BUILD_NOW}"`]);
    return pinned;
  }
  if (site.stock.sample) return new Date(dealerInstant(site.stock.sample.as_of, 'start'));
  return new Date();
}

export function loadTenant(root: string, slug: string, env: Record<string, string | undefined> = process.env): Tenant {
  const site = readSiteConfig(root, slug);
  const stockFile = `${SITES_DIR}/${slug}/${site.stock.file}`;
  const stock = parseStock(readJson(root, stockFile), stockFile);
  const now = buildClock(site, env);
  // Held cars stay Reserved through a rebuild (RESERVED_CAR_IDS: scripts/build.ts, from the reservation store).
  const cars = withReservedCars(
    stock.filter((car) => isVisibleOnWebsite(car, now, site.include_sold_cars_days)),
    env.RESERVED_CAR_IDS,
  );
  return { site, stock, cars, strings: resolveStrings(site.strings), now };
}
