/**
 * The cars this shopper looked at (spec 01 §3 "Viewed-car record (stored locally): id, stocknum, make, model, body,
 * simple_body"): the vehicle page records each view, newest first, each car once, at most VIEWED_CARS_LIMIT
 * (src/domain/watchlist.ts). Kept in localStorage (storage.ts, persistent-atom.ts), so per site. Shown as 'Recently
 * viewed' on results pages and the favourites page (src/elements/viewed-cars.ts, docs/ARCHITECTURE.md).
 */
import { rememberViewedCar, VIEWED_CARS_LIMIT, type ViewedCarRecord } from '../domain/watchlist.ts';
import { persistentAtom, type StorageEvents } from './persistent-atom.ts';
import { browserStorage, storedJson, type KeyValueStorage } from './storage.ts';

export const VIEWED_CARS_STORAGE_KEY = 'viewed-cars';

const isText = (value: unknown) => value === null || typeof value === 'string';

function isRecord(value: unknown): value is ViewedCarRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Number.isInteger(record.id) &&
    typeof record.make === 'string' &&
    typeof record.model === 'string' &&
    (record.slug === undefined || isText(record.slug)) &&
    isText(record.stocknum) &&
    isText(record.body) &&
    isText(record.simple_body)
  );
}

/** The list from what storage held: bad entries dropped, each car once (its newest record), within the limit. */
export function decodeViewedCars(stored: unknown): ViewedCarRecord[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<number>();
  return stored
    .filter(isRecord)
    .filter((record) => !seen.has(record.id) && Boolean(seen.add(record.id)))
    .slice(0, VIEWED_CARS_LIMIT)
    .map((record) => ({ ...record, slug: record.slug ?? null }));
}

export function createViewedCarsStore(storage: KeyValueStorage | null, events?: StorageEvents | null) {
  const $viewedCars = persistentAtom(storedJson(storage, VIEWED_CARS_STORAGE_KEY, decodeViewedCars), events);

  /** A view of the car: it goes first (an earlier record of it is dropped). */
  function recordViewedCar(record: ViewedCarRecord): void {
    $viewedCars.set(rememberViewedCar($viewedCars.get(), record));
  }

  return { $viewedCars, recordViewedCar };
}

export const { $viewedCars, recordViewedCar } = createViewedCarsStore(browserStorage('localStorage'));
