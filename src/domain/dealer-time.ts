/** Spec 02 §9: the dealer's clock is Brisbane time (AEST, no daylight saving), whatever the machine's zone. */
export const DEALER_TIME_ZONE = 'Australia/Brisbane';
const DEALER_UTC_OFFSET = '+10:00';
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date or instant from a dealer's data, in milliseconds. A bare date (YYYY-MM-DD) means that
 * whole day in Brisbane: its first or its last millisecond, as `edge` asks. NaN when unreadable.
 */
export function dealerInstant(value: string, edge: 'start' | 'end'): number {
  if (!BARE_DATE.test(value)) return Date.parse(value);
  return Date.parse(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${DEALER_UTC_OFFSET}`);
}
