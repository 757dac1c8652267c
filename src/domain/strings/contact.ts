/** The default texts of the `contact.` keys: one message group of src/domain/strings.ts. */
export const CONTACT_STRINGS = {
  'contact.heading': 'Call the dealer',
  'contact.showNumber': 'Show number',
  'contact.stockNumber': 'Stock number {stocknum}. Please quote it when you call.',
  'contact.enquireNow': 'Enquire Now',
  'contact.tradeIn': 'Trade-In Valuation',
} as const;
