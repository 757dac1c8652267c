import { z } from './zod.ts';
import { FinanceLenderSchema, QuoteSchema } from './finance.ts';
import { feedUrlOrPath, feedWebUrl, siteUrlOrPath } from './urls.ts';

import { CAR_TYPES } from '../car-types.ts';

export { CAR_TYPES, CAR_TYPE_LABELS, type CarType } from '../car-types.ts';
export const CarTypeSchema = z.enum(CAR_TYPES);

/** Kinds of stock item; the dealer platform leaves item_type empty for cars. */
export const ITEM_TYPES = ['car', 'motorcycle', 'truck', 'caravan'] as const;

const text = z.string().nullish();
const num = z.number().nullish();
const int = z.number().int().nullish();
const flag = z.boolean().nullish();
/** A link or image the page renders: a full http(s) URL or a site path; blank is absent. */
const url = feedUrlOrPath().nullish();

/** An image as the dealer platform sends it: `image.url` and `image.thumb.url` (spec 01 §3). */
export const CarImageSchema = z.object({
  image: z.object({
    url: siteUrlOrPath(),
    thumb: z.object({ url: siteUrlOrPath() }).nullish(),
  }),
});
export type CarImage = z.infer<typeof CarImageSchema>;

/** A point on a spin frame, in percent of the frame's width and height. */
const HotspotPointSchema = z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) });

/** A 360 hotspot: a description and where it sits at each spin angle (frame index as the key). */
export const HotspotSchema = z.object({
  title: z.string().nullish(),
  description: z.string().min(1),
  positions: z.record(z.string().regex(/^\d+$/, 'expected a frame index'), HotspotPointSchema),
});
export type Hotspot = z.infer<typeof HotspotSchema>;

/** Technical data of the model variant (spec 01 §3 sub-object `variant`). */
export const VariantSchema = z.object({
  enginesize: num,
  enginesize_litres: num,
  cylinders: int,
  induction: text,
  geartype: text,
  fuelconsumptioncombined: num,
  fuelcapacity: num,
  grossvehiclemass: num,
  vehiclelength: num,
  vehicleheight: num,
  vehiclewidth: num,
  towingcapacitybraked: num,
  torque: num,
  bodyconfiguration: text,
  ancaprating: int,
});
export type Variant = z.infer<typeof VariantSchema>;

/** Caravan specifications (spec 01 §3): widths and lengths in feet, shown in metres. */
export const CaravanSpecificationsSchema = z.object({
  body_width: num,
  body_length: num,
  tare_weight: num,
  axle_type: text,
  sleeps: int,
  aggregate_trailer_mass: num,
});

/** The car's location as embedded in a stock row (spec 01 §3 sub-object `location`). */
export const CarLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  phone: text,
  address: z
    .object({
      id: int,
      street: text,
      city: text,
      state: text,
      postcode: text,
      place_url: feedWebUrl().nullish(),
    })
    .nullish(),
  distribution_locations: z.array(z.string()).nullish(),
});

/**
 * Market figures from the valuation service (spec 01 §3 `autograb_data`). The averages feed the
 * below-market badge; the range and confidence feed the price gauge (spec 01 §3 "Price gauge
 * response"), which the platform also reads from here.
 */
export const MarketDataSchema = z.object({
  average_market_price: num,
  state_average_market_price: num,
  market_range_min: num,
  market_range_max: num,
  confidence: num,
  description: text,
});

/**
 * One vehicle of a dealer's stock, with the field names of the dealer platform (spec 01 §3 "Car"
 * and the car fields of spec 02 §3), so a stock file loads as it is. Only what every page needs is
 * required; everything else may be absent or null, and pages hide what is missing. Unknown fields
 * are dropped.
 */
export const CarSchema = z.object({
  id: z.number().int().positive(),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case URL slug such as "2021-toyota-corolla-abc123"'),
  path: text,
  name: text,
  carsales_title: text,
  year: z.number().int().min(1900).max(2100),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: text,
  series: text,
  colour: text,
  interior_colour: text,
  gearnum: int,
  simple_transmission: text,
  trans: text,
  bodyconfiguration: text,
  simple_body: text,
  body: text,
  simple_fuel: text,
  fuel: text,
  simple_drive: text,
  drive: text,
  seats: int,
  doors: int,
  engine_size: num,
  engine_size_litres: num,
  km: z.number().min(0).nullish(),
  /** 0 means no advertised price ("Enquire for price."). */
  price: z.number().min(0),
  before_price: num,
  offer_price: num,
  subscription_price: num,
  preorder: flag,
  price_type: text,
  car_type: CarTypeSchema,
  item_type: z.enum(ITEM_TYPES).nullish(),
  /**
   * Spec 01 §3 lists in_stock, coming_soon, sold "and others"; the dealer platform sends other
   * values (e.g. "pending"), so any non-empty status is accepted and the stock rules treat every
   * value but in_stock and coming_soon as out of stock.
   */
  status: z.string().min(1),
  stocknum: text,
  vin: text,
  nvic: text,
  has_nvic: flag,
  regplate: text,
  rego_expiry: text,
  build_date: text,
  compliance_date: text,
  tag: text,
  reserved: flag,
  certified: flag,
  sold: flag,
  /** Unix seconds when the car sold; drives the sold-car visibility window (spec 02 §4). */
  sold_date_timestamp: num,
  /** Cars with false never appear on the dealer's website (spec 02 §4). */
  show_on_dealer_website: z.boolean().default(true),
  created_at: text,
  updated_at: text,
  views: int,
  photos_count: int,
  dealercomments: text,
  city: text,
  state: text,
  private_suburb: text,
  private_postcode: text,
  location_id: int,
  location_name: text,
  location: CarLocationSchema.nullish(),
  dealership_id: int,
  dealership_slug: text,
  dealership_name: text,
  images: z.array(CarImageSchema).default([]),
  thumbnails: z.array(siteUrlOrPath()).nullish(),
  primary_image_url: url,
  video_url: url,
  external_video_url: url,
  spin_images: z.array(siteUrlOrPath()).nullish(),
  spin_code: text,
  spin_interior_image: url,
  hotspots: z
    .object({
      exterior: z.array(HotspotSchema).default([]),
      interior: z.array(HotspotSchema).default([]),
    })
    .nullish(),
  standardEquipment: z.array(z.string()).nullish(),
  /** History-report link; the page links it only when present. */
  file: url,
  payment_processors: z.array(z.string()).nullish(),
  youxQuote: QuoteSchema.nullish(),
  finance_lenders: z.record(z.string(), FinanceLenderSchema).nullish(),
  variant: VariantSchema.nullish(),
  specifications: CaravanSpecificationsSchema.nullish(),
  autograb_data: MarketDataSchema.nullish(),
  /** Filter attributes the platform may precompute (spec 01 §3 "Filter attributes"). */
  categories: z.array(z.string()).nullish(),
  filtered_features: z.array(z.string()).nullish(),
});
export type Car = z.infer<typeof CarSchema>;
/** A stock row as written in a file, before defaults are applied. */
export type CarInput = z.input<typeof CarSchema>;
