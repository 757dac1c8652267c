/**
 * Shopper-facing text, keyed, with the specs' exact wording as the defaults. A tenant overrides
 * any key under `strings` in site.json; a key it leaves out falls back to these, never to blank.
 * Placeholders in braces ({count}, {name}) are filled by `fillString`.
 *
 * The defaults are kept one module per message group (the key's prefix) in strings/, and this
 * module puts them together for what needs every key: the build, the functions, the site.json
 * schema. Browser code takes its default messages from its group's module (lead-forms.ts from
 * strings/form.ts), so a page loads the groups it uses, not the whole table (issue 21). A tenant's
 * overrides reach the browser as the islands' `text` props, resolved at build time from the whole table.
 */
import { SOLD_STRINGS } from './strings/sold.ts';
import { TAG_STRINGS } from './strings/tag.ts';
import { PRICE_STRINGS } from './strings/price.ts';
import { CARD_STRINGS } from './strings/card.ts';
import { COMMENTS_STRINGS } from './strings/comments.ts';
import { SEARCH_STRINGS } from './strings/search.ts';
import { REGO_STRINGS } from './strings/rego.ts';
import { BANNER_STRINGS } from './strings/banner.ts';
import { RESERVE_STRINGS } from './strings/reserve.ts';
import { VEHICLE_STRINGS } from './strings/vehicle.ts';
import { FORM_STRINGS } from './strings/form.ts';
import { HOURS_STRINGS } from './strings/hours.ts';
import { LOCATIONS_STRINGS } from './strings/locations.ts';
import { GALLERY_STRINGS } from './strings/gallery.ts';
import { SPIN_STRINGS } from './strings/spin.ts';
import { FINANCE_STRINGS } from './strings/finance.ts';
import { FINANCE_PAGE_STRINGS } from './strings/finance-page.ts';
import { GAUGE_STRINGS } from './strings/gauge.ts';
import { DELIVERY_STRINGS } from './strings/delivery.ts';
import { FUEL_STRINGS } from './strings/fuel.ts';
import { FINANCE_BOX_STRINGS } from './strings/finance-box.ts';
import { CONTACT_STRINGS } from './strings/contact.ts';
import { SIMILAR_STRINGS } from './strings/similar.ts';
import { VIEWED_STRINGS } from './strings/viewed.ts';
import { NOT_FOUND_STRINGS } from './strings/not-found.ts';
import { FOOTER_STRINGS } from './strings/footer.ts';
import { BUDGET_STRINGS } from './strings/budget.ts';
import { CAR_STRINGS } from './strings/car.ts';
import { SHARE_STRINGS } from './strings/share.ts';
import { FAVOURITE_STRINGS } from './strings/favourite.ts';
import { SAVE_STRINGS } from './strings/save.ts';
import { FAVOURITES_STRINGS } from './strings/favourites.ts';
import { COMPARE_STRINGS } from './strings/compare.ts';
import { PRINT_STRINGS } from './strings/print.ts';
import { LINK_STRINGS } from './strings/link.ts';
import { PDF_STRINGS } from './strings/pdf.ts';
import { SHEET_STRINGS } from './strings/sheet.ts';
import { SIGN_IN_STRINGS } from './strings/sign-in.ts';
import { ACCOUNT_STRINGS } from './strings/account.ts';
import { GATE_STRINGS } from './strings/gate.ts';
import { GARAGE_STRINGS } from './strings/garage.ts';
import { CHECKOUT_STRINGS } from './strings/checkout.ts';

export const DEFAULT_STRINGS = {
  ...SOLD_STRINGS,
  ...TAG_STRINGS,
  ...PRICE_STRINGS,
  ...CARD_STRINGS,
  ...COMMENTS_STRINGS,
  ...SEARCH_STRINGS,
  ...REGO_STRINGS,
  ...BANNER_STRINGS,
  ...RESERVE_STRINGS,
  ...VEHICLE_STRINGS,
  ...FORM_STRINGS,
  ...HOURS_STRINGS,
  ...LOCATIONS_STRINGS,
  ...GALLERY_STRINGS,
  ...SPIN_STRINGS,
  ...FINANCE_STRINGS,
  ...FINANCE_PAGE_STRINGS,
  ...GAUGE_STRINGS,
  ...DELIVERY_STRINGS,
  ...FUEL_STRINGS,
  ...FINANCE_BOX_STRINGS,
  ...CONTACT_STRINGS,
  ...SIMILAR_STRINGS,
  ...VIEWED_STRINGS,
  ...NOT_FOUND_STRINGS,
  ...FOOTER_STRINGS,
  ...BUDGET_STRINGS,
  ...CAR_STRINGS,
  ...SHARE_STRINGS,
  ...FAVOURITE_STRINGS,
  ...SAVE_STRINGS,
  ...FAVOURITES_STRINGS,
  ...COMPARE_STRINGS,
  ...PRINT_STRINGS,
  ...LINK_STRINGS,
  ...PDF_STRINGS,
  ...SHEET_STRINGS,
  ...SIGN_IN_STRINGS,
  ...ACCOUNT_STRINGS,
  ...GATE_STRINGS,
  ...GARAGE_STRINGS,
  ...CHECKOUT_STRINGS,
} as const;

export type StringKey = keyof typeof DEFAULT_STRINGS;
export const STRING_KEYS = Object.keys(DEFAULT_STRINGS) as StringKey[];
export type Strings = Record<StringKey, string>;

/** The tenant's strings: built-in defaults under the tenant's overrides. */
export function resolveStrings(overrides: Partial<Record<StringKey, string>> = {}): Strings {
  return { ...DEFAULT_STRINGS, ...overrides };
}

// In its own module, so browser code that fills a template does not ship the whole table.
export { fillString } from './fill-string.ts';
