import { DEALER_TIME_ZONE, dealerInstant } from './dealer-time.ts';

/** How the rego expiry reads on the vehicle page (spec 01 §4), or null when nothing is shown. */
export type RegoDisplay = { kind: 'expires'; date: string } | { kind: 'unregistered' } | null;

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DEALER_TIME_ZONE,
});

/**
 * Spec 01 §4: a future date shows 'Expires on {date}'; a past date shows Unregistered on sites that
 * ask for it (`rego_unregistered_when_expired`) and nothing elsewhere. Unparseable dates show nothing.
 */
export function regoDisplay(
  regoExpiry: string | null | undefined,
  now: Date,
  unregisteredWhenExpired: boolean,
): RegoDisplay {
  if (!regoExpiry) return null;
  const expiry = dealerInstant(regoExpiry, 'end');
  if (Number.isNaN(expiry)) return null;
  if (expiry >= now.getTime()) return { kind: 'expires', date: dateFormat.format(new Date(expiry)) };
  return unregisteredWhenExpired ? { kind: 'unregistered' } : null;
}
