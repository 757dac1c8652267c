/**
 * The vehicle page's view count (spec 01 §7 view.json, §9 "View-count animation 1 s"). Kept free
 * of zod and framework code: the page's small script imports it.
 */
import type { Car } from './schemas/car.ts';
import type { ViewReply } from './schemas/vehicle-calls.ts';
import { isInStock } from './stock.ts';

/**
 * Spec 01 §7 "GET {baseAPI}/cars/{slug}/view.json?photos_count={n}&updated_at={ts}&website_id={id}":
 * the photo count and update time the page was built with, so the reply can say what changed since.
 * Fields the car does not have are left out (the function then treats the page as out of date).
 */
export function viewCountPath(car: Pick<Car, 'slug' | 'photos_count' | 'updated_at'>, websiteId: string): string {
  const query = new URLSearchParams();
  if (car.photos_count != null) query.set('photos_count', String(car.photos_count));
  if (car.updated_at) query.set('updated_at', car.updated_at);
  query.set('website_id', websiteId);
  return `/api/cars/${encodeURIComponent(car.slug)}/view.json?${query}`;
}

/**
 * Spec 01 §7 "a non-OK response gives null": so does a body that is not a view reply (a proxy's
 * error page, a negative or fractional count), so the page never shows a wrong number.
 */
export function readViewReply(ok: boolean, body: unknown): ViewReply | null {
  if (!ok || typeof body !== 'object' || body === null) return null;
  const { views, car_fields: fields } = body as { views?: unknown; car_fields?: unknown };
  if (typeof views !== 'number' || !Number.isSafeInteger(views) || views < 0) return null;
  return {
    views,
    car_fields: typeof fields === 'object' && fields !== null ? (fields as ViewReply['car_fields']) : null,
  };
}

/**
 * The number shown `elapsedMs` into the count-up from 0 (spec 01 §9: the animation takes 1 s).
 * It eases out, fast then settling, and is the exact count from `durationMs` on.
 */
export function animatedCount(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.round(target * eased));
}

/**
 * '1 view', '1,234 views', from the tenant's 'vehicle.viewOne' and 'vehicle.viewMany' strings. It
 * fills {views} itself rather than through strings.ts, which would bring every default string into
 * the page's first script.
 */
export function viewCountText(views: number, templates: { one: string; many: string }): string {
  return (views === 1 ? templates.one : templates.many).replaceAll('{views}', views.toLocaleString('en-AU'));
}

/**
 * The page was built while the car was in stock, and the live fields the reply brings say it no
 * longer is (spec 01 §4: any status but in_stock and coming_soon is out of stock): it has just
 * sold since the nightly build. A page built for a sold car already shows the SOLD message.
 */
export function soldSinceBuild(builtInStock: boolean, reply: ViewReply | null): boolean {
  const status = reply?.car_fields?.status;
  return builtInStock && typeof status === 'string' && !isInStock({ status });
}

/**
 * Issue 16 "a held car shows 'Reserved' on its page without waiting for the nightly build": the live fields say a
 * reservation holds the car (held or confirmed) since the page was built.
 */
export function reservedSinceBuild(reply: ViewReply | null): boolean {
  return reply?.car_fields?.reserved === true;
}
