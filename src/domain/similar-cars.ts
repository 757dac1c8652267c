import { IN_STOCK_STATUSES, isInStock } from './stock.ts';
import { SIMILAR_CARS_LIMIT } from './similar-car-slots.ts';

export { SIMILAR_CARS_LIMIT, similarCarSlots } from './similar-car-slots.ts';
/** Spec 01 §7 / §9: each similar-cars query asks for 10 hits. */
export const SIMILAR_CARS_HITS_PER_QUERY = 10;
/** Spec 01 §9: price band plus or minus 10000 when price is under 50000, otherwise 25000. */
export const PRICE_BAND_THRESHOLD = 50_000;
export const PRICE_BAND_NARROW = 10_000;
export const PRICE_BAND_WIDE = 25_000;
/** Spec 01 §9: similar cars load within 500px of view. */
export const SIMILAR_CARS_LOAD_MARGIN_PX = 500;
/** Spec 01 §4 / §7: similar cars are in stock only. */
export const IN_STOCK_FILTER = `status IN [${IN_STOCK_STATUSES.map((status) => JSON.stringify(status)).join(', ')}]`;

type SimilarSource = {
  id: number;
  price: number;
  make: string;
  model: string;
  simple_body?: string | null;
  body?: string | null;
  car_type: string;
};
type SimilarHit = { id: number; model: string; status: string };

/** What the similar-cars queries need to know of a car (plain data: an island prop, the build's input). */
export interface SimilarCarsSource {
  id: number;
  price: number;
  make: string;
  model: string;
  simple_body: string | null;
  body: string | null;
  car_type: 'new' | 'demo' | 'used';
}

export function similarCarsSource(car: SimilarSource & { car_type: 'new' | 'demo' | 'used' }): SimilarCarsSource {
  return {
    id: car.id,
    price: car.price,
    make: car.make,
    model: car.model,
    simple_body: car.simple_body ?? null,
    body: car.body ?? null,
    car_type: car.car_type,
  };
}

/**
 * Issue 20 item 3: the build writes each car's similar cars (the cards, same rule, same stock) to this file, written
 * again by every build (scripts/similar-cars-files.ts), so a car page carried over by an incremental build reads
 * the current stock's list; the section searches live only when the build has none.
 */
export const SIMILAR_CARS_DIR = 'similar-cars';
export const similarCarsListUrl = (carId: number) => `/${SIMILAR_CARS_DIR}/${carId}.json`;

/** Spec 01 §9: the price band around a car's price (never below 0). */
export function similarPriceBand(price: number): { min: number; max: number } {
  const half = price < PRICE_BAND_THRESHOLD ? PRICE_BAND_NARROW : PRICE_BAND_WIDE;
  return { min: Math.max(0, price - half), max: price + half };
}

const quote = (value: string) => JSON.stringify(value);

/**
 * Spec 01 §7 similar cars: one multi-query of searches, each in stock, excluding this car, within
 * the price band, 10 hits each, from the most alike (same make and model) to the broadest (same
 * car type). Filters use the Meilisearch syntax both search backends read, on the search
 * documents' attributes (`body` holds the simple body type, else the body).
 */
export function similarCarQueries(
  car: SimilarSource,
  indexName: string,
): { indexUid: string; filter: string; limit: number }[] {
  const band = similarPriceBand(car.price);
  const common = `${IN_STOCK_FILTER} AND id != ${car.id} AND price ${band.min} TO ${band.max}`;
  const body = car.simple_body || car.body;
  const narrowings = [
    `make = ${quote(car.make)} AND model = ${quote(car.model)}`,
    ...(body ? [`body = ${quote(body)}`] : []),
    `car_type = ${quote(car.car_type)}`,
  ];
  return narrowings.map((narrowing) => ({
    indexUid: indexName,
    filter: `${common} AND ${narrowing}`,
    limit: SIMILAR_CARS_HITS_PER_QUERY,
  }));
}

/** Spec 01 §8: when the similar-cars queries fail, the section falls back to a generic search. */
export function genericSimilarQuery(
  car: Pick<SimilarSource, 'id'>,
  indexName: string,
): { indexUid: string; filter: string; limit: number } {
  return { indexUid: indexName, filter: `${IN_STOCK_FILTER} AND id != ${car.id}`, limit: SIMILAR_CARS_HITS_PER_QUERY };
}

/**
 * Spec 01 §7 / §9: reads every query's hits in order, keeps in-stock cars other than this one,
 * dedupes by id, puts the same model first (otherwise keeping the queries' order) and keeps at
 * most 6.
 */
export function selectSimilarCars<T extends SimilarHit>(
  car: Pick<SimilarSource, 'id' | 'model'>,
  results: readonly (readonly T[])[],
): T[] {
  const seen = new Set<number>([car.id]);
  const candidates: T[] = [];
  for (const hit of results.flat()) {
    if (seen.has(hit.id) || !isInStock(hit)) continue;
    seen.add(hit.id);
    candidates.push(hit);
  }
  const sameModel = (hit: T) => hit.model.toLowerCase() === car.model.toLowerCase();
  return [...candidates.filter(sameModel), ...candidates.filter((hit) => !sameModel(hit))].slice(0, SIMILAR_CARS_LIMIT);
}
