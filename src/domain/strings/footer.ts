/** The default texts of the `footer.` keys: one message group of src/domain/strings.ts. */
export const FOOTER_STRINGS = {
  'footer.stockAsAt': 'Stock as at {time}',
} as const;
