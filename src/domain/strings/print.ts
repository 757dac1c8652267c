/** The default texts of the `print.` keys: one message group of src/domain/strings.ts. */
export const PRINT_STRINGS = {
  'print.button': 'Print',
  'print.loading': 'Preparing the printable page…',
  'print.notFound': 'Sorry, we could not find that car. It may have been sold.',
  'print.back': 'Back to the car',
  'print.carLink': 'See this car online:',
} as const;
