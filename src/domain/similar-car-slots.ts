/**
 * The similar cars' slots (spec 01 §9), apart from the rules that query for them (similar-cars.ts): the car page's
 * island draws the build's list with these, and loads the rules only for the live query (issue 20 item 1).
 */

/** Spec 01 §9: at most 6 similar cars, in 6 slots (placeholders fill the gaps). */
export const SIMILAR_CARS_LIMIT = 6;

/** Spec 01 §9: 6 slots; a slot without a car is a placeholder (null). */
export function similarCarSlots<T>(cars: readonly T[]): (T | null)[] {
  return Array.from({ length: SIMILAR_CARS_LIMIT }, (_, index) => cars[index] ?? null);
}
