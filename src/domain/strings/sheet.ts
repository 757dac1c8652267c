/** The default texts of the `sheet.` keys: one message group of src/domain/strings.ts. */
export const SHEET_STRINGS = {
  'sheet.keyInformation': 'Key information',
  'sheet.specifications': 'Specifications',
  'sheet.features': 'Features',
  'sheet.comments': 'Dealer Comments',
  'sheet.contact': 'Contact the dealer',
} as const;
