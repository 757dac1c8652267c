/** Route builders for links the specs name (spec 01 §2, spec 02 §2). */
import { CAR_TYPE_LABELS } from './car-types.ts';

/** Spec 01 §2: the vehicle page is /cars/{slug}. */
export function carPath(car: { slug: string }): string {
  return `/cars/${car.slug}`;
}

/** Spec 02 §2: reserve at /cars/{slug}/checkout, or /cars/{slug}/buy-online on one dealer variant. */
export function reservePath(car: { slug: string }, variant: 'checkout' | 'buy-online' = 'checkout'): string {
  return `/cars/${car.slug}/${variant}`;
}

/**
 * Spec 01 §4: Find Me Something Similar is the car page's enquiry (its `#enquire` dialog, the link
 * cards of sold cars use); a shopper refused a reservation is sent there.
 */
export function findSimilarPath(car: { slug: string }): string {
  return `${carPath(car)}#enquire`;
}

/** Spec 02 §2: the default search path. */
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars';

type CarTypeSlugs = Record<'new' | 'demo' | 'used', string>;
type SearchPrefix = 'search' | 'used-car';

/**
 * Spec 02 §2: "/used-car/... Used in place of /search/... for one dealer group". Menus, banners and
 * defaults are written with /search/; a site whose search lives under /used-car/ gets them there.
 */
export function searchHref(href: string, prefix: SearchPrefix): string {
  return prefix !== 'search' && href.startsWith('/search/') ? `/${prefix}/${href.slice('/search/'.length)}` : href;
}

/** Spec 02 §2: /search/used-cars, /search/new-cars, /search/demo-cars (or /used-car/... for the group configured so). */
export function carTypeSearchPath(
  carType: 'new' | 'demo' | 'used',
  carTypeSlugs: CarTypeSlugs,
  prefix: SearchPrefix = 'search',
): string {
  return `/${prefix}/${carTypeSlugs[carType]}`;
}

export interface Crumb {
  label: string;
  href: string | null;
}

/**
 * Spec 02 §2 breadcrumbs: Home, car type, make, model, body type, current page. Each level links
 * to its search landing (spec 02 §2 search routes); the current page is not a link.
 */
export function carBreadcrumbs(
  car: { car_type: 'new' | 'demo' | 'used'; make: string; model: string; simple_body?: string | null },
  carTypeSlugs: CarTypeSlugs,
  current: string,
  prefix: SearchPrefix = 'search',
): Crumb[] {
  const typeLabel = `${CAR_TYPE_LABELS[car.car_type]} Cars`;
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: typeLabel, href: carTypeSearchPath(car.car_type, carTypeSlugs, prefix) },
    { label: car.make, href: makeSearchPath(car.make, prefix) },
    { label: car.model, href: modelSearchPath(car.make, car.model, prefix) },
  ];
  if (car.simple_body) crumbs.push({ label: car.simple_body, href: segmentSearchPath(car.simple_body, prefix) });
  crumbs.push({ label: current, href: null });
  return crumbs;
}

/** Lower-case URL segment for a make, model, body or location name ("Land Cruiser" → "land-cruiser"). */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Spec 02 §2: /search/{make} (or /used-car/{make} for the group configured so). */
export function makeSearchPath(make: string, prefix: SearchPrefix = 'search'): string {
  return `/${prefix}/${slugify(make)}`;
}

/** Spec 02 §2: /search/{make}/{model}. */
export function modelSearchPath(make: string, model: string, prefix: SearchPrefix = 'search'): string {
  return `/${prefix}/${slugify(make)}/${slugify(model)}`;
}

/** Spec 02 §2: /search/{simple_body}, /search/{location slug}, /search/{dealership_slug}: one segment. */
export function segmentSearchPath(segment: string, prefix: SearchPrefix = 'search'): string {
  return `/${prefix}/${slugify(segment)}`;
}

/** Spec 01 §2: the shared link of a car is the site host plus its path. */
export function carShareUrl(car: { slug: string }, origin: string): string {
  return new URL(carPath(car), origin).href;
}

/** Spec 01 §2: the printable vehicle page, opened in a new tab. */
export function printPath(car: { slug: string }): string {
  return `/print?car_id=${encodeURIComponent(car.slug)}`;
}

/** Spec 01 §2 / spec 02 §2: the trade-in valuation for a car. */
export function tradeInPath(car: { id: number }): string {
  return `/cars/trade-in?car_id=${car.id}`;
}

/** Spec 02 §2: online purchase, only when the feature flag is on (the caller checks it). */
export function checkoutJourneyPath(car: { slug: string }): string {
  return `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`;
}

/** Spec 02 §2: the anchor the finance link built from a car ends with. */
export const FINANCE_FORM_ANCHOR = '#finance-form';
/** Spec 02 §2: the finance page's path unless the site configures its own finance link. */
export const DEFAULT_FINANCE_PATH = '/finance';

type FinanceLinkCar = {
  id: number;
  vin?: string | null;
  nvic?: string | null;
  year: number;
  car_type: string;
  price: number;
  dealership_slug?: string | null;
};

/**
 * Spec 02 §2: the finance link built from a car: car_id, vin, nvic, year, preferredDealership,
 * car_type, vehiclePriceBudget, loanTerm, selfAssessedCreditScore and whoIsHelping, ending with
 * #finance-form. A configured default finance link overrides the path. Absent values are left out.
 */
export function financeLink(
  car: FinanceLinkCar,
  options: { path?: string | null; loanTerm: number; creditScore: string; whoIsHelping?: string },
): string {
  const params = new URLSearchParams();
  const add = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  };
  add('car_id', car.id);
  add('vin', car.vin);
  add('nvic', car.nvic);
  add('year', car.year);
  add('preferredDealership', car.dealership_slug);
  add('car_type', car.car_type);
  add('vehiclePriceBudget', car.price > 0 ? car.price : null);
  add('loanTerm', options.loanTerm);
  add('selfAssessedCreditScore', options.creditScore);
  add('whoIsHelping', options.whoIsHelping);
  return `${options.path || DEFAULT_FINANCE_PATH}?${params}${FINANCE_FORM_ANCHOR}`;
}
