/** The default texts of the `hours.` keys: one message group of src/domain/strings.ts. */
export const HOURS_STRINGS = {
  'hours.closed': 'Closed',
  'hours.enquireNow': 'Enquire Now',
} as const;
