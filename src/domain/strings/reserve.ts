/** The default texts of the `reserve.` keys: one message group of src/domain/strings.ts. */
export const RESERVE_STRINGS = {
  'reserve.promise': 'Reserve online: we hold the car for 48 hours and your deposit is 100% refundable.',
} as const;
