import { CarSchema, type Car, type CarInput } from './schemas/car.ts';
import { SiteConfigSchema, type SiteConfig } from './schemas/site-config.ts';
import { DataFileError, formatIssue } from './validation.ts';

/** At most this many bad rows are listed; a feed that is wrong everywhere needs one fix, not 4,000 lines. */
const MAX_REPORTED_ROWS = 20;

/**
 * Slugs a car page cannot have: static pages under /cars/ (src/pages/cars/trade-in.astro, spec 01
 * §1 "/cars/trade-in?car_id={id}") take priority over /cars/[slug], so a car with one of these
 * slugs would silently have no page.
 */
export const RESERVED_CAR_SLUGS: readonly string[] = ['trade-in'];

function rowLabel(row: unknown, index: number): string {
  const stocknum =
    row && typeof row === 'object' && 'stocknum' in row ? (row as { stocknum?: unknown }).stocknum : undefined;
  return typeof stocknum === 'string' && stocknum ? `car ${index + 1} (stocknum ${stocknum})` : `car ${index + 1}`;
}

/**
 * Validates a stock snapshot (a JSON array of cars). Rows are numbered from 1 as a person counts
 * them. Throws a DataFileError naming file, row and field for every bad row (up to 20), for
 * duplicate ids or slugs, which would make two cars share a page, and for a slug a static page
 * under /cars/ uses (`RESERVED_CAR_SLUGS`), which would leave the car without one.
 */
export function parseStock(rows: unknown, file: string): Car[] {
  if (!Array.isArray(rows))
    throw new DataFileError([`${file}: expected a JSON array of cars, got ${rows === null ? 'null' : typeof rows}`]);
  const problems: string[] = [];
  const cars: Car[] = [];
  const ids = new Map<number, number>();
  const slugs = new Map<string, number>();
  let badRows = 0;
  rows.forEach((row, index) => {
    const result = CarSchema.safeParse(row, { reportInput: true });
    if (!result.success) {
      badRows += 1;
      if (badRows <= MAX_REPORTED_ROWS) {
        for (const issue of result.error.issues)
          problems.push(`${file}: ${rowLabel(row, index)}: ${formatIssue(issue)}`);
      }
      return;
    }
    const car = result.data;
    const sameId = ids.get(car.id);
    if (sameId !== undefined)
      problems.push(`${file}: ${rowLabel(row, index)}: id: ${car.id} is already used by car ${sameId + 1}`);
    const sameSlug = slugs.get(car.slug);
    if (sameSlug !== undefined)
      problems.push(`${file}: ${rowLabel(row, index)}: slug: "${car.slug}" is already used by car ${sameSlug + 1}`);
    if (RESERVED_CAR_SLUGS.includes(car.slug)) {
      problems.push(
        `${file}: ${rowLabel(row, index)}: slug: "${car.slug}" is the address of the page /cars/${car.slug}, so car ${car.id} (${[car.year, car.make, car.model].join(' ')}) would have no page; give it another slug`,
      );
    }
    ids.set(car.id, index);
    slugs.set(car.slug, index);
    cars.push(car);
  });
  if (badRows > MAX_REPORTED_ROWS) problems.push(`${file}: … and ${badRows - MAX_REPORTED_ROWS} more bad rows`);
  if (problems.length) throw new DataFileError(problems);
  return cars;
}

/** Validates a site.json; `expectedSlug` is the tenant folder's name, which the slug must equal. */
export function parseSiteConfig(json: unknown, file: string, expectedSlug?: string): SiteConfig {
  const result = SiteConfigSchema.safeParse(json, { reportInput: true });
  if (!result.success) throw new DataFileError(result.error.issues.map((issue) => `${file}: ${formatIssue(issue)}`));
  if (expectedSlug !== undefined && result.data.slug !== expectedSlug) {
    throw new DataFileError([`${file}: slug: "${result.data.slug}" must equal the folder name "${expectedSlug}"`]);
  }
  return result.data;
}

/** JSON.parse with the file and position in the message instead of a bare SyntaxError. */
export function parseJsonText(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataFileError([`${file}: not valid JSON (${(error as Error).message})`]);
  }
}

/**
 * A stock snapshot's text, as both the feed import and the sample generator write it: a JSON array
 * with one car per line, so diffs stay readable.
 */
export function stockFileText(cars: readonly CarInput[]): string {
  if (!cars.length) return '[]\n';
  return `[\n${cars.map((car) => JSON.stringify(car)).join(',\n')}\n]\n`;
}
