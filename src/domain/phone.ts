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
