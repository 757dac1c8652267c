import { cardTag, type CardTag } from './card-tag.ts';
import { carTitle, formatKm } from './format.ts';
import { imageUrl } from './image-url.ts';
import { priceDisplay, type PriceDisplay } from './price-display.ts';
import { CAR_TYPE_LABELS, type Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { isInStock } from './stock.ts';
import { MAIN_IMAGE } from './vehicle-page.ts';
import type { Strings } from './strings.ts';
import { carPath } from './routes.ts';
import { reserveAction } from './car-actions.ts';
import { showSaveButton } from './watchlist.ts';

/** Spec 01 §9: main images are 600x400; cards use the same size so the browser caches one file. */
export const CARD_IMAGE = MAIN_IMAGE;

/** Everything a vehicle card shows, decided by the domain rules; the card itself only lays it out. */
export interface VehicleCardModel {
  id: number;
  href: string;
  title: string;
  subtitle: string;
  imageUrl: string | null;
  imageAlt: string;
  tag: CardTag | null;
  price: PriceDisplay;
  inStock: boolean;
  facts: { label: string; value: string }[];
  reserve: { href: string; label: string } | null;
  /** For the favourite entry the heart saves (spec 01 §3). */
  make: string;
  model: string;
  /** The heart shows before the car is saved (spec 01 §4 showSaveButton); a saved car's heart always shows. */
  saveable: boolean;
}

export function toVehicleCardModel(car: Car, site: SiteConfig, strings: Strings, now: Date): VehicleCardModel {
  const inStock = isInStock(car);
  const source = car.primary_image_url ?? car.images[0]?.image.url ?? null;
  const facts = [
    { label: 'Condition', value: CAR_TYPE_LABELS[car.car_type] },
    { label: 'Transmission', value: car.simple_transmission ?? car.trans ?? '' },
    { label: 'Odometer', value: car.km != null ? formatKm(car.km) : '' },
    { label: 'Fuel Type', value: car.simple_fuel ?? car.fuel ?? '' },
  ].filter((fact) => fact.value);
  return {
    id: car.id,
    href: carPath(car),
    title: [car.year, car.make, car.model].join(' '),
    subtitle: [car.badge, car.series].filter(Boolean).join(' '),
    imageUrl: source ? imageUrl(source, CARD_IMAGE, site.image_cdn) : null,
    imageAlt: carTitle(car),
    tag: cardTag(car, site, strings, now),
    price: priceDisplay(car, site),
    inStock,
    facts: inStock ? facts : [],
    reserve: reserveAction(car, site, strings),
    make: car.make,
    model: car.model,
    saveable: showSaveButton(car, {
      alreadySaved: false,
      hideWithoutPriceOrImages: site.features.hide_save_without_price_or_images,
    }),
  };
}
