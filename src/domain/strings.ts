/**
 * Shopper-facing text, keyed, with the specs' exact wording as the defaults. A tenant overrides
 * any key under `strings` in site.json; a key it leaves out falls back to these, never to blank.
 * Placeholders in braces ({count}, {name}) are filled by `fillString`.
 */
export const DEFAULT_STRINGS = {
  'sold.message': 'Unfortunately this vehicle recently sold.',
  'sold.tag': 'JUST SOLD',
  'sold.similarPrompt': 'Like this and want something similar?',
  'tag.comingSoon': 'Coming Soon',
  'tag.newArrival': 'New Arrival',
  'tag.reserved': 'Reserved',
  'tag.electric': 'Electric',
  'tag.hybrid': 'Hybrid',
  'price.noPrice': 'Enquire for price.',
  'price.preorder': 'PREORDER',
  'price.perWeek': '/week',
  'price.belowMarket': 'Below Market',
  'card.explore': 'Explore Vehicle',
  'card.quickEnquiry': 'Quick Enquiry',
  'card.reserve': 'Reserve This Car',
  'card.findSimilar': 'Find Me Something Similar',
  'comments.pending': 'Dealer comments are pending. Please check back here later.',
  'search.noResults': 'No results found for your search at this time. Please try adjusting the filters for more results.',
  'search.noResultsTitle': 'No Results Available',
  'search.noResultsCard': 'There are currently no offers that meet your search conditions.',
  'search.clearFilters': 'Clear Filters',
  'search.showMe': 'Show Me {count} {cars}',
  'rego.expiresOn': 'Expires on {date}',
  'rego.unregistered': 'Unregistered',
  'banner.offers.title': 'Latest Offers',
  'banner.offers.text': 'See our latest offers',
  'banner.service.title': 'Book Service Online',
  'banner.service.text': 'Book your next service online',
  'banner.tradeIn.title': 'Sell Your Car',
  'banner.tradeIn.text': 'Get an instant offer in 2 minutes',
  'reserve.promise': 'Reserve online: we hold the car for 48 hours and your deposit is 100% refundable.',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for has moved, or the car has been sold.',
} as const;

export type StringKey = keyof typeof DEFAULT_STRINGS;
export const STRING_KEYS = Object.keys(DEFAULT_STRINGS) as StringKey[];
export type Strings = Record<StringKey, string>;

/** The tenant's strings: built-in defaults under the tenant's overrides. */
export function resolveStrings(overrides: Partial<Record<StringKey, string>> = {}): Strings {
  return { ...DEFAULT_STRINGS, ...overrides };
}

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a gap is visible. */
export function fillString(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
