import type { LOCATION_TYPES, Location, SpecialHours } from './schemas/location.ts';
import { addDays, brisbaneDate, daySpan, specialHoursFor, weekdayOf, type Span } from './open-now.ts';
import { HOURS_STRINGS } from './strings/hours.ts';

/** Spec 02 §2: "A closed day shows 'Closed'". */
export const CLOSED_LABEL = HOURS_STRINGS['hours.closed'];
/** Spec 02 §2: "or 'Enquire Now' linking to a booking page". */
export const ENQUIRE_NOW_LABEL = HOURS_STRINGS['hours.enquireNow'];
/** Spec 02 §9: "0 Sunday". */
export const SUNDAY = 0;
/** Spec 02 §9: "6 Saturday". */
export const SATURDAY = 6;

/** Spec 02 §2: "The opening-hours table starts on Monday and ends on Sunday" (weekday 0 = Sunday, §3). */
export const OPENING_HOURS_WEEK = [
  { weekday: 1, day: 'Monday' },
  { weekday: 2, day: 'Tuesday' },
  { weekday: 3, day: 'Wednesday' },
  { weekday: 4, day: 'Thursday' },
  { weekday: 5, day: 'Friday' },
  { weekday: SATURDAY, day: 'Saturday' },
  { weekday: SUNDAY, day: 'Sunday' },
] as const;

/** Spec 02 §2: the hours a location can show, in the dropdown's order. */
export const HOURS_TYPES = ['sales', 'service', 'parts'] as const;
export type HoursType = (typeof HOURS_TYPES)[number];
export type LocationType = (typeof LOCATION_TYPES)[number];

export type OpeningHoursCell =
  | { kind: 'open'; text: string }
  | { kind: 'closed'; label: typeof CLOSED_LABEL }
  | { kind: 'enquire'; label: typeof ENQUIRE_NOW_LABEL; href: string };

export interface OpeningHoursRow {
  day: (typeof OPENING_HOURS_WEEK)[number]['day'];
  weekday: number;
  /** YYYY-MM-DD in Brisbane. */
  date: string;
  hours: OpeningHoursCell;
  /** A special-hours entry (e.g. a public holiday) replaces the weekly hours of this date. */
  special: boolean;
  specialLabel: string | null;
}

/** Per-location site option: a closed day links to this booking page instead of reading 'Closed'. */
export interface OpeningHoursOptions {
  enquireNowWhenClosed?: { href: string } | null;
}

type HoursLocation = Pick<Location, 'id' | 'slug' | 'contact_detail'>;

export { isOpenAt, specialHoursFor } from './open-now.ts';

function cell(span: Span | null, options: OpeningHoursOptions): OpeningHoursCell {
  if (span) return { kind: 'open', text: span.text };
  const enquire = options.enquireNowWhenClosed;
  return enquire
    ? { kind: 'enquire', label: ENQUIRE_NOW_LABEL, href: enquire.href }
    : { kind: 'closed', label: CLOSED_LABEL };
}

/**
 * Spec 02 §2 "The opening-hours table starts on Monday and ends on Sunday. A closed day shows
 * 'Closed', or 'Enquire Now' linking to a booking page": the seven rows of the Brisbane week
 * containing `weekOf`. A weekday without a row, with status closed, or without hours is closed; a
 * special-hours entry replaces its date's hours. Hours read `formated_hours`, else '8:30am - 5:30pm'.
 */
export function openingHoursTable(
  location: HoursLocation,
  specialHours: readonly SpecialHours[],
  weekOf: Date,
  options: OpeningHoursOptions = {},
): OpeningHoursRow[] {
  const today = brisbaneDate.format(weekOf);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return OPENING_HOURS_WEEK.map(({ weekday, day }, index) => {
    const date = addDays(monday, index);
    const special = specialHoursFor(location, specialHours, date);
    return {
      day,
      weekday,
      date,
      hours: cell(daySpan(location, special, weekday), options),
      special: special !== null,
      specialLabel: special?.label ?? null,
    };
  });
}

/** Spec 02 §3: "location_type (sales, service, parts, service-and-parts; empty means sales)". */
export function locationTypeOf(location: Pick<Location, 'location_type'>): LocationType {
  return location.location_type || 'sales';
}

/** Spec 02 §2 hours types of one location: a service-and-parts location has both service and parts hours. */
export function hoursTypesOf(location: Pick<Location, 'location_type'>): HoursType[] {
  const type = locationTypeOf(location);
  return type === 'service-and-parts' ? ['service', 'parts'] : [type];
}

/** Spec 02 §2 "A dropdown switches between sales, service and parts hours": the types present, in that order. */
export function hoursTypeOptions(locations: readonly Pick<Location, 'location_type'>[]): HoursType[] {
  const present = new Set(locations.flatMap(hoursTypesOf));
  return HOURS_TYPES.filter((type) => present.has(type));
}

/** Spec 02 §2: the hours dropdown is "shown only when more than one location type exists". */
export function showHoursTypeDropdown(locations: readonly Pick<Location, 'location_type'>[]): boolean {
  return hoursTypeOptions(locations).length > 1;
}

/** Spec 02 §2: the locations whose hours the dropdown's choice shows. */
export function locationsWithHoursType<T extends Pick<Location, 'location_type'>>(
  locations: readonly T[],
  type: HoursType,
): T[] {
  return locations.filter((location) => hoursTypesOf(location).includes(type));
}

/** Spec 02 §9: "Weekdays 1 to 5 are weekday hours; 0 Sunday, 6 Saturday." */
export function isWeekday(weekday: number): boolean {
  return weekday > SUNDAY && weekday < SATURDAY;
}
