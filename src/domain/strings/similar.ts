/** The default texts of the `similar.` keys: one message group of src/domain/strings.ts. */
export const SIMILAR_STRINGS = {
  'similar.heading': 'Similar Cars',
  'similar.browse': 'Browse our stock',
} as const;
