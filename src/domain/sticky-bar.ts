/**
 * The vehicle page's sticky car bar (spec 01 §2 "Sticky header appears after 500px of scroll:
 * image, name, transmission and body, price, price type, finance estimate ..., Get Finance and
 * Trade-In Valuation buttons"; §4 and §9 "Sticky header at 500px scroll (900px on a variant)";
 * spec 02 §2 "the sticky bottom bar after 900px on another").
 */
import type { Car } from './schemas/car.ts';
import type { SiteConfig } from './schemas/site-config.ts';
import { STICKY_BAR_AFTER_PX, STICKY_HEADER_AFTER_PX } from './vehicle-page.ts';

export interface StickyBarPlacement {
  /** Which edge of the window the bar sticks to. */
  edge: 'top' | 'bottom';
  /** The bar shows once the page has scrolled further than this many pixels. */
  afterPx: number;
}

/** The header at the top after 500 px, or on sites with `features.sticky_bar: "bottom"` the bottom bar after 900 px. */
export function stickyBarPlacement(site: { features: Pick<SiteConfig['features'], 'sticky_bar'> }): StickyBarPlacement {
  return site.features.sticky_bar === 'bottom'
    ? { edge: 'bottom', afterPx: STICKY_BAR_AFTER_PX }
    : { edge: 'top', afterPx: STICKY_HEADER_AFTER_PX };
}

/** "Appears after 500px of scroll": shown once the scroll offset is past the threshold, not at it. */
export function stickyBarShown(scrollY: number, afterPx: number): boolean {
  return scrollY > afterPx;
}

/**
 * The bar's "transmission and body" line: the dealer's own wording, else the simplified value;
 * either may be missing, and a line with neither is null (the bar shows none).
 */
export function transmissionAndBody(
  car: Pick<Car, 'trans' | 'simple_transmission' | 'body' | 'simple_body'>,
): string | null {
  const parts = [car.trans || car.simple_transmission, car.body || car.simple_body].filter((part): part is string =>
    Boolean(part?.trim()),
  );
  return parts.length ? parts.join(' · ') : null;
}
