/**
 * What one /my-garage row shows (issue 14 item 6; spec 01 §4 "Watchlist"), from the row GET /api/watchlist answers
 * (src/domain/my-garage.ts): the car's title, its page while the site still has one, its current price (or 'Enquire
 * for price.' at 0), 'Sold' for a sold car, and for a car gone from the stock a row saying so.
 */
import type { GarageRow } from '../../domain/my-garage.ts';
import { formatMoney } from '../../domain/format.ts';
import { fillString } from '../../domain/fill-string.ts';
import type { Strings } from '../../domain/strings.ts';

export const GARAGE_TEXT_KEYS = [
  'garage.title',
  'garage.loading',
  'garage.empty',
  'garage.browse',
  'garage.remove',
  'garage.removeName',
  'garage.sold',
  'garage.gone',
  'garage.goneTitle',
  'garage.view',
  'garage.loadFailed',
  'garage.retry',
  'garage.removed',
  'price.noPrice',
  'finance.unknownError',
  'account.signOut',
  'account.signOutFailed',
] as const satisfies readonly (keyof Strings)[];
export type GarageText = Pick<Strings, (typeof GARAGE_TEXT_KEYS)[number]>;

export interface GarageRowView {
  carId: number;
  title: string;
  /** The car's page; null when the car is gone from the stock. */
  href: string | null;
  imageUrl: string | null;
  /** The price today; null for a gone car. */
  price: string | null;
  /** 'Sold', or the gone-car sentence; null for a car in stock. */
  note: string | null;
  state: GarageRow['state'];
}

export function garageRowView(row: GarageRow, text: GarageText): GarageRowView {
  const { car } = row;
  if (car === null) {
    return {
      carId: row.car_id,
      title: fillString(text['garage.goneTitle'], { id: row.car_id }),
      href: null,
      imageUrl: null,
      price: null,
      note: text['garage.gone'],
      state: 'gone',
    };
  }
  return {
    carId: row.car_id,
    title: car.name,
    href: car.path,
    imageUrl: car.primary_image_url,
    price: car.price > 0 ? formatMoney(car.price) : text['price.noPrice'],
    note: row.state === 'sold' ? text['garage.sold'] : null,
    state: row.state,
  };
}

/** The rows of a GET /api/watchlist answer, or null when the body is not one. */
export function garageRows(body: unknown): GarageRow[] | null {
  const cars = (body as { success?: unknown; cars?: unknown } | null)?.cars;
  if (!Array.isArray(cars)) return null;
  return cars.filter(
    (row): row is GarageRow =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as GarageRow).car_id === 'number' &&
      ['in-stock', 'sold', 'gone'].includes((row as GarageRow).state),
  );
}
