/** Watchlist and favourites rules (spec 01 §3 entries, §4 "Watchlist" and "Favourites", §6). */
import type { Car } from './schemas/car.ts';
import { carTitle } from './format.ts';
import { signInUrl } from './sign-in.ts';
import { isInStock } from './stock.ts';

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

export interface ViewedCarRecord {
  id: number;
  stocknum: string | null;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
}

/** Spec 01 §3 "Viewed-car record (stored locally): id, stocknum, make, model, body, simple_body"; missing values are null. */
export function viewedCarRecord(
  car: Pick<Car, 'id' | 'stocknum' | 'make' | 'model' | 'body' | 'simple_body'>,
): ViewedCarRecord {
  return {
    id: car.id,
    stocknum: car.stocknum ?? null,
    make: car.make,
    model: car.model,
    body: car.body ?? null,
    simple_body: car.simple_body ?? null,
  };
}
