/**
 * Compare cars (spec 01 §1 "compare cars", §6 "Anonymous visitor: can ... compare"; spec 02 §2 "car comparison
 * block"). The specs give no path, limit or wording; the issue (17 item 10) asks for up to 3 cars side by side,
 * shareable by URL. Decisions (docs/ARCHITECTURE.md): the page is /compare?cars={slug},{slug},{slug}; the list is kept
 * in the browser (src/stores/compare.ts) as the cars' slugs; a 4th car is refused with a message, not swapped in.
 */
import { formatMoney } from './format.ts';
import type { PriceDisplay } from './price-display.ts';
import type { SpecRow } from './spec-rows.ts';

/** Issue 17 item 10: "add up to 3". */
export const COMPARE_LIMIT = 3;
export const COMPARE_PATH = '/compare';
/** The query parameter naming the compared cars: their slugs, comma separated. */
export const COMPARE_QUERY = 'cars';

/** A car in the compare list: its slug (the page's key, also in the shared URL) and its name (for messages). */
export interface CompareEntry {
  slug: string;
  name: string;
}

export type CompareOutcome = 'added' | 'removed' | 'full';

/** The compare toggles' toast texts (strings.ts 'compare.*'), a JSON script in pages with cards (LeadDialogs.astro). */
export interface CompareText {
  added: string;
  removed: string;
  full: string;
  view: string;
  dismiss: string;
}
export const COMPARE_TEXT_ID = 'compare-text';

/** The compare page's texts (strings.ts 'compare.*'), handed to its table (src/elements/compare-table.ts). */
export interface CompareTableText {
  title: string;
  remove: string;
  missing: string;
  price: string;
  keyInformation: string;
  specifications: string;
  equipment: string;
  included: string;
  notListed: string;
}

/**
 * Fills {name}-style placeholders, as strings.ts's fillString does; kept here so the browser's compare modules do
 * not import strings.ts with its whole default dictionary.
 */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A car slug as the site writes them (carPath): letters, digits and dashes. */
const SLUG = /^[a-z0-9][a-z0-9-]*$/i;

export function isCarSlug(value: string): boolean {
  return SLUG.test(value) && value.length <= 200;
}

/**
 * A card's or page's compare button pressed: a car in the list leaves it; another joins at the end while the list
 * holds fewer than COMPARE_LIMIT; with the list full it is refused ('full') and the list is unchanged.
 */
export function toggleCompare(
  list: readonly CompareEntry[],
  entry: CompareEntry,
): { list: CompareEntry[]; outcome: CompareOutcome } {
  if (list.some((car) => car.slug === entry.slug))
    return { list: list.filter((car) => car.slug !== entry.slug), outcome: 'removed' };
  if (list.length >= COMPARE_LIMIT) return { list: [...list], outcome: 'full' };
  return { list: [...list, entry], outcome: 'added' };
}

/** The shareable address of a comparison: /compare?cars=a,b,c (just /compare for none). */
export function comparePath(slugs: readonly string[]): string {
  return slugs.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?${COMPARE_QUERY}=${slugs.join(',')}`;
}

/**
 * The cars a compare address names (`location.search`): each slug once, in order, anything that is not a slug
 * dropped, at most COMPARE_LIMIT (a hand-edited link with more shows the first 3). Null when the address names none,
 * so the page shows the shopper's own list instead.
 */
export function slugsFromSearch(search: string): string[] | null {
  const value = new URLSearchParams(search).get(COMPARE_QUERY);
  if (value === null) return null;
  const slugs = value
    .split(',')
    .map((slug) => slug.trim())
    .filter(isCarSlug);
  return [...new Set(slugs)].slice(0, COMPARE_LIMIT);
}

/** The car slug of a vehicle page path (/cars/{slug}), or null. */
export function slugOfCarPath(path: string): string | null {
  const slug = /^\/cars\/([^/?#]+)\/?$/.exec(path)?.[1];
  return slug !== undefined && isCarSlug(slug) ? slug : null;
}

/** What the compare page shows of one car, written at build time per car (src/pages/compare-data/[slug].json.ts). */
export interface CompareCar {
  slug: string;
  name: string;
  href: string;
  imageUrl: string | null;
  /** Spec 01 §4 in stock (in_stock, coming_soon): a sold car's file stays while its page does, but it is not offered. */
  inStock: boolean;
  price: { text: string; type: string | null; was: string | null };
  keyInformation: SpecRow[];
  specifications: SpecRow[];
  equipment: string[];
}

/** The price as the compare table prints it (spec 01 §4 precedence, decided by priceDisplay). */
export function comparePrice(price: PriceDisplay, text: { perWeek: string; preorder: string }): CompareCar['price'] {
  switch (price.kind) {
    case 'subscription':
      return { text: formatMoney(price.amount), type: text.perWeek, was: null };
    case 'price':
      return {
        text: formatMoney(price.amount),
        type: price.priceType,
        was: price.wasPrice === null ? null : formatMoney(price.wasPrice),
      };
    case 'preorder':
      return { text: text.preorder, type: null, was: null };
    case 'no-price':
      return { text: price.text, type: null, was: null };
  }
}

/** One row of the side-by-side table: a label and each car's value (null where that car has none). */
export interface CompareRow {
  label: string;
  values: (string | null)[];
}

/**
 * Rows for one section of the table (key information, specifications): every label any car has, in the order they
 * first appear, each car's value or null (spec 01 §5: a row shows only when data is present, here for at least one
 * car).
 */
export function compareRows(lists: readonly (readonly SpecRow[])[]): CompareRow[] {
  const labels = [...new Set(lists.flatMap((rows) => rows.map((row) => row.label)))];
  return labels.map((label) => ({
    label,
    values: lists.map((rows) => rows.find((row) => row.label === label)?.value ?? null),
  }));
}

/** The equipment rows: every item any car lists, in first-seen order, and whether each car has it. */
export function equipmentRows(lists: readonly (readonly string[])[]): { item: string; has: boolean[] }[] {
  const items = [...new Set(lists.flat())];
  return items.map((item) => ({ item, has: lists.map((list) => list.includes(item)) }));
}
