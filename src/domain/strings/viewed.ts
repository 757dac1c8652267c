/** The default texts of the `viewed.` keys: one message group of src/domain/strings.ts. */
export const VIEWED_STRINGS = {
  'viewed.title': 'Recently viewed',
} as const;
