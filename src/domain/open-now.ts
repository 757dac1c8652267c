/**
 * Whether a location is open at a moment, in Brisbane time (spec 02 §2 opening hours, "open now"), kept apart
 * from opening-hours.ts so the browser's <open-now> (src/elements/open-now.ts) carries no shopper texts.
 */
import type { Location, SpecialHours } from './schemas/location.ts';
import { DEALER_TIME_ZONE } from './dealer-time.ts';

type HoursLocation = Pick<Location, 'id' | 'slug' | 'contact_detail'>;
/** An open day: its text and, when known, its HH:MM times (text-only hours have none). */
export interface Span {
  text: string;
  times: { open: string; close: string } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// en-CA writes dates as YYYY-MM-DD; en-GB with h23 writes times as HH:MM:SS.
export const brisbaneDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEALER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const brisbaneTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEALER_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Calendar arithmetic on YYYY-MM-DD dates, done in UTC so the machine's zone never matters. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** '08:30' → '8:30am', '17:30' → '5:30pm', '12:00' → '12:00pm', '00:00' → '12:00am'. */
function clockText(hhmm: string): string {
  const hour = Number(hhmm.slice(0, 2));
  return `${hour % 12 || 12}${hhmm.slice(2)}${hour < 12 ? 'am' : 'pm'}`;
}

function timedSpan(open: string | null | undefined, close: string | null | undefined): Span | null {
  if (open && close) return { text: `${clockText(open)} - ${clockText(close)}`, times: { open, close } };
  return null;
}

function weeklySpan(location: HoursLocation, weekday: number): Span | null {
  const row = location.contact_detail.opening_hours.find((entry) => entry.weekday === weekday);
  if (!row || row.status === 'closed') return null;
  const timed = timedSpan(row.open, row.close);
  const ready = row.formated_hours?.trim();
  return ready ? { text: ready, times: timed?.times ?? null } : timed;
}

export function daySpan(location: HoursLocation, special: SpecialHours | null, weekday: number): Span | null {
  if (special === null) return weeklySpan(location, weekday);
  if (special.status === 'Closed') return null;
  // An Open entry without times means open at the usual hours that day.
  return (
    timedSpan(special.start_hour ?? special.hours?.begin, special.end_hour ?? special.hours?.end) ??
    weeklySpan(location, weekday)
  );
}

/**
 * Spec 02 §3 "Special hours entry: date, status Open or Closed, location_id or location": the
 * entry for this location on this date (YYYY-MM-DD), or null. An entry naming the location (by id
 * or by slug) wins over an entry without a location, which applies to every location.
 */
export function specialHoursFor(
  location: Pick<Location, 'id' | 'slug'>,
  specialHours: readonly SpecialHours[],
  isoDate: string,
): SpecialHours | null {
  const onDate = specialHours.filter((entry) => entry.date === isoDate);
  return (
    onDate.find((entry) => entry.location_id === location.id || entry.location === location.slug) ??
    onDate.find((entry) => entry.location_id == null && !entry.location) ??
    null
  );
}

/**
 * Spec 02 §2 opening hours, for an "Open now" badge: whether the location is open at `now` in
 * Brisbane time, from its opening time inclusive to its closing time exclusive. Hours known only
 * as text (formated_hours without open/close) give false: the time cannot be checked.
 */
export function isOpenAt(location: HoursLocation, specialHours: readonly SpecialHours[], now: Date): boolean {
  const today = brisbaneDate.format(now);
  const times = daySpan(location, specialHoursFor(location, specialHours, today), weekdayOf(today))?.times;
  if (!times) return false;
  // Zero-padded 'HH:MM:SS' texts compare in time order.
  const clock = brisbaneTime.format(now);
  return clock >= `${times.open}:00` && clock < `${times.close}:00`;
}
