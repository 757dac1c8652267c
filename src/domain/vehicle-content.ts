/**
 * What the vehicle page's content sections show (spec 01 §2, §5, §9; spec 02 §3 "Information
 * tabs", §9): which tabs a car gets, which rows sit behind a Show More, and which of the dealer's
 * promises apply to it. The texts themselves are keyed strings (strings.ts).
 */
import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { isInStock } from './stock.ts';
import type { SpecRow } from './spec-rows.ts';

/** The tabs of spec 01 §2, in its order. */
export const VEHICLE_TABS = ['comments', 'included', 'why-buy', 'reserve', 'protect', 'features'] as const;
export type VehicleTab = (typeof VEHICLE_TABS)[number];

type ContentSite = { features: Pick<SiteConfig['features'], 'reserve_online'> };

/**
 * Spec 02 §5 "reserve and online purchase only when checkout is enabled": checkout is the site's
 * switch, and a car that is no longer in stock cannot be reserved (spec 01 §4: an out-of-stock car
 * shows Find Me Something Similar instead of the normal buttons).
 */
export function checkoutEnabled(car: Pick<Car, 'status'>, site: ContentSite): boolean {
  return site.features.reserve_online && isInStock(car);
}

/** The car's equipment without blank entries; an empty list means no Features tab. */
export function equipmentList(car: Pick<Car, 'standardEquipment'>): string[] {
  return (car.standardEquipment ?? []).map((item) => item.trim()).filter(Boolean);
}

/**
 * Spec 01 §2 "Tabs: Dealer Comments, What's Included, Why Buy From Us?, Reserve Online, Protect Your
 * Car, Features (only when equipment exists)". Reserve Online shows only where checkout is enabled.
 */
export function vehicleTabs(car: Pick<Car, 'status' | 'standardEquipment'>, site: ContentSite): VehicleTab[] {
  return VEHICLE_TABS.filter((tab) => {
    if (tab === 'reserve') return checkoutEnabled(car, site);
    if (tab === 'features') return equipmentList(car).length > 0;
    return true;
  });
}

/** A list item and whether it waits behind the Show More / Show All toggle. */
export interface ListItem<T> {
  item: T;
  extra: boolean;
}

/**
 * Spec 01 §9 "Feature list 8 items before Show All; key information 4 specs before Show More" and
 * §2 "all specifications (4 shown at first, show or hide toggle)": the first `shown` items are
 * visible, the rest wait behind the toggle, which is offered only when there is a rest.
 */
export function collapsedList<T>(items: readonly T[], shown: number): { items: ListItem<T>[]; toggle: boolean } {
  return { items: items.map((item, index) => ({ item, extra: index >= shown })), toggle: items.length > shown };
}

/**
 * The identity rows of the key information: what a buyer checks against the car and its papers.
 * They make the Vehicle Details box; the other rows (what the car is) stay in Key information.
 */
export const VEHICLE_DETAILS_LABELS: readonly string[] = [
  'Stock No.',
  'VIN',
  'Rego',
  'Rego Expiry',
  'Build Date',
  'Compliance Date',
  'Colour',
  'Interior',
  'Location',
];

/** Splits `keyInformation` rows into Key information and the Vehicle Details box, each in its own order. */
export function splitKeyInformation(rows: readonly SpecRow[]): {
  keyInformation: SpecRow[];
  vehicleDetails: SpecRow[];
} {
  return {
    keyInformation: rows.filter((row) => !VEHICLE_DETAILS_LABELS.includes(row.label)),
    vehicleDetails: rows.filter((row) => VEHICLE_DETAILS_LABELS.includes(row.label)),
  };
}

/** Spec 01 §9 "A used-car promise of a 48 hour money back guarantee appears": for used cars. */
export function moneyBackGuaranteeShown(car: Pick<Car, 'car_type'>): boolean {
  return car.car_type === 'used';
}

/** The used-car checks (spec 01 §2 "used-car checks") describe how a used car is prepared. */
export function usedCarChecksShown(car: Pick<Car, 'car_type'>): boolean {
  return car.car_type === 'used';
}

/**
 * A keyed string that holds a list: items separated by a pipe, as dealer comments are (spec 01
 * §5), so a tenant overriding it in site.json can give any number of items. Blank items dropped.
 */
export function stringList(text: string): string[] {
  return text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
}
