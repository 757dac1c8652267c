/** The printable vehicle page, /print?car_id={slug} (spec 01 §2 "printable vehicle page, opens in a new tab"). */

/**
 * The parts of a car page the printable page (/print?car_id=, spec 01 §2) is made of, in print
 * order. A section marks its printable element with `data-print="<part>"`; parts a page lacks are
 * left out. Inside a part, buttons, scripts, hidden elements and `data-print-skip` are dropped.
 */
export const PRINT_PARTS = [
  'title',
  'price',
  'image',
  'key-information',
  'vehicle-details',
  'specifications',
  'features',
  'dealer-comments',
  'dealer',
] as const;
export type PrintPart = (typeof PRINT_PARTS)[number];

/** A car slug as the stock schema allows it: what `/print?car_id=` accepts before asking for the page. */
export function printableSlug(carId: string | null | undefined): string | null {
  const slug = (carId ?? '').trim();
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? slug : null;
}
