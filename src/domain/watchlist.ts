/** Watchlist and favourites rules (spec 01 §3 entries, §4 "Watchlist" and "Favourites", §6). */
import type { Car } from './schemas/car.ts';
import { carTitle } from './format.ts';
import { signInUrl } from './sign-in-url.ts';
import { isInStock } from './stock.ts';
import type { VehicleCardModel } from './vehicle-card-model.ts';

export type SaveAction = { kind: 'save'; phone_number: string; car_id: number } | { kind: 'sign-in'; url: string };

/**
 * Spec 01 §4 "Saving is blocked and the visitor redirected to sign-in when the user has no phone on
 * record" (spec 01 §6 "Without a phone value the visitor is sent to sign-in"). The sign-in URL is
 * `/sign-in?type=watchlist&redirect={path}&back={path}` (spec 01 §2). Otherwise the save goes ahead
 * with the body of POST /api/watchlist/save-car (spec 01 §7: phone_number, car_id). A blank phone
 * counts as none.
 */
export function saveAction(
  car: Pick<Car, 'id'>,
  user: { phone?: string | null } | null,
  currentPath: string,
): SaveAction {
  const phone = (user?.phone ?? '').trim();
  if (phone === '') return { kind: 'sign-in', url: signInUrl('watchlist', currentPath, currentPath) };
  return { kind: 'save', phone_number: phone, car_id: car.id };
}

/** Site variant switch: the spec's "some variants" (site.json `features.hide_save_without_price_or_images`). */
export interface SaveButtonOptions {
  alreadySaved: boolean;
  hideWithoutPriceOrImages: boolean;
}

/**
 * Spec 01 §4 "Sold vehicles hide the save button unless already saved. Save buttons are also hidden
 * on some variants when price is 0 or less or there are no images." Sold means not in stock.
 * Decision: a car already saved always keeps its button, so the shopper can still remove it.
 */
export function showSaveButton(car: Pick<Car, 'status' | 'price' | 'images'>, options: SaveButtonOptions): boolean {
  if (options.alreadySaved) return true;
  if (!isInStock(car)) return false;
  return !(options.hideWithoutPriceOrImages && (car.price <= 0 || car.images.length === 0));
}

/**
 * Spec 01 §4 "save and remove are optimistic (list updated first, then the call)": the saved ids
 * after a toggle: the id is removed when present, otherwise appended; never duplicated.
 */
export function toggleSaved(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((saved) => saved !== id) : [...ids, id];
}

/**
 * Undoes an optimistic toggle after a failed call (spec 01 §8 "Watchlist call failure: alert with the
 * error message; success false"): the id is back in the list when it was saved before, out when not.
 */
export function revertSaved(ids: readonly number[], id: number, wasSaved: boolean): number[] {
  const without = ids.filter((saved) => saved !== id);
  return wasSaved ? [...without, id] : without;
}

export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

/**
 * Spec 01 §3 "Favourite entry (persisted locally per site): id, name, slug, make, model,
 * primary_image_url". Decisions: the name is the car's title (`carTitle`: its name, else year, make, model and badge); without a
 * primary image the first image is used, else null.
 */
export function favouriteEntry(
  car: Pick<Car, 'id' | 'name' | 'slug' | 'year' | 'make' | 'model' | 'primary_image_url' | 'images'>,
): FavouriteEntry {
  return {
    id: car.id,
    name: carTitle(car),
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url || (car.images[0]?.image.url ?? null),
  };
}

/**
 * The card's favourite entry (spec 01 §3 "id, name, slug, make, model, primary_image_url"), as favouriteEntry() makes
 * it from the car, here from the card (vehicle-card-model.ts): the name is the car's title (the image's alt text), the slug the last part of
 * its link, and the image the card's own (the size the favourites page shows).
 */
export function cardFavouriteEntry(
  card: Pick<VehicleCardModel, 'id' | 'href' | 'imageAlt' | 'imageUrl' | 'make' | 'model'>,
): FavouriteEntry {
  return {
    id: card.id,
    name: card.imageAlt,
    slug: card.href.slice(card.href.lastIndexOf('/') + 1),
    make: card.make,
    model: card.model,
    primary_image_url: card.imageUrl,
  };
}

export interface ViewedCarRecord {
  id: number;
  /**
   * Decision (issue 17 item 11): the spec's record has no link, so we keep the car's slug too, to show the car and
   * link to its page (src/elements/viewed-cars.ts). Null in a record stored before it was kept: never shown.
   */
  slug: string | null;
  stocknum: string | null;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
}

/**
 * Spec 01 §3 "Viewed-car record (stored locally): id, stocknum, make, model, body, simple_body", and the slug (our
 * addition, to link it); missing values are null.
 */
export function viewedCarRecord(
  car: Pick<Car, 'id' | 'slug' | 'stocknum' | 'make' | 'model' | 'body' | 'simple_body'>,
): ViewedCarRecord {
  return {
    id: car.id,
    slug: car.slug,
    stocknum: car.stocknum ?? null,
    make: car.make,
    model: car.model,
    body: car.body ?? null,
    simple_body: car.simple_body ?? null,
  };
}

/**
 * Decision (spec 01 §4 "Saving is blocked and the visitor redirected to sign-in"; issue 14 "Saving while signed out
 * goes through sign-in and saves the car on return"): the sign-in link's redirect is the page the heart was on with
 * `?save=<car id>` added, and that page saves the car when it comes back signed in, then drops the parameter.
 */
export const SAVE_ON_RETURN_PARAM = 'save';

/**
 * A page's path (pathname, query and anchor) as a URL on this site. Read as a path even when it starts with '//': a
 * browser's pathname can (https://dealer.example//), and `new URL('//', base)` would take it for another host.
 */
const sitePath = (path: string) => new URL(`http://site.invalid${path.startsWith('/') ? '' : '/'}${path}`);

/** The sign-in URL for saving `carId` from the page at `path` (pathname and query): back to `path`, redirect to it with `?save=`. */
export function signInToSaveUrl(path: string, carId: number): string {
  const url = sitePath(path);
  url.searchParams.set(SAVE_ON_RETURN_PARAM, String(carId));
  return signInUrl('watchlist', url.pathname + url.search, path);
}

/**
 * The car a page should save on its return from sign-in (the `save` parameter of its query: null when it is not a
 * positive whole number), and the page's own path, query and anchor without it; null when the query has no `save`.
 */
export function saveOnReturn(path: string): { carId: number | null; cleanPath: string } | null {
  const url = sitePath(path);
  const value = url.searchParams.get(SAVE_ON_RETURN_PARAM);
  if (value === null) return null;
  url.searchParams.delete(SAVE_ON_RETURN_PARAM);
  const carId = /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
  return { carId, cleanPath: url.pathname + url.search + url.hash };
}

/**
 * How many viewed cars the browser keeps. The spec gives the record (spec 01 §3) but no limit; 20 is a decision: a
 * shopper's recent browsing, small enough for localStorage.
 */
export const VIEWED_CARS_LIMIT = 20;

/** The viewed-car list after a view: the car first, an earlier record of it dropped, at most VIEWED_CARS_LIMIT kept. */
export function rememberViewedCar(list: readonly ViewedCarRecord[], record: ViewedCarRecord): ViewedCarRecord[] {
  return [record, ...list.filter((earlier) => earlier.id !== record.id)].slice(0, VIEWED_CARS_LIMIT);
}
