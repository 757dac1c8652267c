/** The default texts of the `banner.` keys: one message group of src/domain/strings.ts. */
export const BANNER_STRINGS = {
  'banner.offers.title': 'Latest Offers',
  'banner.offers.text': 'See our latest offers',
  'banner.service.title': 'Book Service Online',
  'banner.service.text': 'Book your next service online',
  'banner.tradeIn.title': 'Sell Your Car',
  'banner.tradeIn.text': 'Get an instant offer in 2 minutes',
  'banner.tradeIn.textAppraisal': 'Get a valuation from our team',
} as const;
