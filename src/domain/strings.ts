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
  'search.carOne': 'Car',
  'search.carMany': 'Cars',
  'search.resultCount': '{count} {vehicles} found',
  'search.vehicleOne': 'vehicle',
  'search.vehicleMany': 'vehicles',
  'search.label': 'Search stock',
  'search.placeholder': 'Make, model, keyword or stock number',
  'search.filters': 'Filters',
  'search.closeFilters': 'Close filters',
  'search.sortBy': 'Sort by',
  'search.currentFilters': 'Your filters',
  'search.removeFilter': 'Remove {filter}',
  'search.clearAll': 'Clear all',
  'search.showAll': 'Show all',
  'search.showFewer': 'Show fewer',
  'search.minimum': 'Minimum {label}',
  'search.maximum': 'Maximum {label}',
  'search.previousPage': 'Previous',
  'search.nextPage': 'Next',
  'search.pagination': 'Results pages',
  'search.results': 'Search results',
  'rego.expiresOn': 'Expires on {date}',
  'rego.unregistered': 'Unregistered',
  'banner.offers.title': 'Latest Offers',
  'banner.offers.text': 'See our latest offers',
  'banner.service.title': 'Book Service Online',
  'banner.service.text': 'Book your next service online',
  'banner.tradeIn.title': 'Sell Your Car',
  'banner.tradeIn.text': 'Get an instant offer in 2 minutes',
  'reserve.promise': 'Reserve online: we hold the car for 48 hours and your deposit is 100% refundable.',
  'form.optIn': 'Yes, I would like to subscribe to receive latest offers & product updates.',
  'form.findSimilarMessage': 'Can you please find me something similar?',
  'form.required': 'This is a required field.',
  'form.invalidPostcode': 'Invalid postcode. Please enter a 4-digit number.',
  'form.invalidEmail': 'Please enter a valid email address.',
  'form.termsRequired': '*You must agree to the terms of use before submitting.',
  'form.geocodeInvalidPostcode': 'Invalid postcode',
  'form.errorsHeading': 'Please fix the following errors:',
  'form.submitFailed': 'An error occurred when submitting this form',
  'form.unexpectedError': 'An unexpected error occured',
  'form.testDriveDate': 'Test Drive Booking Date',
  'form.messageLabel': 'Comments',
  'hours.closed': 'Closed',
  'hours.enquireNow': 'Enquire Now',
  'locations.swipe': 'Swipe',
  'locations.mapHeadingMany': '{count} Big Locations',
  'locations.mapHeadingOne': 'Find Us Here',
  'finance.enquireForFinance': 'Enquire for Finance',
  'finance.rangeHelp': 'Cannot be less than {min} or more than {max}',
  'finance.codeLength': 'Code must be 6 digits.',
  'finance.codeSent': 'Code sent!',
  'finance.tooManyAttempts': 'Too many verification attempts. Please try again later.',
  'finance.invalidCode': 'The verification code is invalid. Please try again.',
  'finance.unknownError': 'An unknown error occurred.',
  'finance.leadSubmissionFailed': 'Lead submission failed',
  'finance.createCustomerFailed': 'Failed to create customer with YouX',
  'finance.quickQuoteFailed': 'Failed to get YouX quick quote',
  'finance.noRedirectUrl': 'Failed to create customer or no redirect URL received.',
  'finance.stickyEstimate': 'est. {weekly}/wk based on sample {rate}% p.a.',
  'finance.onlyPerWeek': 'Only {weekly} /wk*',
  'gauge.goodDeal': 'Good Deal',
  'gauge.greatDeal': 'Great Deal',
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
