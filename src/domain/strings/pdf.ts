/** The default texts of the `pdf.` keys: one message group of src/domain/strings.ts. */
export const PDF_STRINGS = {
  'pdf.button': 'PDF',
  'pdf.buttonName': 'Download PDF',
  'pdf.preparing': 'Preparing…',
  'pdf.failed': 'Sorry, the PDF could not be prepared. Please try again.',
} as const;
