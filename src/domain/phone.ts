/**
 * A dealer phone number with all but its first four digits hidden, for sites that mask numbers
 * until clicked (spec 01 §4 "Phone reveal"): "07 3555 0123" becomes "07 35XX XXXX".
 */
export function maskPhone(phone: string): string {
  let shown = 0;
  return phone.replace(/\d/g, (digit) => (shown++ < 4 ? digit : 'X'));
}

/** tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The number to call about a car: its location's phone, else the site's sales phone for the car's
 * type (spec 02 §1: "phone numbers per car type (new, used, demo)").
 */
export function dealerPhoneFor(
  car: { car_type: 'new' | 'demo' | 'used'; location?: { phone?: string | null } | null },
  phoneNumbers: Record<'new' | 'demo' | 'used', string>,
): string {
  return car.location?.phone || phoneNumbers[car.car_type];
}

/** Spec 01 §8 "Missing dealer phone: warning 'No phone number available for car' logged". */
export const MISSING_PHONE_WARNING = 'No phone number available for car';

/**
 * The number the call-the-dealer block shows, or null when there is none to show (spec 01 §8: a
 * missing phone logs a warning and shows no phone). A number without a single digit counts as
 * missing: a placeholder such as "TBA" cannot be called.
 */
export function shownDealerPhone(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  return /\d/.test(trimmed) ? trimmed : null;
}
