/** The default texts of the `gauge.` keys: one message group of src/domain/strings.ts. */
export const GAUGE_STRINGS = {
  'gauge.goodDeal': 'Good Deal',
  'gauge.greatDeal': 'Great Deal',
  'gauge.title': 'Price Comparison',
  'gauge.name': 'Price compared with the market',
  'gauge.thisCar': 'This car',
  'gauge.marketRange': 'Market range',
  'gauge.summary': '{label}: this car is {price}, against a market range of {min} to {max}.',
  'gauge.loading': 'Loading the price comparison…',
} as const;
