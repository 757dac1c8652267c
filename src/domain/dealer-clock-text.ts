/**
 * An instant as the dealer's clock reads it (the footer's "Stock as at"). Apart from dealer-time.ts
 * on purpose: the sales counter's browser script imports that module, and a formatter made at load
 * is code every page would ship.
 */
import { DEALER_TIME_ZONE } from './dealer-time.ts';

const DEALER_CLOCK = new Intl.DateTimeFormat('en-AU', {
  timeZone: DEALER_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * "20 Nov 2026, 6:05 pm AEST": Brisbane time, which has no daylight saving. Assembled from the
 * parts, so the ICU version's spacing before am/pm cannot change the text.
 */
export function formatDealerDateTime(instant: Date): string {
  // Every page of a build shows the build's instant: formatted once (ICU's formatToParts on each page was 0.2 s of
  // the group's render).
  if (last?.time === instant.getTime()) return last.text;
  const part = Object.fromEntries(DEALER_CLOCK.formatToParts(instant).map(({ type, value }) => [type, value]));
  const text = `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod?.toLowerCase()} AEST`;
  last = { time: instant.getTime(), text };
  return text;
}
let last: { time: number; text: string } | undefined;
