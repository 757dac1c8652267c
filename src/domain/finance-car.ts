/**
 * The car the finance page is about (spec 02 §2 "When car_id is present it instead shows a card of
 * that car (image, name, price and price type, or /week for subscriptions)"): what the build writes
 * to /finance-cars/<id>.json for the page to read in the browser, and the card's price text.
 */
import { carTitle, formatMoney } from './format.ts';
import { imageUrl } from './image-url.ts';
import { priceDisplay } from './price-display.ts';
import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { CARD_IMAGE } from './vehicle-card-model.ts';

/** Where the build puts one car's finance data (one small file per car: the page reads only its own). */
export const financeCarPath = (id: number) => `/finance-cars/${id}.json`;

export interface FinanceCar {
  id: number;
  name: string;
  imageUrl: string | null;
  /** '$54,490', '$89 /week' (a subscription), or the site's no-price text. */
  priceText: string;
  /** 'Drive Away', 'Excl. Govt. Charges'…, or null. */
  priceType: string | null;
  /** The purchase price the quote starts from (0: none known, so the form's 30000 default). */
  price: number;
  year: number;
  vin: string | null;
  nvic: string | null;
  car_type: string;
  dealership_slug: string | null;
}

export function toFinanceCar(car: Car, site: SiteConfig, perWeek: string): FinanceCar {
  const shown = priceDisplay(car, site);
  const source = car.primary_image_url ?? car.images[0]?.image.url ?? null;
  const priceText =
    shown.kind === 'subscription'
      ? `${formatMoney(shown.amount)} ${perWeek}`
      : shown.kind === 'price'
        ? formatMoney(shown.amount)
        : shown.kind === 'preorder'
          ? 'PREORDER'
          : shown.text;
  return {
    id: car.id,
    name: carTitle(car),
    imageUrl: source ? imageUrl(source, CARD_IMAGE, site.image_cdn) : null,
    priceText,
    priceType: shown.kind === 'price' ? shown.priceType : null,
    price: shown.kind === 'price' ? shown.amount : 0,
    year: car.year,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    car_type: car.car_type,
    dealership_slug: car.dealership_slug ?? null,
  };
}
