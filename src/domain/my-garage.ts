/**
 * The rows of /my-garage (issue 14 item 6; spec 01 §4 "Watchlist"): each saved car with its current
 * price and status from the tenant's stock, a sold car marked as such, and a car gone from the
 * stock kept as a row saying so (the shopper saved it; it should not vanish unexplained).
 */
import { carTitle } from './format.ts';
import { carPath } from './routes.ts';
import type { Car } from './schemas/car.ts';
import { isInStock } from './stock.ts';

export type GarageState = 'in-stock' | 'sold' | 'gone';

export interface GarageRow {
  car_id: number;
  saved_at: string;
  state: GarageState;
  /** The car as the stock has it now; null when it is gone. */
  car: {
    id: number;
    slug: string;
    /** The car's page on this site (/cars/{slug}). */
    path: string;
    name: string;
    price: number;
    status: string;
    primary_image_url: string | null;
  } | null;
}

/** One saved car's row: 'in-stock' for in_stock and coming_soon, 'sold' for any other status the site still shows, 'gone' when the stock no longer has it. */
export function garageRow(
  saved: { carId: number; savedAt: string },
  car: Pick<
    Car,
    'id' | 'slug' | 'name' | 'year' | 'make' | 'model' | 'price' | 'status' | 'primary_image_url' | 'images'
  > | null,
): GarageRow {
  if (car === null) return { car_id: saved.carId, saved_at: saved.savedAt, state: 'gone', car: null };
  return {
    car_id: saved.carId,
    saved_at: saved.savedAt,
    state: isInStock(car) ? 'in-stock' : 'sold',
    car: {
      id: car.id,
      slug: car.slug,
      path: carPath(car),
      name: carTitle(car),
      price: car.price,
      status: car.status,
      primary_image_url: car.primary_image_url || (car.images[0]?.image.url ?? null),
    },
  };
}
