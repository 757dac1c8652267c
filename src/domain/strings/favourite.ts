/** The default texts of the `favourite.` keys: one message group of src/domain/strings.ts. */
export const FAVOURITE_STRINGS = {
  'favourite.button': 'Favourite',
} as const;
