/**
 * Google's vehicle listings feed (Google Search / Maps "cars for sale"), one CSV per tenant.
 * Attributes and formats from Google's published feed specification,
 * https://developers.google.com/vehicle-listings/reference/feed-specification (read 2026-11):
 * required vin, store_code, dealership_name, dealership_address, price ("10499 USD" or
 * "10,499.00 USD", ISO 4217), condition (new | used), make, model, year (YYYY) and mileage for used
 * vehicles (a number and a unit, "777 miles"); trim is required where available; image_link and link
 * are recommended there and required by Google's vehicle ads, so a car without them is left out too.
 * Format: CSV or TSV, CSV per RFC 4180, one file with the dealer's whole inventory
 * (https://developers.google.com/cars-for-sale/help/feed-specification).
 */
import { csvRecord } from './csv-text.ts';
import {
  feedAddress,
  feedCarUrl,
  feedDate,
  feedImageUrls,
  feedKm,
  feedLocation,
  feedPrice,
  feedText,
  isOfferedInFeeds,
  isVin,
  salePrice,
  type FeedInput,
  type FeedResult,
  type RejectedCar,
} from './feed-values.ts';

export const GOOGLE_FEED_FILE = 'google-vehicle-listings.csv';

/**
 * The columns written, in order: the required attributes, then the optional ones the stock can
 * fill. No tracking_phone_number: Google then shows the Business Profile's number, and a site that
 * masks its numbers until a shopper asks keeps doing so.
 */
export const GOOGLE_COLUMNS = [
  'vin',
  'id',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'certified_pre_owned',
  'make',
  'model',
  'trim',
  'year',
  'mileage',
  'exterior_color',
  'link',
  'image_link',
  'additional_image_link',
  'date_in_stock',
] as const;
type GoogleColumn = (typeof GOOGLE_COLUMNS)[number];

/** Merchant Center reads at most 10 additional images; more are ignored. */
const MAX_ADDITIONAL_IMAGES = 10;

/** One car's row, or the reasons it cannot be listed. */
function googleRow(car: FeedInput['cars'][number], input: FeedInput): Record<GoogleColumn, string> | string[] {
  const { site, origin } = input;
  const reasons: string[] = [];
  const location = feedLocation(car, site);
  const address = feedAddress(location);
  const price = salePrice(car, site);
  const km = feedKm(car);
  const used = car.car_type !== 'new';
  const images = feedImageUrls(car, site, origin);
  const make = feedText(car.make);
  const model = feedText(car.model);
  if (!isVin(car.vin)) reasons.push(car.vin ? 'vin: not a 17-character VIN' : 'vin: missing');
  if (!location) reasons.push('store_code: the site has no location');
  if (!address) reasons.push('dealership_address: the location has no full street address');
  if (price === null) reasons.push('price: the car shows no price');
  if (!make) reasons.push('make: missing');
  if (!model) reasons.push('model: missing');
  if (used && km === null) reasons.push('mileage: missing for a used car');
  if (!images.length) reasons.push('image_link: no photo');
  if (reasons.length || !location || !address || price === null) return reasons;

  return {
    vin: car.vin!,
    id: feedText(car.stocknum),
    store_code: String(location.id),
    dealership_name: feedText(location.name) || feedText(site.name),
    dealership_address: `${address.street}, ${address.city} ${address.state} ${address.postcode}, ${address.country}`,
    price: feedPrice(price),
    condition: used ? 'used' : 'new',
    certified_pre_owned: used ? (car.certified ? '1' : '0') : '',
    make,
    model,
    trim: feedText(car.badge),
    year: String(car.year),
    mileage: km === null ? '' : `${km} km`,
    exterior_color: feedText(car.colour),
    link: feedCarUrl(car, origin),
    image_link: images[0]!,
    additional_image_link: images.slice(1, 1 + MAX_ADDITIONAL_IMAGES).join(','),
    date_in_stock: feedDate(car.created_at) ?? '',
  };
}

/** The tenant's Google vehicle listings feed: a header row, then one row per car offered for sale. */
export function googleVehicleListings(input: FeedInput): FeedResult {
  const rows: string[] = [csvRecord(GOOGLE_COLUMNS)];
  const rejected: RejectedCar[] = [];
  for (const car of input.cars) {
    if (!isOfferedInFeeds(car)) continue;
    const row = googleRow(car, input);
    if (Array.isArray(row)) rejected.push({ id: car.id, stocknum: car.stocknum ?? null, slug: car.slug, reasons: row });
    else rows.push(csvRecord(GOOGLE_COLUMNS.map((column) => row[column])));
  }
  return { text: rows.join(''), listed: rows.length - 1, rejected };
}
