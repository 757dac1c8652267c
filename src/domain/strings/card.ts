/** The default texts of the `card.` keys: one message group of src/domain/strings.ts. */
export const CARD_STRINGS = {
  'card.explore': 'Explore Vehicle',
  'card.quickEnquiry': 'Quick Enquiry',
  'card.reserve': 'Reserve This Car',
  'card.findSimilar': 'Find Me Something Similar',
} as const;
