/** The default texts of the `comments.` keys: one message group of src/domain/strings.ts. */
export const COMMENTS_STRINGS = {
  'comments.pending': 'Dealer comments are pending. Please check back here later.',
} as const;
