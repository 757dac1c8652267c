/** The default texts of the `price.` keys: one message group of src/domain/strings.ts. */
export const PRICE_STRINGS = {
  'price.noPrice': 'Enquire for price.',
  'price.preorder': 'PREORDER',
  'price.perWeek': '/week',
  'price.belowMarket': 'Below Market',
} as const;
