/** The default texts of the `sold.` keys: one message group of src/domain/strings.ts. */
export const SOLD_STRINGS = {
  'sold.message': 'Unfortunately this vehicle recently sold.',
  'sold.tag': 'JUST SOLD',
  'sold.similarPrompt': 'Like this and want something similar?',
} as const;
