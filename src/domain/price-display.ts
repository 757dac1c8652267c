import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';

/** Spec 01 §4: a reduced or current price is shown only when above 10. */
export const MIN_DISPLAY_PRICE = 10;

export type PriceDisplay =
  | { kind: 'subscription'; amount: number }
  | { kind: 'price'; amount: number; wasPrice: number | null; priceType: string | null }
  | { kind: 'preorder' }
  | { kind: 'no-price'; text: string };

type PriceCar = Pick<Car, 'price' | 'before_price' | 'offer_price' | 'subscription_price' | 'preorder' | 'price_type'>;
type PriceSite = Pick<SiteConfig, 'no_price_text'> & { features: Pick<SiteConfig['features'], 'subscriptions'> };

/**
 * Spec 01 §4 price display precedence: the subscription price (when the site offers
 * subscriptions and it is above 0); then the reduced (offer) or current price when above 10, with
 * the was-price struck through when before_price exceeds it; otherwise PREORDER for a preorder,
 * else the site's no-price text ('Enquire for price.').
 */
export function priceDisplay(car: PriceCar, site: PriceSite): PriceDisplay {
  if (site.features.subscriptions && (car.subscription_price ?? 0) > 0) {
    return { kind: 'subscription', amount: car.subscription_price as number };
  }
  const reduced =
    car.offer_price != null && car.offer_price > 0 && car.offer_price < car.price ? car.offer_price : null;
  const amount = reduced ?? car.price;
  if (amount > MIN_DISPLAY_PRICE) {
    const was = reduced !== null ? car.price : car.before_price;
    return {
      kind: 'price',
      amount,
      wasPrice: was != null && was > amount ? was : null,
      priceType: car.price_type ?? null,
    };
  }
  if (car.preorder) return { kind: 'preorder' };
  return { kind: 'no-price', text: site.no_price_text };
}
