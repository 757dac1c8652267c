import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { offersReserve } from './checkout.ts';
import { reservePath } from './routes.ts';
import { isInStock } from './stock.ts';
import type { Strings } from './strings.ts';

/** Spec 02 §9 trade-in FAQ: cars over 7 years or 100,000 km get no online estimate. */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
export const ONLINE_ESTIMATE_MAX_KM = 100_000;

type ActionSite = {
  features: Pick<SiteConfig['features'], 'reserve_online' | 'reserve_amount' | 'reserve_path' | 'trade_in'>;
};

/**
 * Spec 01 §2 / spec 02 §4: Reserve This Car shows only for an in-stock car when checkout is enabled
 * for it and it is not already reserved (the site's switch, the car's `payment_processors`: `offersReserve`, the rule that builds
 * the checkout pages), its label carrying the reserve amount (default $200), to /cars/{slug}/checkout
 * (or /buy-online).
 */
export function reserveAction(
  car: Pick<Car, 'slug' | 'status' | 'payment_processors' | 'reserved'>,
  site: ActionSite,
  strings: Pick<Strings, 'card.reserve'>,
): { href: string; label: string } | null {
  if (!offersReserve(car, site)) return null;
  return {
    href: reservePath(car, site.features.reserve_path),
    label: `${strings['card.reserve']} $${site.features.reserve_amount}`,
  };
}

/**
 * Spec 01 §5 / spec 02 §5: the trade-in button shows only if the trade-in check passes. The spec
 * does not show the check; here it is the site offering trade-in valuations and the car being in
 * stock (an out-of-stock car shows Find Me Something Similar instead of the normal buttons).
 */
export function tradeInShown(car: Pick<Car, 'status'>, site: ActionSite): boolean {
  return site.features.trade_in && isInStock(car);
}

/** Spec 01 §5: the history report link shows only when the car has a file. */
export function historyReportUrl(car: Pick<Car, 'file'>): string | null {
  const file = car.file?.trim();
  return file ? file : null;
}

/**
 * Spec 02 §9 trade-in FAQ: a car more than 7 years old (by year of manufacture, at `now`'s year)
 * or with more than 100,000 km gets no online estimate; the shopper is asked to enquire instead.
 */
export function onlineEstimateAvailable(car: { year: number; km?: number | null }, now: Date): boolean {
  return now.getUTCFullYear() - car.year <= ONLINE_ESTIMATE_MAX_AGE_YEARS && (car.km ?? 0) <= ONLINE_ESTIMATE_MAX_KM;
}
