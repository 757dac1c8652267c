/** Route builders for links the specs name (spec 01 §2, spec 02 §2). */
import { CAR_TYPE_LABELS } from './schemas/car.ts';

/** Spec 01 §2: the vehicle page is /cars/{slug}. */
export function carPath(car: { slug: string }): string {
  return `/cars/${car.slug}`;
}

/** Spec 02 §2: reserve at /cars/{slug}/checkout, or /cars/{slug}/buy-online on one dealer variant. */
export function reservePath(car: { slug: string }, variant: 'checkout' | 'buy-online' = 'checkout'): string {
  return `/cars/${car.slug}/${variant}`;
}

/** Spec 02 §2: the default search path. */
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars';

type CarTypeSlugs = Record<'new' | 'demo' | 'used', string>;
type SearchPrefix = 'search' | 'used-car';

/** Spec 02 §2: /search/used-cars, /search/new-cars, /search/demo-cars (or /used-car/... for the group configured so). */
export function carTypeSearchPath(carType: 'new' | 'demo' | 'used', carTypeSlugs: CarTypeSlugs, prefix: SearchPrefix = 'search'): string {
  return `/${prefix}/${carTypeSlugs[carType]}`;
}

export interface Crumb { label: string; href: string | null }

const slugify = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

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
    { label: car.make, href: `/${prefix}/${slugify(car.make)}` },
    { label: car.model, href: `/${prefix}/${slugify(car.make)}/${slugify(car.model)}` },
  ];
  if (car.simple_body) crumbs.push({ label: car.simple_body, href: `/${prefix}/${slugify(car.simple_body)}` });
  crumbs.push({ label: current, href: null });
  return crumbs;
}
