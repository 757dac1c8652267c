import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import type { Strings } from './strings.ts';
import { fuelKind } from './fuel-kind.ts';
import { isInStock } from './stock.ts';

/** Spec 01 §4 / §9: a car created within this many days carries the new-arrival tag. */
export const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CardTagKind =
  'electric' | 'hybrid' | 'reserved' | 'certified' | 'custom' | 'coming-soon' | 'new-arrival' | 'sold';
/** green: runout sale; red: other custom tags; the rest use the theme. */
export type CardTagTone = 'green' | 'red' | 'brand' | 'dark';
export interface CardTag {
  kind: CardTagKind;
  label: string;
  tone: CardTagTone;
  /** An image shown in place of the text (the certified-used badge), `label` its alternative text. */
  image?: string;
}

type TagCar = Pick<
  Car,
  'status' | 'simple_fuel' | 'fuel' | 'reserved' | 'certified' | 'make' | 'car_type' | 'tag' | 'created_at'
>;
type TagSite = {
  features: Pick<
    SiteConfig['features'],
    'electric_hybrid_tag' | 'certified_make' | 'certified_badge_image' | 'coming_soon_label'
  >;
};

/**
 * Spec 01 §4 card tag priority. In stock: electric or hybrid (when the site enables it); reserved;
 * the certified-used badge (one make only); a custom tag (a runout-sale tag is green, others red);
 * coming soon; new arrival when created within the last 8 days; otherwise none. Out of stock: the
 * sold tag.
 */
export function cardTag(
  car: TagCar,
  site: TagSite,
  strings: Pick<Strings, 'sold.tag' | 'tag.reserved' | 'tag.electric' | 'tag.hybrid' | 'tag.newArrival'>,
  now: Date,
): CardTag | null {
  if (!isInStock(car)) return { kind: 'sold', label: strings['sold.tag'], tone: 'dark' };
  const fuel = site.features.electric_hybrid_tag ? fuelKind(car) : null;
  if (fuel) return { kind: fuel, label: strings[fuel === 'electric' ? 'tag.electric' : 'tag.hybrid'], tone: 'green' };
  if (car.reserved) return { kind: 'reserved', label: strings['tag.reserved'], tone: 'dark' };
  const certifiedMake = site.features.certified_make;
  if (
    car.certified &&
    car.car_type === 'used' &&
    certifiedMake &&
    car.make.toLowerCase() === certifiedMake.toLowerCase()
  ) {
    const label = `Certified Pre-Owned ${car.make}`;
    const image = site.features.certified_badge_image;
    return image ? { kind: 'certified', label, tone: 'brand', image } : { kind: 'certified', label, tone: 'brand' };
  }
  const custom = car.tag?.trim();
  if (custom) return { kind: 'custom', label: custom, tone: /runout/i.test(custom) ? 'green' : 'red' };
  if (car.status === 'coming_soon')
    return { kind: 'coming-soon', label: site.features.coming_soon_label, tone: 'brand' };
  if (car.created_at) {
    const age = now.getTime() - Date.parse(car.created_at);
    if (age >= 0 && age < NEW_ARRIVAL_DAYS * DAY_MS)
      return { kind: 'new-arrival', label: strings['tag.newArrival'], tone: 'brand' };
  }
  return null;
}
