/** The default texts of the `compare.` keys: one message group of src/domain/strings.ts. */
export const COMPARE_STRINGS = {
  'compare.button': 'Compare',
  'compare.carName': 'Compare {name}',
  'compare.added': '{name} added to compare.',
  'compare.removed': '{name} removed from compare.',
  'compare.full': 'You can compare up to 3 cars. Remove one to add another.',
  'compare.view': 'Compare now ({count})',
  'compare.dismiss': 'Dismiss',
  'compare.title': 'Compare Cars',
  'compare.intro': 'Up to 3 cars side by side; share this address to share them.',
  'compare.empty': 'No cars to compare yet. Tap Compare on a car to add it.',
  'compare.missing': 'A car here is no longer available.',
  'compare.price': 'Price',
  'compare.included': 'Included',
  'compare.notListed': 'Not listed',
} as const;
