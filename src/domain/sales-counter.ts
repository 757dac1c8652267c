import { DEALER_TIME_ZONE } from './dealer-time.ts';

/** Spec 02 §9: the group's "Sales this Month" counter adds 192 a day. */
export const SALES_PER_DAY = 192;
/** Spec 02 §9: one more sale every 450 seconds of the day (86,400 / 450 = 192). */
export const SECONDS_PER_SALE = 450;
/** Spec 02 §9: the counter refreshes every 150,000 ms. */
export const SALES_COUNTER_REFRESH_MS = 150_000;

const brisbane = new Intl.DateTimeFormat('en-AU', {
  timeZone: DEALER_TIME_ZONE,
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * Spec 02 §9 sales counter, in Brisbane time whatever the machine's time zone: a base of 192 for
 * each full day of the month so far, plus one per 450 seconds of today. It starts at 0 on the 1st
 * and reaches the next day's base exactly at midnight.
 */
export function salesThisMonth(now: Date): number {
  const parts = Object.fromEntries(brisbane.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  const secondsToday = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0);
  return ((parts.day ?? 1) - 1) * SALES_PER_DAY + Math.floor(secondsToday / SECONDS_PER_SALE);
}
