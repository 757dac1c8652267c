/**
 * The small calls a vehicle page makes besides a lead (spec 01 §7): the view
 * count, the phone-reveal log and the saved valuation result, their requests and replies. Shared by
 * the functions, which check requests with them, and the page's islands, which read the replies.
 */
import { z } from './zod.ts';
import type { Car } from './car.ts';

/** Spec 01 §7 "Phone-reveal log: sends car_id, dealership_id, website_id". */
export const PhoneRevealRequestSchema = z.strictObject({
  car_id: z.number().int().positive().nullish(),
  dealership_id: z.number().int().positive().nullish(),
  website_id: z.union([z.string().trim().min(1).max(100), z.number().int()]).nullish(),
});
export type PhoneRevealRequest = z.infer<typeof PhoneRevealRequestSchema>;

/** Spec 01 §7 "POST /api/miscellaneous: valuation result plus column_name valuation". */
export const MISCELLANEOUS_COLUMNS = ['valuation'] as const;
export const MiscellaneousRequestSchema = z.looseObject({
  column_name: z.enum(MISCELLANEOUS_COLUMNS, { error: 'column_name must be "valuation"' }),
});

/** Spec 01 §7 view.json query: what the page was built with, so the reply can say what has changed since. */
export const ViewQuerySchema = z.object({
  photos_count: z.coerce.number().int().min(0).optional().catch(undefined),
  updated_at: z.string().max(64).optional().catch(undefined),
  website_id: z.string().max(100).optional().catch(undefined),
});

/**
 * The car fields a built page may show out of date: the stock can change after the nightly build
 * (a car sells, its price drops, photos arrive), and the page corrects itself from these.
 */
export const LIVE_CAR_FIELDS = [
  'status',
  'price',
  'before_price',
  'offer_price',
  'price_type',
  'reserved',
  'km',
  'tag',
  'photos_count',
  'updated_at',
] as const;
export type LiveCarFields = Partial<Pick<Car, (typeof LIVE_CAR_FIELDS)[number]>>;

/** Spec 01 §7 "returns views and car_fields": `car_fields` is null when the page is current. */
export interface ViewReply {
  views: number;
  car_fields: LiveCarFields | null;
}

/** Spec 01 §3 "Delivery estimate: name (region), price"; errors come as `{ error }` with the spec's text. */
export interface DeliveryReply {
  name: string;
  price: number;
}

/**
 * Whether the page, built with this photo count and update time, shows the car as it is now. A
 * page that sent neither is treated as out of date, so it gets the fields.
 */
export function pageIsCurrent(
  car: Pick<Car, 'photos_count' | 'updated_at'>,
  query: { photos_count?: number | undefined; updated_at?: string | undefined },
): boolean {
  if (query.photos_count === undefined || query.updated_at === undefined) return false;
  if ((car.photos_count ?? null) !== query.photos_count) return false;
  const built = Date.parse(query.updated_at);
  const now = car.updated_at ? Date.parse(car.updated_at) : Number.NaN;
  return Number.isNaN(built) || Number.isNaN(now) ? query.updated_at === (car.updated_at ?? '') : built === now;
}

/** The live fields of a car, for a page that is out of date. */
export function liveCarFields(car: Car): LiveCarFields {
  const fields: Record<string, unknown> = {};
  for (const key of LIVE_CAR_FIELDS) if (car[key] !== undefined) fields[key] = car[key];
  return fields as LiveCarFields;
}
