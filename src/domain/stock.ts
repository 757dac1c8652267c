import type { Car } from './schemas/car.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec 02 §4 / §9: sold cars appear 3 days by default (include_sold_cars_days). */
export const DEFAULT_INCLUDE_SOLD_DAYS = 3;

/** Spec 01 §4: in_stock and coming_soon count as in stock; any other status is out of stock. */
export const IN_STOCK_STATUSES: readonly string[] = ['in_stock', 'coming_soon'];

export function isInStock(car: Pick<Car, 'status'>): boolean {
  return IN_STOCK_STATUSES.includes(car.status);
}

/** A car counts as sold when its status says so or the platform's `sold` flag is set. */
export function isSold(car: Pick<Car, 'status' | 'sold'>): boolean {
  return car.status === 'sold' || car.sold === true;
}

/**
 * Spec 02 §4 stock visibility: in_stock or coming_soon cars are shown, plus sold cars sold within
 * the last `includeSoldDays` days (default 3), and only cars flagged to show on the dealer
 * website. A sold car without a sale date cannot be placed in the window and is not shown.
 */
export function isVisibleOnWebsite(
  car: Pick<Car, 'status' | 'sold' | 'sold_date_timestamp'> & { show_on_dealer_website?: boolean },
  now: Date,
  includeSoldDays = DEFAULT_INCLUDE_SOLD_DAYS,
): boolean {
  if (car.show_on_dealer_website === false) return false;
  if (isInStock(car)) return true;
  if (!isSold(car) || car.sold_date_timestamp == null) return false;
  const soldAt = car.sold_date_timestamp * 1000;
  return soldAt <= now.getTime() && now.getTime() - soldAt <= includeSoldDays * DAY_MS;
}
