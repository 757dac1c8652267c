/** The default texts of the `save.` keys: one message group of src/domain/strings.ts. */
export const SAVE_STRINGS = {
  'save.carName': 'Save {name}',
} as const;
