/**
 * Guesses of card fields from a car's search fields, used by the compact index to leave out what
 * the guess gets right (derive-or-store). A wrong guess costs only index size, never correctness:
 * the encoder compares every guess with the real card and stores the value whenever they differ.
 */
import { formatKm } from '../../domain/format.ts';
import type { SearchDocument } from '../document.ts';

type Fields = Omit<SearchDocument, 'card'>;

/** The stock feeds' slug habit: parts joined by '-', lower case, '+' spelt 'plus' ("sx-plus"). */
export function guessCarHref(car: Pick<Fields, 'year' | 'make' | 'model' | 'badge' | 'stocknum'>): string {
  const slug = [car.year, car.make, car.model, car.badge, car.stocknum]
    .filter((part) => part !== null && part !== '')
    .join('-')
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/cars/${slug}`;
}

/** The card title rule of domain/vehicle-card-model.ts: year, make and model. */
export function guessCardTitle(car: Pick<Fields, 'year' | 'make' | 'model'>): string {
  return `${car.year} ${car.make} ${car.model}`;
}

/** Badge then series. */
export function guessCardSubtitle(car: Pick<Fields, 'badge' | 'series'>): string {
  return [car.badge, car.series].filter(Boolean).join(' ');
}

/** The name a feed leaves empty is built from year, make, model and badge; real names usually extend it. */
export function guessNamePrefix(car: Pick<Fields, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

const CONDITION_LABELS: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };

/** The card's key facts: shown for cars in stock only, empty values left out. */
export function guessCardFacts(
  car: Pick<Fields, 'car_type' | 'transmission' | 'km' | 'fuel' | 'in_stock'>,
): { label: string; value: string }[] {
  if (car.in_stock !== 1) return [];
  return [
    { label: 'Condition', value: CONDITION_LABELS[car.car_type] ?? '' },
    { label: 'Transmission', value: car.transmission ?? '' },
    { label: 'Odometer', value: car.km != null ? formatKm(car.km) : '' },
    { label: 'Fuel Type', value: car.fuel ?? '' },
  ].filter((fact) => fact.value);
}
