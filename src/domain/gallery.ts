import { isInStock } from './stock.ts';

/** Spec 01 §9: thumbnails only above 3 images. */
export const THUMBNAILS_ABOVE = 3;
/** Spec 01 §9: the first 2 images load with priority. */
export const PRIORITY_IMAGES = 2;

/** Spec 01 §2: the carousel shows thumbnails only when the car is in stock and has more than 3 images. */
export function showThumbnails(car: { status: string; images: readonly unknown[] }): boolean {
  return isInStock(car) && car.images.length > THUMBNAILS_ABOVE;
}
