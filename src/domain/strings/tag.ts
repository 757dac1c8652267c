/** The default texts of the `tag.` keys: one message group of src/domain/strings.ts. */
export const TAG_STRINGS = {
  'tag.comingSoon': 'Coming Soon',
  'tag.newArrival': 'New Arrival',
  'tag.reserved': 'Reserved',
  'tag.electric': 'Electric',
  'tag.hybrid': 'Hybrid',
} as const;
