/** How the rego expiry reads on the vehicle page (spec 01 §4), or null when nothing is shown. */
export type RegoDisplay = { kind: 'expires'; date: string } | { kind: 'unregistered' } | null;

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' });

/**
 * Spec 01 §4: a future date shows 'Expires on {date}'; a past date shows Unregistered on sites that
 * ask for it (`rego_unregistered_when_expired`) and nothing elsewhere. Unparseable dates show nothing.
 */
export function regoDisplay(regoExpiry: string | null | undefined, now: Date, unregisteredWhenExpired: boolean): RegoDisplay {
  if (!regoExpiry) return null;
  const expiry = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(regoExpiry) ? `${regoExpiry}T23:59:59+10:00` : regoExpiry);
  if (Number.isNaN(expiry)) return null;
  if (expiry >= now.getTime()) return { kind: 'expires', date: dateFormat.format(new Date(expiry)) };
  return unregisteredWhenExpired ? { kind: 'unregistered' } : null;
}
