/**
 * The reserve pages (issue 16; spec 01 §1, §2, §9, spec 02 §2, §4): which cars get a checkout page,
 * the reservation's promises as facts, the details step's checks and what the page does with
 * POST /api/reservations' answer. Kept free of zod and framework code: the checkout island imports it.
 */
import { mobileNumber } from './mobile-number.ts';
import { checkoutEnabled } from './reservation.ts';
import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { isInStock } from './stock.ts';

type ReserveCar = Pick<Car, 'status' | 'payment_processors' | 'reserved'>;
type CheckoutSite = { features: Pick<SiteConfig['features'], 'reserve_online' | 'reserve_path'> };

/**
 * Spec 01 §2 "/cars/{slug}/checkout | reserve the car online", "/cars/{slug}/buy-online | same, on one site
 * variant": the cars that get the page at `variant` are those offering Reserve This Car there: checkout enabled
 * for the car (the site's switch and its `payment_processors`), in stock and not already reserved (issue 16). A
 * hold taken after the build is the functions' to refuse, and the page's view.json to show.
 */
export function offersReserve(car: ReserveCar, site: CheckoutSite): boolean {
  return checkoutEnabled(car, site.features.reserve_online) && isInStock(car) && car.reserved !== true;
}

export function checkoutPageCars<T extends ReserveCar>(
  cars: readonly T[],
  site: CheckoutSite,
  variant: 'checkout' | 'buy-online',
): T[] {
  return site.features.reserve_path === variant ? cars.filter((car) => offersReserve(car, site)) : [];
}

/** '{amount}' and '{hours}' filled: the spec's promises (spec 01 §9, spec 02 §8 "held 48 hours, 100% refundable"). */
export function fillReserveText(template: string, values: { amount: number; hours: number }): string {
  return template
    .replaceAll('{amount}', `$${values.amount.toLocaleString('en-AU')}`)
    .replaceAll('{hours}', String(values.hours));
}

export interface ReserveDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The details step's checks, with the messages the lead forms use; an empty map means the step passes. */
export function reserveDetailsErrors(
  details: ReserveDetails,
  messages: { required: string; invalidEmail: string },
): Partial<Record<keyof ReserveDetails, string>> {
  const errors: Partial<Record<keyof ReserveDetails, string>> = {};
  if (details.firstName.trim() === '') errors.firstName = messages.required;
  const email = details.email.trim();
  if (email === '') errors.email = messages.required;
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.invalidEmail;
  const phone = mobileNumber(details.phone);
  if (!phone.ok) errors.phone = phone.error;
  return errors;
}

/**
 * The typed mobile is the signed-in shopper's verified one (the same number in any form: 0412…, +61412…).
 * Only then is the phone verified; another number needs its own code.
 */
export function phoneVerified(typed: string, sessionPhone: string | null): boolean {
  if (sessionPhone === null) return false;
  const mine = mobileNumber(typed);
  const verified = mobileNumber(sessionPhone);
  return mine.ok && verified.ok && mine.local === verified.local;
}

export type ReserveOutcome =
  | { kind: 'go'; href: string }
  | { kind: 'refused'; message: string; similarHref: string }
  | { kind: 'failed'; message: string };

/**
 * What the page does with POST /api/reservations' answer: 200 goes to the provider's checkout (an https URL,
 * stripe) or to /success (none: held, the dealer confirms by phone); a 409 naming a similar-car link is the
 * refused shopper's message and link (never a payment); anything else is the answer's error, or `fallback`.
 */
export function reserveOutcome(status: number, body: unknown, fallback: string): ReserveOutcome {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const error = typeof record.error === 'string' && record.error.trim() !== '' ? record.error : fallback;
  if (status === 200) {
    const url = record.checkout_url;
    if (url === null || url === undefined) return { kind: 'go', href: '/success' };
    if (typeof url === 'string' && url.startsWith('https://')) return { kind: 'go', href: url };
    return { kind: 'failed', message: fallback };
  }
  const similar = record.similar_href;
  if (status === 409 && typeof similar === 'string' && similar.startsWith('/'))
    return { kind: 'refused', message: error, similarHref: similar };
  return { kind: 'failed', message: error };
}
