/** The default texts of the `notFound.` keys: one message group of src/domain/strings.ts. */
export const NOT_FOUND_STRINGS = {
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for has moved, or the car has been sold.',
} as const;
