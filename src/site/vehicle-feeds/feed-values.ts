/**
 * What the vehicle feeds (Google vehicle listings, Meta automotive catalogue) read from a car, in
 * one place: which cars are offered, the sale price, the dealership and its address, the page and
 * image URLs. Both feeds are pure functions of the tenant, its visible cars and its origin.
 */
import { DEALER_TIME_ZONE } from '../../domain/dealer-time.ts';
import { carLocation } from '../../domain/locations.ts';
import { priceDisplay } from '../../domain/price-display.ts';
import { carPath } from '../../domain/routes.ts';
import type { Car } from '../../domain/schemas/car.ts';
import type { Location } from '../../domain/schemas/location.ts';
import type { SiteConfig } from '../../domain/schemas/site-config.ts';
import { carImageUrls } from '../car-seo.ts';
import { pageUrl } from '../site-origin.ts';

/** The platform's dealers are Australian: prices in Australian dollars, odometers in kilometres. */
export const FEED_CURRENCY = 'AUD';
export const FEED_COUNTRY = 'AU';

export interface FeedInput {
  site: SiteConfig;
  /** The visible cars (the build's `cars`); the feeds offer those for sale now. */
  cars: readonly Car[];
  /** The tenant's canonical origin (`siteOrigin`). */
  origin: string;
}

/** A car a feed left out, with every reason, for the build's warning and the run report. */
export interface RejectedCar {
  id: number;
  stocknum: string | null;
  slug: string;
  reasons: string[];
}

export interface FeedResult {
  /** The file's text as written. */
  text: string;
  /** Cars written to the feed. */
  listed: number;
  rejected: RejectedCar[];
}

/**
 * A feed offers what a shopper can buy now: a visible car with status in_stock (sold cars inside
 * the visibility window and coming-soon cars have pages but are not for sale), and only cars:
 * both programmes take passenger vehicles, not motorcycles, trucks or caravans.
 */
export function isOfferedInFeeds(car: Pick<Car, 'status' | 'sold' | 'item_type'>): boolean {
  return car.status === 'in_stock' && car.sold !== true && (car.item_type ?? 'car') === 'car';
}

const blank = (value: string | null | undefined): value is null | undefined | '' => !value || value.trim() === '';

/** A text value for a feed: trimmed, runs of white space (tabs and newlines included) as one space. */
export function feedText(value: string | null | undefined): string {
  return blank(value) ? '' : value.replace(/\s+/g, ' ').trim();
}

/**
 * The price a shopper pays, as the vehicle page shows it (spec 01 §4 precedence: the offer price
 * when reduced, else the price, shown only above 10), without the subscription price, which is a
 * weekly fee rather than a sale price. Null when the page shows no price.
 */
export function salePrice(car: Car, site: SiteConfig): number | null {
  const shown = priceDisplay(car, withoutSubscriptions(site));
  return shown.kind === 'price' ? shown.amount : null;
}

/** The site with subscriptions off, made once per site: a copy per car was most of a feed's time on its thread. */
const sitesWithoutSubscriptions = new WeakMap<SiteConfig, SiteConfig>();
function withoutSubscriptions(site: SiteConfig): SiteConfig {
  let copy = sitesWithoutSubscriptions.get(site);
  if (!copy) {
    copy = { ...site, features: { ...site.features, subscriptions: false } };
    sitesWithoutSubscriptions.set(site, copy);
  }
  return copy;
}

/** ISO 4217 amount and code, as both feeds read prices: "12345.00 AUD". */
export function feedPrice(amount: number): string {
  return `${amount.toFixed(2)} ${FEED_CURRENCY}`;
}

/** VINs are 17 characters of digits and capital letters other than I, O and Q (ISO 3779). */
export function isVin(value: string | null | undefined): value is string {
  return !!value && /^[A-HJ-NPR-Z0-9]{17}$/.test(value);
}

/** The location the car is sold from (its location_id, else the main location). */
export function feedLocation(car: Car, site: SiteConfig): Location | undefined {
  return site.locations.length ? carLocation(car, site.locations) : undefined;
}

export interface FeedAddress {
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

/** The location's full street address, or null when a part is missing (both feeds need all of it). */
export function feedAddress(location: Location | undefined): FeedAddress | null {
  const address = location?.address;
  const street = feedText(address?.street);
  const city = feedText(address?.city);
  const state = feedText(address?.state).toUpperCase();
  const postcode = feedText(address?.postcode);
  if (!street || !city || !state || !postcode) return null;
  return { street, city, state, postcode, country: FEED_COUNTRY };
}

/** The vehicle page's canonical URL (as its `<link rel="canonical">` and the sitemap say). */
export function feedCarUrl(car: Car, origin: string): string {
  return pageUrl(origin, carPath(car));
}

/** The car's photos as absolute URLs, the primary one first (the vehicle page's main size). */
export function feedImageUrls(car: Car, site: SiteConfig, origin: string): string[] {
  return carImageUrls(car, site, origin);
}

/** A whole number of kilometres, or null when the odometer is unknown. */
export function feedKm(car: Pick<Car, 'km'>): number | null {
  return car.km == null ? null : Math.round(car.km);
}

const DEALER_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: DEALER_TIME_ZONE });

/** A stock timestamp as an ISO 8601 date (YYYY-MM-DD) on the dealer's calendar, when readable. */
export function feedDate(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : DEALER_DATE.format(time);
}
