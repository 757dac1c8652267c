/**
 * 'Recently viewed' (issue 17 item 11; spec 01 §3 "Viewed-car record (stored locally)"): which of the shopper's viewed
 * cars a page shows. Decisions (docs/ARCHITECTURE.md): newest first, at most VIEWED_CARS_SHOWN, never the car whose
 * page this is, and only cars still in stock with a page: each is read from its build-time file
 * (`/compare-cars/{slug}.json`, src/domain/compare-car.ts), and a car with no file (gone from the feed) or out of
 * stock is dropped, so the strip never links to a page that was not built or a car that cannot be bought.
 */
import { isCarSlug, slugOfCarPath } from './compare.ts';
import type { ViewedCarRecord } from './watchlist.ts';

/** How many viewed cars a strip shows: one row of cards at desktop width. Our number; the spec gives none. */
export const VIEWED_CARS_SHOWN = 6;

/** The slugs worth loading for the page at `path`, newest first: records with a slug, not the car of this page. */
export function viewedCarSlugs(records: readonly ViewedCarRecord[], path: string): string[] {
  const here = slugOfCarPath(path);
  return records.flatMap((record) =>
    record.slug !== null && record.slug !== here && isCarSlug(record.slug) ? [record.slug] : [],
  );
}

/** Of the cars loaded in order (null: no file, the car left the site), those in stock, at most VIEWED_CARS_SHOWN. */
export function shownViewedCars<T extends { inStock: boolean }>(loaded: readonly (T | null)[]): T[] {
  return loaded.filter((car): car is T => car !== null && car.inStock).slice(0, VIEWED_CARS_SHOWN);
}
