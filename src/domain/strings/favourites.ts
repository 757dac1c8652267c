/** The default texts of the `favourites.` keys: one message group of src/domain/strings.ts. */
export const FAVOURITES_STRINGS = {
  'favourites.title': 'Favourites',
  'favourites.intro': 'The cars you saved on this device.',
  'favourites.empty': 'You have no favourites yet. Tap the heart on a car to save it here.',
  'favourites.browse': 'Browse our stock',
  'favourites.remove': 'Remove {name}',
} as const;
